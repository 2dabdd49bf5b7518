import { type CommerceTotals, commerceTotals } from '@airshop/domain/commerce-totals';
import { amountInCents, type Money } from '@airshop/domain/product-price';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { Buyer } from './viewer.ts';

/** A line of a cart or a project: what was chosen, never what it cost (ADR 0024). */
export interface LineToPrice {
  readonly variantId: number;
  readonly quantity: number;
}

export interface Priced {
  /** Net unit price in the market; null when the variant has no price there (it then counts nothing). */
  readonly unitPrice: Money | null;
  readonly lineTotal: Money | null;
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
): Promise<{ lines: (Line & Priced)[]; totals: CommerceTotals }> {
  const ids = [...new Set(lines.map((line) => Math.trunc(line.variantId)))];
  const rows = ids.length
    ? await queryRows<{ variant_id: number; net: string; tax_rate: string }>(
        ctx.db,
        sql`select variant_id, net_amount::text as net, tax_rate::text as tax_rate from variant_prices
          where market_id = ${market.id} and variant_id = any(${`{${ids.join(',')}}`}::bigint[])`,
      )
    : [];
  const prices = new Map(rows.map((row) => [Number(row.variant_id), row]));
  const money = (cents: number): Money => ({ Amount: cents / 100, Currency: market.currency });
  const totalLines = lines.map((line) => {
    const price = prices.get(line.variantId);
    return {
      unitCents: price ? amountInCents(price.net) : null,
      quantity: line.quantity,
      taxRate: price ? Number(price.tax_rate) : 0,
    };
  });
  return {
    lines: lines.map((line, i) => {
      const unit = totalLines[i]?.unitCents ?? null;
      return {
        ...line,
        unitPrice: unit === null ? null : money(unit),
        lineTotal: unit === null ? null : money(unit * line.quantity),
      };
    }),
    totals: commerceTotals(totalLines, market.currency),
  };
}
