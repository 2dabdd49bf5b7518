import {
  BLOG_PAGE_SIZE,
  CONTENT_ROUTE_PATTERN,
  type ContentKind,
  listPageNumber,
} from '@airshop/domain/content/content';
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

/** Every solution fits one page: the list is the overview of the application areas. */
const SOLUTIONS_PAGE_SIZE = 60;

/** A solution, page or blog post at /{locale}/{section}/{slug}; 404 when there is none. */
export async function loadContentItem(
  services: SsrServices,
  localeParam: string,
  slug: string,
  kind: ContentKind,
) {
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
export async function loadContentList(
  services: SsrServices,
  localeParam: string,
  request: Request,
  section: 'solutions' | 'blog',
) {
  const page = listPageNumber(new URL(request.url).searchParams.get('page'));
  if (page === undefined) notFound();
  const kind: ContentKind = section === 'solutions' ? 'solution' : 'blog-post';
  const [list, translations] = await Promise.all([
    services.content.list(kind, page, section === 'solutions' ? SOLUTIONS_PAGE_SIZE : BLOG_PAGE_SIZE),
    loadTranslations(services, ['content']),
  ]);
  if (page > list.PageCount) notFound();
  const locale = parseLocale(localeParam) ?? 'en';
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
  return data({ list, translations, meta, baseUrl }, headersFor(services));
}
