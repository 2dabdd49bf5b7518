import type { Db } from '../../db/client.ts';
import {
  COMMERCE_COLUMNS,
  commerceJoins,
  DELIVERY_DATE_COLUMNS,
  PRICE_STOCK_ROW_COLUMNS,
  type VariantCommerceRow,
} from '../commerce/index.ts';
import {
  localized,
  localizedArray,
  runStatement,
  type SqlLocale,
  type Statement,
  VARIANT_FLAG_COLUMNS,
} from './sql-parts.ts';

/*
 * The sizing statements (ADR 0010). The whole Sizing as JSON text, either with prices and stock (`full`, $4
 * the market) or with the lead times but no prices (`skeleton`, the part that is the same for every viewer);
 * and the prices and stock alone (`prices`), one line per variant, to complete a cached skeleton.
 */

function sizingStatement(name: string, commerceColumns: string | null): Statement {
  return {
    name,
    text: `select json_build_object(
      'Variants', coalesce((select json_agg(x order by v.sort_order, v.id)
        from variants v ${commerceColumns === COMMERCE_COLUMNS ? commerceJoins('$4') : ''}
        cross join lateral (select
          v.id as "Id",
          v.code as "Code",
          v.lvi_number as "LviNumber",
          ${localizedArray('v.attribute_values')} as "AttributeValues",
          ${localized('v.custom_note')} as "CustomNote",
          ${localized('v.note')} as "Note",
          ${VARIANT_FLAG_COLUMNS}${commerceColumns ? `, ${commerceColumns}` : ''}
        ) x
        where v.product_id = p.id), '[]'::json),
      'DefaultVariantCode', p.default_variant_code,
      'AttributeNames', ${localizedArray('p.attribute_names')},
      'IsSparePartOrAccessory', p.kind in ('spare-part', 'accessory')
    )::text as body
    from products p where p.id = $1::text`,
  };
}

const FULL = sizingStatement('product_sizing_with_prices', COMMERCE_COLUMNS);
const SKELETON = sizingStatement('product_sizing_skeleton', DELIVERY_DATE_COLUMNS);

/*
 * $1 the product, $2 the market: plain columns, no JSON. Building 200 small JSON objects cost PostgreSQL as much
 * as finding the rows; Node writes them from the cached skeleton instead (sizing-service.ts). Amounts come as
 * text so their 2 decimals survive, the time as its JSON string.
 */
const PRICES: Statement = {
  name: 'product_sizing_prices',
  text: `select v.id, ${PRICE_STOCK_ROW_COLUMNS}
    from variants v ${commerceJoins('$2')}
    where v.product_id = $1::text
    order by v.sort_order, v.id`,
};

/* $1 the product, $2 the market, $3 the variant: the prices statement for one variant (a page's first view). */
const PRICE_OF_ONE: Statement = {
  name: 'product_sizing_price_of_one',
  text: `select v.id, ${PRICE_STOCK_ROW_COLUMNS}
    from variants v ${commerceJoins('$2')}
    where v.product_id = $1::text and v.id = $3::bigint`,
};

/** The price and stock of one variant in one market, as the prices statement gives them. */
export interface VariantPriceRow extends VariantCommerceRow {
  id: number | string;
}

/** The Sizing with the market's prices and the stock. Undefined when there is no such product. */
export async function findSizingWithPrices(
  db: Db,
  productId: string,
  l: SqlLocale,
  marketId: string,
): Promise<string | undefined> {
  const rows = await runStatement<{ body: string }>(db, FULL, [productId, l.locale, l.base, marketId]);
  return rows[0]?.body;
}

/** The Sizing with lead times but without prices and stock. Undefined when there is no such product. */
export async function findSizingSkeleton(
  db: Db,
  productId: string,
  l: SqlLocale,
): Promise<string | undefined> {
  const rows = await runStatement<{ body: string }>(db, SKELETON, [productId, l.locale, l.base]);
  return rows[0]?.body;
}

/** The prices and stock of the product's variants in the market, in variant order. */
export async function findVariantPrices(
  db: Db,
  productId: string,
  marketId: string,
): Promise<VariantPriceRow[]> {
  return runStatement<VariantPriceRow>(db, PRICES, [productId, marketId]);
}

/** The price and stock of one variant of the product in the market; undefined when it is not the product's. */
export async function findVariantPrice(
  db: Db,
  productId: string,
  marketId: string,
  variantId: number,
): Promise<VariantPriceRow | undefined> {
  return (await runStatement<VariantPriceRow>(db, PRICE_OF_ONE, [productId, marketId, variantId]))[0];
}
