import { z } from 'zod';
import { currencyCodeSchema } from '../site/market.ts';
import { amountSchema } from './product-price.ts';

/*
 * The totals of shop.md §3, made by one computation for the cart and the project (ADR 0047). The cart shows
 * TotalNet, TotalTaxIncluded, ShippingFee and Promotions (each with SavedAmount); the project SubTotal,
 * ShippingFee, PaymentFee, TotalNet, TotalTaxIncluded and Taxes (each with Rate). Sums are made in whole
 * cents, never in floating-point amounts.
 */

/** One line to total: its net unit price in cents (null when the market has no price: it counts nothing). */
export interface TotalLine {
  readonly unitCents: number | null;
  readonly quantity: number;
  /** Percent, as the price carries it (25, 5.5). */
  readonly taxRate: number;
}

/** A fee or a promotion's saving: cents, taxed at its own rate. */
export interface TaxedAmount {
  readonly cents: number;
  readonly taxRate: number;
}

export interface TotalExtras {
  readonly shippingFee?: TaxedAmount;
  readonly paymentFee?: TaxedAmount;
  /** Promotions already granted (the cart issue decides them); each lowers the net of its rate. */
  readonly promotions?: readonly (TaxedAmount & { readonly code: string })[];
}

export const taxLineSchema = z
  .object({ Rate: z.number().min(0).max(100), Amount: amountSchema })
  .meta({ id: 'TaxLine' });

export const promotionSavingSchema = z
  .object({ Code: z.string(), SavedAmount: amountSchema })
  .meta({ id: 'PromotionSaving' });

/** Every figure either total shows; the cart's and the project's are picks of it. */
export const commerceTotalsSchema = z.object({
  /** Net of the lines, before promotions and fees. */
  SubTotal: amountSchema,
  ShippingFee: amountSchema,
  PaymentFee: amountSchema,
  Promotions: z.array(promotionSavingSchema),
  /** SubTotal less promotions plus fees. */
  TotalNet: amountSchema,
  /** Tax per rate, lowest rate first. */
  Taxes: z.array(taxLineSchema),
  TotalTaxIncluded: amountSchema,
  Currency: currencyCodeSchema,
});
export type CommerceTotals = z.infer<typeof commerceTotalsSchema>;

/** shop.md §3 "Cart total". */
export const cartTotalSchema = commerceTotalsSchema
  .pick({ TotalNet: true, TotalTaxIncluded: true, ShippingFee: true, Promotions: true, Currency: true })
  .meta({ id: 'CartTotal' });
export type CartTotal = z.infer<typeof cartTotalSchema>;

/** shop.md §3 "Project total". */
export const projectTotalSchema = commerceTotalsSchema
  .pick({
    SubTotal: true,
    ShippingFee: true,
    PaymentFee: true,
    TotalNet: true,
    TotalTaxIncluded: true,
    Taxes: true,
    Currency: true,
  })
  .meta({ id: 'ProjectTotal' });
export type ProjectTotal = z.infer<typeof projectTotalSchema>;

/** The net of a line in cents; null when it has no price. */
export function lineCents(line: TotalLine): number | null {
  return line.unitCents === null ? null : line.unitCents * line.quantity;
}

/** Tax in cents on a net in cents, rounded half up; the epsilon keeps x.5 cents from rounding down. */
export function taxCents(netCents: number, ratePercent: number): number {
  return Math.round((netCents * ratePercent) / 100 + 1e-9);
}

/**
 * The totals of priced lines with their fees and promotions. Tax is reckoned once per rate on the net of that
 * rate (lines and fees less savings), not per line, so the figures add up as an invoice does.
 */
export function commerceTotals(
  lines: readonly TotalLine[],
  currency: string,
  { shippingFee, paymentFee, promotions = [] }: TotalExtras = {},
): CommerceTotals {
  const netByRate = new Map<number, number>();
  const add = (rate: number, cents: number) => netByRate.set(rate, (netByRate.get(rate) ?? 0) + cents);
  let subTotal = 0;
  for (const line of lines) {
    const cents = lineCents(line);
    if (cents === null) continue;
    subTotal += cents;
    add(line.taxRate, cents);
  }
  for (const fee of [shippingFee, paymentFee]) if (fee) add(fee.taxRate, fee.cents);
  for (const promotion of promotions) add(promotion.taxRate, -promotion.cents);
  const taxes = [...netByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, net]) => ({ Rate: rate, cents: taxCents(Math.max(net, 0), rate) }));
  const saved = promotions.reduce((sum, p) => sum + p.cents, 0);
  const totalNet = subTotal - saved + (shippingFee?.cents ?? 0) + (paymentFee?.cents ?? 0);
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.cents, 0);
  return {
    SubTotal: subTotal / 100,
    ShippingFee: (shippingFee?.cents ?? 0) / 100,
    PaymentFee: (paymentFee?.cents ?? 0) / 100,
    Promotions: savingsByCode(promotions),
    TotalNet: totalNet / 100,
    Taxes: taxes.map((tax) => ({ Rate: tax.Rate, Amount: tax.cents / 100 })),
    TotalTaxIncluded: (totalNet + taxTotal) / 100,
    Currency: currency,
  };
}

/**
 * One entry per code, in the order the codes came: a code whose saving is split over several tax rates (so that
 * each rate is taxed on its own net) is still one saving for the customer.
 */
function savingsByCode(promotions: readonly (TaxedAmount & { readonly code: string })[]) {
  const cents = new Map<string, number>();
  for (const p of promotions) cents.set(p.code, (cents.get(p.code) ?? 0) + p.cents);
  return [...cents.entries()].map(([code, saved]) => ({ Code: code, SavedAmount: saved / 100 }));
}

/** The cart's figures of the totals. */
export function cartTotal(totals: CommerceTotals): CartTotal {
  const { TotalNet, TotalTaxIncluded, ShippingFee, Promotions, Currency } = totals;
  return { TotalNet, TotalTaxIncluded, ShippingFee, Promotions, Currency };
}

/** The project's figures of the totals. */
export function projectTotal(totals: CommerceTotals): ProjectTotal {
  const { SubTotal, ShippingFee, PaymentFee, TotalNet, TotalTaxIncluded, Taxes, Currency } = totals;
  return { SubTotal, ShippingFee, PaymentFee, TotalNet, TotalTaxIncluded, Taxes, Currency };
}
