/*
 * What a product answer may say about a variant's price, stock and delivery, as SQL pieces for the product
 * statements (alias v the variant; ADR 0010, 0047). Only put into a statement that runs when
 * resolveCommerceVisibility() said yes. The product module builds its statements from these and never names
 * the price or stock tables itself (commerce-home.test.ts keeps it so).
 */

/** The market's price (market id in `marketParam`, e.g. $4) and the stock of variant v: aliases vp and s. */
export function commerceJoins(marketParam: string): string {
  // Lateral subqueries with a limit: one primary-key lookup each. As plain joins the planner turned them into
  // a hash join over every variant's stock (misjudging the variants per product), at 30 ms instead of 1.
  return `left join lateral (select * from variant_prices p1
    where p1.variant_id = v.id and p1.market_id = ${marketParam}::text limit 1) vp on true
  left join lateral (select * from variant_stock s1 where s1.variant_id = v.id limit 1) s on true`;
}

/** Prices: net with its tax rate, gross (list) price, and the pack offer. */
const PRICE_COLUMNS = `case when vp.variant_id is null then null else json_build_object(
    'Amount', vp.net_amount, 'Currency', vp.currency, 'Tax', json_build_object('Rate', vp.tax_rate)) end
    as "UnitPrice",
  case when vp.gross_amount is null then null else json_build_object(
    'Amount', vp.gross_amount, 'Currency', vp.currency) end as "UnitGrossPrice",
  coalesce(vp.pack_size is not null, false) as "HasPack",
  vp.pack_size as "PackSize",
  vp.pack_discount as "PackDiscount",
  case when vp.pack_price is null then null else json_build_object(
    'Amount', vp.pack_price, 'Currency', vp.currency) end as "PackPrice"`;

/**
 * The stock-display strategy: the ERP's figure, whether it is too old to show, and when it was reported. The
 * browser words it with domain/stock-status.ts (a figure, 'ask', or the alternative flow's out-of-stock).
 */
const STOCK_DISPLAY_COLUMNS = `s.quantity as "Stock",
  coalesce(s.expires_at <= now(), false) as "StockExpired",
  s.modified_at as "StockModified"`;

/**
 * The delivery-date strategy: the variant's delivery-time bands, from which domain/delivery-date.ts makes the
 * date for a quantity. The same in every market, but delivery data all the same: only in answers with prices.
 * Stored as the importer wrote them, [{"days": 13, "maxQuantity": 5}]: renaming the two keys in the text costs a
 * third of taking the array apart and building it again.
 */
export const DELIVERY_DATE_COLUMNS = `replace(replace(v.lead_times::text, '"days"', '"Days"'),
    '"maxQuantity"', '"MaxQuantity"')::json as "LeadTimes"`;

/** Everything only a viewer allowed to see prices receives, as columns of a JSON object. */
export const COMMERCE_COLUMNS = `${PRICE_COLUMNS},
  ${STOCK_DISPLAY_COLUMNS},
  ${DELIVERY_DATE_COLUMNS}`;

/**
 * The prices and stock of variant v as plain columns (amounts as text, so their 2 decimals survive; the time as
 * its JSON string), for answers whose JSON Node writes itself: see VariantCommerceRow.
 */
export const PRICE_STOCK_ROW_COLUMNS = `vp.currency, vp.net_amount::text as net, vp.tax_rate::text as tax_rate,
  vp.gross_amount::text as gross, vp.pack_size, vp.pack_price::text as pack_price,
  vp.pack_discount::text as pack_discount, s.quantity, coalesce(s.expires_at <= now(), false) as expired,
  to_json(s.modified_at)::text as modified`;

/** The row PRICE_STOCK_ROW_COLUMNS gives. */
export interface VariantCommerceRow {
  currency: string | null;
  net: string | null;
  tax_rate: string | null;
  gross: string | null;
  pack_size: number | null;
  pack_price: string | null;
  pack_discount: string | null;
  quantity: number | null;
  expired: boolean;
  /** A JSON string literal ("2026-11-19T09:00:00+00:00") or null. */
  modified: string | null;
}
