import type { ExtraContentType } from '@airshop/domain/catalog/product-extras';
import type { Db } from '../../db/client.ts';
import type { ExtraKind } from '../../db/schema/catalog.ts';
import { COMMERCE_COLUMNS, commerceJoins } from '../commerce/index.ts';
import {
  localized,
  runStatement,
  type SqlLocale,
  type Statement,
  VARIANT_FLAG_COLUMNS,
} from './sql-parts.ts';

/** An extra item as the query gives it: the spec's fields but the image key and the page path still raw. */
export interface ExtraItemRow {
  Id: number;
  Code: string;
  Name: string;
  Note: string | null;
  CustomNote: string | null;
  ImageKey: string | null;
  RoutePath: string;
  CatalogSegment: string;
  [field: string]: unknown;
}

export interface ExtrasQuery {
  contentType: ExtraContentType;
  /** A product id (contentType product) or a variant code (variant). */
  id: string;
  kind: ExtraKind;
  locale: SqlLocale;
  /** The market whose prices to include; null leaves prices, stock and delivery data out. */
  marketId: string | null;
}

/* $1 the product id or variant code, $2/$3 the language, $4 the kind, $5 the market (with prices only). */
function extrasStatement(contentType: ExtraContentType, withCommerce: boolean): Statement {
  // The ids of the extra variants with their order: a variant's own first, then its product's, each once.
  const links =
    contentType === 'product'
      ? `select pe.extra_variant_id, 0 as grp, pe.sort_order as sort
          from product_extras pe where pe.product_id = o.product_id and pe.kind = $4::text`
      : `select distinct on (u.extra_variant_id) u.extra_variant_id, u.grp, u.sort from (
            select ve.extra_variant_id, 0 as grp, ve.sort_order as sort
              from variant_extras ve where ve.variant_id = o.variant_id and ve.kind = $4::text
            union all
            select pe.extra_variant_id, 1, pe.sort_order
              from product_extras pe where pe.product_id = o.product_id and pe.kind = $4::text
          ) u order by u.extra_variant_id, u.grp, u.sort`;
  const owner =
    contentType === 'product'
      ? 'select p.id as product_id, null::bigint as variant_id from products p where p.id = $1::text'
      : 'select v.product_id, v.id as variant_id from variants v where v.code = $1::text';
  const values = `(select string_agg(${localized('a.value')}, ', ' order by a.ord)
    from jsonb_array_elements(v.attribute_values) with ordinality as a(value, ord))`;
  return {
    name: `product_extras_${contentType}${withCommerce ? '_with_prices' : ''}`,
    text: `select (select json_agg(x order by l.grp, l.sort, v.code)
        from (${links}) l
        join variants v on v.id = l.extra_variant_id
        join products ep on ep.id = v.product_id
        join catalogs ec on ec.id = ep.catalog_id
        ${withCommerce ? commerceJoins('$5') : ''}
        cross join lateral (select
          v.id as "Id",
          v.code as "Code",
          -- An extra product with several variants names the variant's values: "Filter F7 (592x287)".
          ${localized('ep.name')} || coalesce(' (' || nullif(${values}, '') || ')', '') as "Name",
          ${localized('v.note')} as "Note",
          ${localized('v.custom_note')} as "CustomNote",
          ep.images -> 0 ->> 'key' as "ImageKey",
          ep.route_path as "RoutePath",
          ec.route_segment as "CatalogSegment",
          ${VARIANT_FLAG_COLUMNS}${withCommerce ? `, ${COMMERCE_COLUMNS}` : ''}
        ) x) as items
      from (${owner}) o`,
  };
}

const STATEMENTS = {
  product: [extrasStatement('product', false), extrasStatement('product', true)],
  variant: [extrasStatement('variant', false), extrasStatement('variant', true)],
} as const;

/**
 * The extras of one kind for a product, or for a variant (its own extras, then its product's, each once), in
 * one statement. Undefined when the product or variant does not exist; an empty list when it has none.
 */
export async function findExtraItems(db: Db, q: ExtrasQuery): Promise<ExtraItemRow[] | undefined> {
  const [withoutPrices, withPrices] = STATEMENTS[q.contentType];
  const params = [q.id, q.locale.locale, q.locale.base, q.kind];
  const rows =
    q.marketId === null
      ? await runStatement<{ items: ExtraItemRow[] | null }>(db, withoutPrices, params)
      : await runStatement<{ items: ExtraItemRow[] | null }>(db, withPrices, [...params, q.marketId]);
  const row = rows[0];
  if (!row) return undefined;
  return row.items ?? [];
}
