import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  catalogs,
  categories,
  type ImageRef,
  type ProductKind,
  products,
  variants,
} from '../../db/schema.ts';

/** How a node is asked for: by a category id (API), or by the page path (catalogue segment + category path). */
export type NodeTarget =
  | { kind: 'id'; id: string }
  | { kind: 'path'; catalogSegment: string | undefined; categoryPath: string | undefined };

export type NodeCategoryRow = {
  catalog_id: string;
  catalog_segment: string;
  catalog_name: LocalizedText;
  /** The category asked for; null at the catalogue root. */
  target_id: string | null;
  id: string | null;
  parent_id: string | null;
  route_segment: string | null;
  path: string | null;
  name: LocalizedText | null;
  description: LocalizedText | null;
  display_category_description: boolean | null;
  image: ImageRef | null;
};

export type EntryRow = {
  id: string;
  route_path: string;
  kind: ProductKind;
  name: LocalizedText;
  intro: LocalizedText | null;
  image_key: string | null;
  is_shoppable: boolean;
  is_discontinued: boolean;
  has_spare_parts: boolean;
  has_accessories: boolean;
  has_shoppable_variants: boolean;
};

export interface EntryFilters {
  showDiscontinued: boolean;
  showWebShopOnly: boolean;
  showSparePartsOnly: boolean;
}

/** Both drivers (pg and PGlite) answer raw SQL with `{ rows }`; the shared Db type does not say so. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/* Conditions on the aliases k (catalogs) and c (categories) of the queries below. */

/** The catalogue a target lives in: by the category's catalogue, by route segment, else the first one. */
function catalogCondition(target: NodeTarget): SQL {
  if (target.kind === 'id') {
    return sql`k.id = (select x.catalog_id from ${categories} x where x.id = ${target.id})`;
  }
  return target.catalogSegment === undefined ? sql`true` : sql`k.route_segment = ${target.catalogSegment}`;
}

function targetCondition(target: NodeTarget): SQL {
  if (target.kind === 'id') return sql`c.id = ${target.id}`;
  return target.categoryPath === undefined ? sql`false` : sql`c.path = ${target.categoryPath}`;
}

/**
 * One query for the tree around a node: the catalogue, the node, its ancestors (for the breadcrumb) and its
 * children (with a child's image when a child has none of its own). No rows: no such catalogue or category.
 * A row with a null target_id while a category was asked for means the category does not exist.
 */
export async function findNodeCategories(db: Db, target: NodeTarget): Promise<NodeCategoryRow[]> {
  const result = await db.execute(sql`
    with t as (
      select k.id as catalog_id, k.route_segment as catalog_segment, k.name as catalog_name,
             c.id as target_id, c.path as target_path
      from ${catalogs} k
      left join ${categories} c on c.catalog_id = k.id and ${targetCondition(target)}
      where ${catalogCondition(target)}
      order by k.sort_order, k.id
      limit 1
    )
    select t.catalog_id, t.catalog_segment, t.catalog_name, t.target_id,
           c.id, c.parent_id, c.route_segment, c.path, c.name, c.description, c.display_category_description,
           coalesce(c.image, (
             select ch.image from ${categories} ch
             where ch.parent_id = c.id and ch.image is not null
             order by ch.sort_order, ch.id limit 1
           )) as image
    from t
    left join ${categories} c on c.catalog_id = t.catalog_id and (
      c.id = t.target_id
      or starts_with(t.target_path, c.path || '/')
      or c.parent_id = t.target_id
      or (t.target_id is null and c.parent_id is null)
    )
    order by c.sort_order, c.id`);
  return rowsOf<NodeCategoryRow>(result);
}

/**
 * The products of the node's category (none at a catalogue root), filtered. The category is found by the same
 * target as findNodeCategories so both queries can run at once.
 */
export async function findNodeEntries(
  db: Db,
  target: NodeTarget,
  filters: EntryFilters,
): Promise<EntryRow[]> {
  if (target.kind === 'path' && target.categoryPath === undefined) return [];
  const category =
    target.kind === 'id'
      ? sql`${target.id}`
      : sql`(select c.id from ${categories} c join ${catalogs} k on k.id = c.catalog_id
             where c.path = ${target.categoryPath} and ${catalogCondition(target)}
             order by k.sort_order, k.id limit 1)`;
  const shoppableVariant = sql`exists (select 1 from ${variants} v where v.product_id = p.id and v.is_shoppable)`;
  const result = await db.execute(sql`
    select p.id, p.route_path, p.kind, p.name, p.intro, p.images -> 0 ->> 'key' as image_key,
           p.is_shoppable, p.is_discontinued, p.has_spare_parts, p.has_accessories,
           ${shoppableVariant} as has_shoppable_variants
    from ${products} p
    where p.category_id = ${category}
      and (${filters.showDiscontinued} or not p.is_discontinued)
      and (not ${filters.showWebShopOnly} or (p.is_shoppable and ${shoppableVariant}))
      and (not ${filters.showSparePartsOnly} or p.kind = 'spare-part')
    order by p.sort_order, p.id`);
  return rowsOf<EntryRow>(result);
}

export type MenuRow = {
  catalog_id: string;
  catalog_segment: string;
  catalog_name: LocalizedText;
  id: string | null;
  parent_id: string | null;
  route_segment: string | null;
  path: string | null;
  name: LocalizedText | null;
  display_category_description: boolean | null;
  image: ImageRef | null;
};

/** Every catalogue with its top two levels of categories, in menu order: one query. */
export async function findMenuRows(db: Db): Promise<MenuRow[]> {
  const result = await db.execute(sql`
    select k.id as catalog_id, k.route_segment as catalog_segment, k.name as catalog_name,
           c.id, c.parent_id, c.route_segment, c.path, c.name, c.display_category_description,
           coalesce(c.image, (
             select ch.image from ${categories} ch
             where ch.parent_id = c.id and ch.image is not null
             order by ch.sort_order, ch.id limit 1
           )) as image
    from ${catalogs} k
    left join ${categories} c on c.catalog_id = k.id and (
      c.parent_id is null
      or c.parent_id in (select top.id from ${categories} top where top.catalog_id = k.id and top.parent_id is null)
    )
    order by k.sort_order, k.id, c.sort_order, c.id`);
  return rowsOf<MenuRow>(result);
}
