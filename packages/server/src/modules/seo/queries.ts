import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogs, categories, contentItems, products } from '../../db/schema.ts';

/**
 * A public page below the locale: a catalogue page (`/products`, `/products/fans`, `/products/fans/kvistra-f-200`)
 * or a content page (`/solutions`, `/solutions/hospitals`, `/blog`, `/blog/{post}`, `/pages/{page}`).
 */
export interface SitemapPage {
  path: string;
  /** When the page's content last changed, where the catalogue knows it (products). */
  updatedAt: Date | null;
}

/**
 * Every catalogue root, category and product page, the solutions and blog lists and every content item, in
 * one statement. Paths are the same in every locale (only
 * the locale segment differs, ADR 0013), so one list serves all 15 sitemaps.
 */
export async function listSitemapPages(db: Db): Promise<SitemapPage[]> {
  const result = await db.execute(sql`
    select '/' || k.route_segment as path, null::timestamptz as updated_at
      from ${catalogs} k
    union all
    select '/' || k.route_segment || '/' || c.path, null
      from ${categories} c join ${catalogs} k on k.id = c.catalog_id
    union all
    select '/' || k.route_segment || '/' || p.route_path, p.updated_at
      from ${products} p join ${catalogs} k on k.id = p.catalog_id
    union all
    select '/solutions', null
    union all
    select '/blog', null
    union all
    select '/' || case i.kind when 'solution' then 'solutions' when 'page' then 'pages' else 'blog' end
           || '/' || i.route, i.updated_at
      from ${contentItems} i
    order by path`);
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`; the shared Db type does not say so.
  const rows = (result as unknown as { rows: { path: string; updated_at: Date | string | null }[] }).rows;
  return rows.map((row) => ({
    path: row.path,
    updatedAt: row.updated_at === null ? null : new Date(row.updated_at),
  }));
}
