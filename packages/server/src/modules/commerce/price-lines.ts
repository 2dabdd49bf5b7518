import { commerceTotals, lineCents } from '@airshop/domain/commerce/commerce-totals';
import { amountInCents, type Money } from '@airshop/domain/commerce/product-price';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { Buyer } from './viewer.ts';

/** A line of a cart or a project: what was chosen, never what it cost (ADR 0024). */
export interface LineToPrice {
  readonly variantId: number;
  readonly quantity: number;
}

/** The market whose prices apply: the buyer's, or the one a cart or project was made in. */
export interface PricingMarket {
  readonly id: string;
  readonly currency: string;
}

/**
 * Prices any list of lines with today's net prices of the market, and totals them (shop.md §3) — for a buyer
 * only: the Buyer comes from requireBuyer(), so prices never reach anyone else. One statement for all lines.
 */
export async function priceLines<Line extends LineToPrice>(
  ctx: RequestContext,
  buyer: Buyer,
  lines: readonly Line[],
  market: PricingMarket = buyer.market,
) {
  const ids = lines.map((line) => Math.trunc(line.variantId)).join(',');
  const rows = lines.length
    ? await queryRows<{ variant_id: number; net: string; tax_rate: string }>(
        ctx.db,
        sql`select variant_id, net_amount::text as net, tax_rate::text as tax_rate from variant_prices
          where market_id = ${market.id} and variant_id = any(${`{${ids}}`}::bigint[])`,
      )
    : [];
  const prices = new Map(rows.map((row) => [Number(row.variant_id), row]));
  const money = (cents: number | null): Money | null =>
    cents === null ? null : { Amount: cents / 100, Currency: market.currency };
  const priced = lines.map((line) => {
    const price = prices.get(line.variantId);
    // A variant without a price in the market shows none and counts nothing.
    const unitCents = price ? amountInCents(price.net) : null;
    const taxRate = price ? Number(price.tax_rate) : 0;
    const lineTotal = money(lineCents({ unitCents, quantity: line.quantity, taxRate }));
    return { ...line, unitCents, taxRate, unitPrice: money(unitCents), lineTotal };
  });
  return { lines: priced, totals: commerceTotals(priced, market.currency) };
}

/**
 * A column for a list statement (the project list's totals): the net of some lines at today's prices of a market,
 * as text, null when none of them has a price there. `lines` is a subquery giving `variant_id` and `quantity`; it
 * may refer to the outer row. For buyers only, as priceLines: the caller has passed requireBuyer().
 */
export function netOfLinesColumn(lines: SQL, marketId: SQL): SQL {
  return sql`(select sum(vp.net_amount * l.quantity)::text from (${lines}) l
    join variant_prices vp on vp.variant_id = l.variant_id and vp.market_id = ${marketId})`;
}
