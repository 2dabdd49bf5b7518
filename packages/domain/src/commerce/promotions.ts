import type { PromotionRefusal } from './cart-edits.ts';
import type { TaxedAmount } from './commerce-totals.ts';

/*
 * Promotion codes (issue 15 point 3, ADR 0058): what a code is and the pure rules that decide what it saves on
 * a cart. The server loads codes, lines and past uses; everything here is arithmetic in whole cents.
 */

export const PROMOTION_KINDS = [
  /** Percent off the net of every line. */
  'percentOffOrder',
  /** Percent off the lines of given categories (or their subcategories) or variant codes. */
  'percentOffLines',
  /** A fixed amount off the order, in the market's currency; never more than the lines. */
  'amountOffOrder',
  /** The shipping fee is saved. */
  'freeShipping',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** What a code offers in one market: amounts are in that market's currency. */
export interface PromotionMarketTerms {
  /** amountOffOrder: the amount off, in cents. */
  readonly amountCents: number | null;
  /** The least net of the lines (before any promotion) the code needs, in cents. */
  readonly minimumCents: number | null;
}

export interface Promotion {
  /** Upper case: codes are matched case-insensitively. */
  readonly code: string;
  readonly kind: PromotionKind;
  /** percentOffOrder and percentOffLines: 0 < percent ≤ 100 (two decimals at most). */
  readonly percent: number | null;
  /** First and last day the code is valid (ISO dates, both included); null: open-ended. */
  readonly validFrom: string | null;
  readonly validTo: string | null;
  /** The markets the code is valid in, with their amounts. */
  readonly markets: Readonly<Record<string, PromotionMarketTerms>>;
  /** percentOffLines: the lines it applies to. */
  readonly categoryIds: readonly string[];
  readonly variantCodes: readonly string[];
  /** How many orders of one company may use it; null: no limit. */
  readonly usesPerCompany: number | null;
}

/** A cart line as the rules see it: its net in cents (null: no price, it counts nothing) and what it is. */
export interface PromotionLine {
  readonly variantCode: string;
  /** The category of its product and every category above it. */
  readonly categoryIds: readonly string[];
  readonly lineCents: number | null;
  readonly taxRate: number;
}

export interface PromotionCart {
  readonly marketId: string;
  /** ISO date of today, in which the validity window is judged. */
  readonly today: string;
  readonly lines: readonly PromotionLine[];
  readonly shippingFee: TaxedAmount;
  /** Orders of the customer's company that already used each code (by code). */
  readonly usesSoFar: ReadonlyMap<string, number>;
}

/** A code that applies: what it saves, split by tax rate (lowest first) so the totals can tax it. */
export interface AppliedPromotion {
  readonly code: string;
  readonly savings: readonly TaxedAmount[];
  readonly savedCents: number;
}

export type PromotionOutcome =
  | ({ readonly applies: true } & AppliedPromotion)
  | { readonly applies: false; readonly code: string; readonly reason: PromotionRefusal };

/** Percent of cents, rounded half up; the epsilon keeps x.5 cents from rounding down. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100 + 1e-9);
}

/**
 * Splits `total` whole cents over `weights` in proportion, adding up exactly: each gets the floor of its share
 * and the cents left over go to the largest remainders (the earlier weight on a tie).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x + 1e-9));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x + 1e-9) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares;
}

/** Whether a percentOffLines code covers the line: by its variant code or by one of its categories. */
export function lineMatches(promotion: Promotion, line: PromotionLine): boolean {
  if (promotion.kind !== 'percentOffLines') return true;
  return (
    promotion.variantCodes.includes(line.variantCode) ||
    line.categoryIds.some((id) => promotion.categoryIds.includes(id))
  );
}

/**
 * Why the code cannot go on this cart, or null when it can. Checked in this order: market, validity window,
 * uses of the company, minimum order (the net of the lines before any promotion), matching lines.
 */
export function promotionRefusal(promotion: Promotion, cart: PromotionCart): PromotionRefusal | null {
  const terms = promotion.markets[cart.marketId];
  if (!terms) return 'promotionOtherMarket';
  if (promotion.validFrom !== null && cart.today < promotion.validFrom) return 'promotionNotYetValid';
  if (promotion.validTo !== null && cart.today > promotion.validTo) return 'promotionExpired';
  if (
    promotion.usesPerCompany !== null &&
    (cart.usesSoFar.get(promotion.code) ?? 0) >= promotion.usesPerCompany
  ) {
    return 'promotionUsedUp';
  }
  const net = cart.lines.reduce((sum, line) => sum + (line.lineCents ?? 0), 0);
  if (terms.minimumCents !== null && net < terms.minimumCents) return 'promotionBelowMinimum';
  if (
    promotion.kind === 'percentOffLines' &&
    !cart.lines.some((line) => line.lineCents !== null && lineMatches(promotion, line))
  ) {
    return 'promotionNoMatchingLines';
  }
  return null;
}

/** Sums per tax rate, lowest rate first, leaving out rates that saved nothing. */
function byRate(parts: readonly TaxedAmount[]): TaxedAmount[] {
  const sums = new Map<number, number>();
  for (const part of parts) sums.set(part.taxRate, (sums.get(part.taxRate) ?? 0) + part.cents);
  return [...sums.entries()]
    .filter(([, cents]) => cents > 0)
    .sort(([a], [b]) => a - b)
    .map(([taxRate, cents]) => ({ cents, taxRate }));
}

/**
 * Evaluates the cart's codes in the order they were applied. Each code works on what the codes before it left:
 * a line's net is lowered by every saving already taken from it, and the shipping fee once it was saved. So
 * 10 % then 10 % is 19 % off, a fixed amount after a percent is at most what the percent left, and a second
 * free-shipping code saves nothing. A code that does not apply (any more) says why and saves nothing.
 */
export function evaluatePromotions(
  promotions: readonly Promotion[],
  cart: PromotionCart,
): PromotionOutcome[] {
  const left = cart.lines.map((line) => line.lineCents ?? 0);
  let shippingLeft = cart.shippingFee.cents;
  return promotions.map((promotion): PromotionOutcome => {
    const reason = promotionRefusal(promotion, cart);
    if (reason) return { applies: false, code: promotion.code, reason };
    let parts: TaxedAmount[];
    if (promotion.kind === 'freeShipping') {
      parts = [{ cents: shippingLeft, taxRate: cart.shippingFee.taxRate }];
      shippingLeft = 0;
    } else {
      const covered = cart.lines.map((line, i) =>
        line.lineCents !== null && lineMatches(promotion, line) ? (left[i] as number) : 0,
      );
      const base = covered.reduce((a, b) => a + b, 0);
      const terms = promotion.markets[cart.marketId] as PromotionMarketTerms;
      const total =
        promotion.kind === 'amountOffOrder'
          ? Math.min(terms.amountCents ?? 0, base)
          : percentOfCents(base, promotion.percent ?? 0);
      const shares = splitCents(total, covered);
      parts = shares.map((cents, i) => {
        left[i] = (left[i] as number) - cents;
        return { cents, taxRate: (cart.lines[i] as PromotionLine).taxRate };
      });
    }
    const savings = byRate(parts);
    const savedCents = savings.reduce((sum, part) => sum + part.cents, 0);
    return { applies: true, code: promotion.code, savings, savedCents };
  });
}

/** The savings of the codes that apply, one entry per code and tax rate, as commerceTotals takes them. */
export function promotionSavings(
  outcomes: readonly PromotionOutcome[],
): (TaxedAmount & { readonly code: string })[] {
  return outcomes.flatMap((outcome) =>
    outcome.applies ? outcome.savings.map((part) => ({ ...part, code: outcome.code })) : [],
  );
}

/** How a code typed by a person is looked up: without surrounding spaces, in upper case. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}
