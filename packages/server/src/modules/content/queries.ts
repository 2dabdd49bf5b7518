import type { ContentKind } from '@airshop/domain/content/content';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ImageRef } from '../../db/schema.ts';
import { catalogs, contentItems, contentTexts, products } from '../../db/schema.ts';

/*
 * Reads of content items. Each item's text is picked in SQL: the locale's own row, else its base language's
 * (de-AT → de), else English, which every item has (the import requires it).
 */

export interface ContentRow {
  id: string;
  kind: ContentKind;
  page_type: string | null;
  route: string;
  image: ImageRef | null;
  published_at: string;
  text_locale: string;
  title: string;
  summary: string;
}

export interface ContentItemRow extends ContentRow {
  body_html: string;
  related_product_ids: string[];
  locales: string[];
}

export interface RelatedProductRow {
  id: string;
  name: Record<string, string> & { en: string };
  images: ImageRef[];
  path: string;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** The locale, its base language and English, in that order of preference. */
function preference(locale: string) {
  const base = locale.includes('-') ? locale.slice(0, locale.indexOf('-')) : locale;
  return sql`case t.locale when ${locale} then 0 when ${base} then 1 else 2 end`;
}

function textJoin(locale: string, columns: ReturnType<typeof sql>) {
  const base = locale.includes('-') ? locale.slice(0, locale.indexOf('-')) : locale;
  return sql`join lateral (
      select t.locale as text_locale, ${columns}
        from ${contentTexts} t
       where t.item_id = i.id and t.locale in (${locale}, ${base}, 'en')
       order by ${preference(locale)}
       limit 1) t on true`;
}

const ITEM_COLUMNS = sql`i.id, i.kind, i.page_type, i.route, i.image, to_char(i.published_at, 'YYYY-MM-DD') as published_at`;

export async function selectContentItem(
  db: Db,
  kind: ContentKind,
  route: string,
  locale: string,
): Promise<ContentItemRow | undefined> {
  const result = await db.execute(sql`
    select ${ITEM_COLUMNS}, i.related_product_ids, t.*,
           array(select l.locale from ${contentTexts} l where l.item_id = i.id order by l.locale) as locales
      from ${contentItems} i
      ${textJoin(locale, sql`t.title, t.summary, t.body_html`)}
     where i.kind = ${kind} and i.route = ${route}`);
  return rowsOf<ContentItemRow>(result)[0];
}

export async function countContent(db: Db, kind: ContentKind): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${contentItems} where kind = ${kind}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Newest first; items of one day by their sort order. */
export async function selectContentPage(
  db: Db,
  kind: ContentKind,
  locale: string,
  offset: number,
  limit: number,
): Promise<ContentRow[]> {
  const result = await db.execute(sql`
    select ${ITEM_COLUMNS}, t.*
      from ${contentItems} i
      ${textJoin(locale, sql`t.title, t.summary`)}
     where i.kind = ${kind}
     order by i.published_at desc, i.sort_order, i.id
     limit ${limit} offset ${offset}`);
  return rowsOf<ContentRow>(result);
}

/** The related products that still exist, with their page path below the locale. */
export async function selectRelatedProducts(db: Db, ids: readonly string[]): Promise<RelatedProductRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.name, p.images, k.route_segment || '/' || p.route_path as path
      from ${products} p join ${catalogs} k on k.id = p.catalog_id
     where p.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  const byId = new Map(rowsOf<RelatedProductRow>(result).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every item's page path below the locale and when it last changed, for the sitemaps. */
export async function selectContentPaths(
  db: Db,
): Promise<{ kind: ContentKind; route: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ kind: contentItems.kind, route: contentItems.route, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .orderBy(contentItems.kind, contentItems.route);
  return rows as { kind: ContentKind; route: string; updatedAt: Date }[];
}
