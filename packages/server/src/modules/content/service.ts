import { mediaUrl } from '@airshop/domain/catalog/media';
import {
  type ContentImage,
  type ContentItem,
  type ContentKind,
  type ContentList,
  type ContentSummary,
  contentUrl,
  type PageType,
} from '@airshop/domain/content/content';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { ImageRef } from '../../db/schema.ts';
import type { RequestContext } from '../../platform/context.ts';
import {
  type ContentRow,
  countContent,
  selectContentItem,
  selectContentPage,
  selectRelatedProducts,
} from './queries.ts';

/** en for en, de for de-AT. */
function languageOf(locale: string): string {
  return locale.split('-')[0] as string;
}

/** The most a list page may hold: a bound on what one request reads. */
export const MAX_LIST_PAGE_SIZE = 60;

function imageOf(image: ImageRef | null, title: string, locale: string): ContentImage | null {
  if (!image) return null;
  return {
    Url: mediaUrl(image.key, 'featureCarousel'),
    // An image without alt text of its own is described by the title it illustrates.
    Alt: image.alt ? localizedText(image.alt, locale) : title,
  };
}

function summaryOf(row: ContentRow, locale: string): ContentSummary {
  return {
    Id: row.id,
    Kind: row.kind,
    PageType: (row.page_type as PageType | null) ?? null,
    Route: row.route,
    Url: contentUrl(locale, row.kind, row.route),
    Title: row.title,
    Summary: row.summary,
    Image: imageOf(row.image, row.title, locale),
    PublishedAt: row.published_at,
    TextLocale: row.text_locale,
    // de-AT showing the German text is no fallback a reader needs told of; fi showing English is.
    IsFallback: languageOf(row.text_locale) !== languageOf(locale),
  };
}

/** The item at /{locale}/{section}/{route}, in the request's locale or its fallback; undefined when none. */
export async function getContentItem(
  ctx: RequestContext,
  kind: ContentKind,
  route: string,
): Promise<ContentItem | undefined> {
  const row = await selectContentItem(ctx.db, kind, route, ctx.locale);
  if (!row) return undefined;
  const related = await selectRelatedProducts(ctx.db, row.related_product_ids);
  return {
    ...summaryOf(row, ctx.locale),
    Body: row.body_html,
    Locales: row.locales,
    RelatedProducts: related.map((p) => ({
      Id: p.id,
      Name: localizedText(p.name, ctx.locale),
      Url: `/${ctx.locale}/${p.path}`,
      ImageUrl: p.images[0] ? mediaUrl(p.images[0].key, 'relatedItem') : null,
    })),
  };
}

/** One page of the items of a kind, newest first. */
export async function getContentList(
  ctx: RequestContext,
  kind: ContentKind,
  page: number,
  pageSize: number,
): Promise<ContentList> {
  const size = Math.min(Math.max(1, Math.trunc(pageSize)), MAX_LIST_PAGE_SIZE);
  const current = Math.max(1, Math.trunc(page));
  const [total, rows] = await Promise.all([
    countContent(ctx.db, kind),
    selectContentPage(ctx.db, kind, ctx.locale, (current - 1) * size, size),
  ]);
  return {
    Items: rows.map((row) => summaryOf(row, ctx.locale)),
    Page: current,
    PageCount: Math.max(1, Math.ceil(total / size)),
    Total: total,
  };
}
