import type { LeadTimeBand } from '@airshop/domain/commerce/delivery-date';
import { amountInCents } from '@airshop/domain/commerce/product-price';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { Buyer } from './viewer.ts';

/** Whether a variant can be ordered: what anyone may know of it. */
export interface VariantState {
  readonly shoppable: boolean;
  readonly discontinued: boolean;
  /** Whether the market has a price for it (not the price). */
  readonly priced: boolean;
  readonly alternativeStockFlow: boolean;
}

/** What a buyer sees of a variant besides its state: prices in cents, stock and lead times. */
export interface VariantOffer extends VariantState {
  readonly netCents: number | null;
  readonly grossCents: number | null;
  /** Percent (25, 5.5); 0 when unpriced. */
  readonly taxRate: number;
  /** Pieces in stock; null when missing or too old to show. */
  readonly stock: number | null;
  readonly deliveryBands: readonly LeadTimeBand[];
}

/** A row of stateColumns (its first four columns) or offerColumns. */
export interface OfferRow {
  shoppable: boolean;
  discontinued: boolean;
  alternative: boolean;
  priced: boolean;
  net?: string | null;
  gross?: string | null;
  tax_rate?: string | null;
  stock?: number | null;
  lead_times?: LeadTimeBand[] | string | null;
}

/*
 * What a cart line shows of its variant, as SQL pieces (alias v the variant, p its product): variantStates and
 * variantOffers run them, and the cart's one-statement read (modules/cart) puts them into its own statement,
 * so a line's state and offer are read and shaped in one place either way (ADR 0047, 0062). `market` is the
 * market's id, or a placeholder of a prepared statement.
 */

/** What anyone may know of variant v in the market. */
export function stateColumns(market: unknown): SQL {
  return sql`(v.is_shoppable and p.is_shoppable) as shoppable,
    (v.is_discontinued or p.is_discontinued) as discontinued, v.is_alternative_stock_flow as alternative,
    exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market}) as priced`;
}

/** A buyer's offer of variant v: its state, prices, stock (null when too old to show) and lead times. */
export function offerColumns(): SQL {
  return sql`(v.is_shoppable and p.is_shoppable) as shoppable,
    (v.is_discontinued or p.is_discontinued) as discontinued, v.is_alternative_stock_flow as alternative,
    vp.variant_id is not null as priced, vp.net_amount::text as net, vp.gross_amount::text as gross,
    vp.tax_rate::text as tax_rate, case when s.expires_at <= now() then null else s.quantity end as stock,
    replace(replace(v.lead_times::text, '"days"', '"Days"'), '"maxQuantity"', '"MaxQuantity"')::json
      as lead_times`;
}

/** The joins offerColumns reads from: the market's price of variant v and its stock. */
export function offerJoins(market: unknown): SQL {
  return sql`left join variant_prices vp on vp.variant_id = v.id and vp.market_id = ${market}
    left join variant_stock s on s.variant_id = v.id`;
}

const idList = (ids: readonly number[]) => `{${[...new Set(ids.map((id) => Math.trunc(id)))].join(',')}}`;

/**
 * The state of a set of variants in a market, for anyone (a guest's cart shows whether its lines can still be
 * ordered): no price, stock or lead time is read.
 */
export async function variantStates(
  ctx: RequestContext | { db: Tx },
  marketId: string,
  variantIds: readonly number[],
): Promise<Map<number, VariantState>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows<OfferRow & { id: number }>(
    ctx.db,
    sql`select v.id, ${stateColumns(marketId)}
      from variants v join products p on p.id = v.product_id
      where v.id = any(${idList(variantIds)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), stateOf(row)]));
}

/** A variant's state from a row of stateColumns or offerColumns. */
export function stateOf(row: OfferRow): VariantState {
  return {
    shoppable: row.shoppable,
    discontinued: row.discontinued,
    priced: row.priced,
    alternativeStockFlow: row.alternative,
  };
}

/** A buyer's offer from a row of offerColumns. */
export function offerOf(row: OfferRow): VariantOffer {
  const bands = row.lead_times ?? [];
  return {
    ...stateOf(row),
    netCents: row.net == null ? null : amountInCents(row.net),
    grossCents: row.gross == null ? null : amountInCents(row.gross),
    taxRate: row.tax_rate == null ? 0 : Number(row.tax_rate),
    stock: row.stock == null ? null : Number(row.stock),
    deliveryBands: (typeof bands === 'string' ? JSON.parse(bands) : bands) as LeadTimeBand[],
  };
}

/**
 * Today's offer of a set of variants in a market, for a buyer only (the Buyer comes from requireBuyer(), so
 * prices and stock never reach anyone else): net and list (gross) price, tax rate, stock (null when expired)
 * and the delivery-time bands — one statement for all of them.
 */
export async function variantOffers(
  ctx: RequestContext | { db: Tx },
  _buyer: Buyer,
  marketId: string,
  variantIds: readonly number[],
): Promise<Map<number, VariantOffer>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows<OfferRow & { id: number }>(
    ctx.db,
    sql`select v.id, ${offerColumns()}
      from variants v join products p on p.id = v.product_id
      ${offerJoins(marketId)}
      where v.id = any(${idList(variantIds)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), offerOf(row)]));
}

/** A market's shipping fee rule in cents and its tax rate. */
export interface ShippingFee {
  readonly feeCents: number;
  readonly freeFromCents: number | null;
  readonly taxRate: number;
}

/** A row of shippingFeeColumn's JSON object. */
export interface ShippingFeeRow {
  fee: string;
  free_from: string | null;
  tax_rate: string;
}

/** The market's shipping fee rule as one JSON object ({fee, free_from, tax_rate}, amounts as text), or null. */
export function shippingFeeColumn(market: unknown): SQL {
  return sql`(select json_build_object('fee', f.fee::text, 'free_from', f.free_from::text,
      'tax_rate', f.tax_rate::text)
    from market_shipping_fees f where f.market_id = ${market})`;
}

/** The rule from a row of shippingFeeColumn; null when the market has none. */
export function shippingFeeOf(row: ShippingFeeRow | null | undefined): ShippingFee | null {
  if (!row) return null;
  return {
    feeCents: amountInCents(row.fee),
    freeFromCents: row.free_from === null ? null : amountInCents(row.free_from),
    taxRate: Number(row.tax_rate),
  };
}

/** A market's shipping fee rule in cents and its tax rate; null when the market has none. */
export async function marketShippingFee(
  ctx: RequestContext | { db: Tx },
  marketId: string,
): Promise<ShippingFee | null> {
  const [row] = await queryRows<{ rule: ShippingFeeRow | null }>(
    ctx.db,
    sql`select ${shippingFeeColumn(marketId)} as rule`,
  );
  return shippingFeeOf(row?.rule);
}
