import type { TaxedAmount } from '@airshop/domain/commerce/commerce-totals';
import {
  evaluatePromotions,
  type Promotion,
  type PromotionCart,
  type PromotionOutcome,
  promotionSavings,
} from '@airshop/domain/commerce/promotions';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { cartCodes, loadPromotions, todayIso, usesOfCompany, variantFacts } from './queries.ts';

/** A priced cart, as the cart's read hands it over (prices come from modules/commerce, never from here). */
export interface CartToPromote {
  readonly cartId: string;
  readonly marketId: string;
  readonly currency: string;
  readonly companyId: string | null;
  readonly lines: readonly { variantId: number; lineCents: number | null; taxRate: number }[];
  readonly shippingFee: TaxedAmount;
  /** The cart's codes when the caller read them with the cart (cartCodesColumn); else they are read here. */
  readonly codes?: readonly string[];
}

export interface CartPromotions {
  /** One entry per code and tax rate, as commerceTotals takes them. */
  readonly promotions: (TaxedAmount & { code: string })[];
  /**
   * The shipping fee the cart charges. A free-shipping code leaves it as it is and shows its saving as a
   * promotion, so the page says what shipping costs and what the code saved (ADR 0058).
   */
  readonly shippingFee: TaxedAmount;
  /** Codes applied to the cart that do not apply today (the order submit refuses them: promotionInvalid). */
  readonly notApplying: string[];
}

/**
 * Evaluates these codes, in this order, on a priced cart: the outcome of each (what it saves, or why it does
 * not apply today). One statement each for the codes, the lines' categories and the company's uses.
 */
export async function evaluateCodes(
  db: Db | Tx,
  codes: readonly string[],
  cart: Omit<CartToPromote, 'cartId' | 'currency'>,
  today: string = todayIso(),
): Promise<{ outcomes: PromotionOutcome[]; known: Map<string, Promotion> }> {
  const [known, facts, usesSoFar] = await Promise.all([
    loadPromotions(db, codes),
    variantFacts(
      db,
      cart.lines.map((line) => line.variantId),
    ),
    usesOfCompany(db, cart.companyId, codes),
  ]);
  const promotionCart: PromotionCart = {
    marketId: cart.marketId,
    today,
    shippingFee: cart.shippingFee,
    usesSoFar,
    lines: cart.lines.map((line) => {
      const fact = facts.get(line.variantId);
      return {
        variantCode: fact?.code ?? '',
        categoryIds: fact?.categoryIds ?? [],
        lineCents: line.lineCents,
        taxRate: line.taxRate,
      };
    }),
  };
  const promotions = codes.flatMap((code) => {
    const promotion = known.get(code);
    return promotion ? [promotion] : [];
  });
  return { outcomes: evaluatePromotions(promotions, promotionCart), known };
}

/**
 * The savings of the codes applied to the cart, for its totals (cart read, checkout). Codes that no longer
 * apply — expired, below the minimum since a line went, used up by an order — are left out, not thrown: they
 * stay on the cart and count again when they apply again (a line comes back), and the page lists the codes.
 */
export async function applyCartPromotions(ctx: RequestContext, cart: CartToPromote): Promise<CartPromotions> {
  const codes = cart.codes ?? (await cartCodes(ctx.db, cart.cartId));
  if (codes.length === 0) return { promotions: [], shippingFee: cart.shippingFee, notApplying: [] };
  const { outcomes } = await evaluateCodes(ctx.db, codes, cart);
  return {
    promotions: promotionSavings(outcomes),
    shippingFee: cart.shippingFee,
    // A code whose promotion is gone from the table has no outcome at all: it does not apply either.
    notApplying: codes.filter(
      (code) => !outcomes.some((outcome) => outcome.code === code && outcome.applies),
    ),
  };
}
