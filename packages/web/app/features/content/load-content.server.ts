import {
  BLOG_PAGE_SIZE,
  CONTENT_ROUTE_PATTERN,
  CONTENT_SECTIONS,
  type ContentKind,
  contentKindOfSection,
  listPageNumber,
} from '@airshop/domain/content/content-sections';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { formatMessage } from '@airshop/domain/i18n/translation-text';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { data } from 'react-router';
import { loadTranslations } from '../../platform/i18n/load-translations.server.ts';
import { notFound } from '../catalog/index.ts';
import type { HeadTags } from '../product-page/index.ts';
import { contentItemMeta, contentListMeta } from './content-meta.ts';

/*
 * The loaders of the content pages. Nothing on them depends on who asks: an anonymous page may be kept a
 * minute by browsers and the shared page cache (ADR 0019), like a catalogue page.
 */

const SHAREABLE_HEADERS = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
  Vary: 'Cookie',
};
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-cache' };

const headersFor = (services: SsrServices) => ({
  headers: services.shareable ? SHAREABLE_HEADERS : PRIVATE_HEADERS,
});

/**
 * Items a page of each list shows; every solution fits one page (the overview of the application areas). Pages
 * (articles, news, guides) have no list.
 */
const LIST_PAGE_SIZES: Partial<Record<ContentKind, number>> = { solution: 60, 'blog-post': BLOG_PAGE_SIZE };

/**
 * The kind a content route serves, from the first segment of its path below the locale (/sv/blog/…): one
 * route module serves every kind (routes.ts), so the path it was registered under says which.
 */
function kindAt(url: URL): ContentKind {
  const kind = contentKindOfSection(url.pathname.split('/')[2]);
  if (!kind) notFound();
  return kind;
}

/** A solution, page or blog post at /{locale}/{section}/{slug}; 404 when there is none. */
export async function loadContentItem(services: SsrServices, url: URL, localeParam: string, slug: string) {
  const kind = kindAt(url);
  if (!CONTENT_ROUTE_PATTERN.test(slug)) notFound();
  const [item, translations] = await Promise.all([
    services.content.item(kind, slug),
    loadTranslations(services, ['content']),
  ]);
  if (!item) notFound();
  const locale = parseLocale(localeParam) ?? 'en';
  const meta = contentItemMeta(item, locale, services.publicUrl) as HeadTags;
  return data({ item, translations, meta }, headersFor(services));
}

/** The solutions page or a page of the blog (?page=n); a page number past the end or not a number is 404. */
export async function loadContentList(services: SsrServices, url: URL, localeParam: string) {
  const kind = kindAt(url);
  const pageSize = LIST_PAGE_SIZES[kind];
  const page = listPageNumber(url.searchParams.get('page'));
  if (page === undefined || pageSize === undefined) notFound();
  const [list, translations] = await Promise.all([
    services.content.list(kind, page, pageSize),
    loadTranslations(services, ['content']),
  ]);
  if (page > list.PageCount) notFound();
  const locale = parseLocale(localeParam) ?? 'en';
  const section = CONTENT_SECTIONS[kind];
  const baseUrl = `/${locale}/${section}`;
  const text = (id: string, values?: Record<string, number>) =>
    formatMessage(translations.content?.find((entry) => entry.Id === id)?.Text ?? id, values, locale);
  const title = text(`${section}/title`);
  const meta = contentListMeta({
    // A later page of the blog is a page of its own for search engines: its title says which.
    title: page > 1 ? `${title} – ${text('pager/status', { page, count: list.PageCount })}` : title,
    description: text(`${section}/lead`),
    url: baseUrl,
    page,
    locale,
    origin: services.publicUrl,
  }) as HeadTags;
  return data({ list, kind, translations, meta, baseUrl }, headersFor(services));
}
