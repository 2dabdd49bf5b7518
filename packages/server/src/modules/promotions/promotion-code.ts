import type { PromotionCodeBody, PromotionRefusal } from '@airshop/domain/commerce/cart-edits';
import { normalizePromotionCode } from '@airshop/domain/commerce/promotions';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findGuestCartId } from '../cart/index.ts';
import { type Buyer, priceLines, requireBuyer } from '../commerce/index.ts';
import { evaluateCodes } from './apply-cart-promotions.ts';
import { cartCodes } from './queries.ts';

/**
 * The buyer whose cart may take codes. A guest with a guest cart is refused with 403, not 401: their cart shows
 * no prices, so there is nothing a code could save (and signing in takes the cart along).
 */
async function requirePromotionBuyer(ctx: RequestContext): Promise<Buyer> {
  if (!ctx.customer && ctx.guestId) {
    if (await findGuestCartId(ctx, ctx.guestId))
      throw new AppError('forbidden', 'A guest cart shows no prices: sign in to use a promotion code.');
  }
  return requireBuyer(ctx);
}

/** A code the cart cannot take: 409 with the reason (the route adds it as x-custom-message). */
function refuse(reason: PromotionRefusal): never {
  throw new AppError('conflict', `The promotion code was not applied: ${reason}.`, { reason });
}

/** The buyer's default cart, made if it is not there yet (as the first add makes it), locked for this write. */
async function claimCart(tx: Tx, buyer: Buyer): Promise<{ id: string; marketId: string }> {
  const [cart] = await queryRows<{ id: string; market_id: string }>(
    tx,
    sql`insert into carts (user_id, market_id) values (${buyer.user.userId}, ${buyer.market.id})
      on conflict (user_id) do update set updated_at = now() returning id, market_id`,
  );
  if (!cart) throw new Error('the cart upsert returned no row');
  await tx.execute(sql`insert into cart_deliveries (cart_id, shipment_no) values (${cart.id}, 1)
    on conflict do nothing`);
  return { id: cart.id, marketId: cart.market_id };
}

/**
 * PUT Carts/Default/PromotionCode: checks the code against the buyer's cart as it is now — with the codes already
 * on it evaluated first, since each works on what the earlier ones left — and adds it last. Guests get 403 (their
 * cart shows no prices, so no saving either); a code the cart cannot take is 409 with its reason and changes
 * nothing. The cart row is locked for the check, so two tabs applying codes at once are judged one after the other.
 */
export async function applyPromotionCode(ctx: RequestContext, body: PromotionCodeBody): Promise<Buyer> {
  const buyer = await requirePromotionBuyer(ctx);
  const code = normalizePromotionCode(body.Code);
  await ctx.db.transaction(async (tx) => {
    const cart = await claimCart(tx, buyer);
    const applied = await cartCodes(tx, cart.id);
    if (applied.includes(code)) refuse('promotionAlreadyApplied');
    const lines = await queryRows<{ variant_id: number; quantity: number }>(
      tx,
      sql`select variant_id, quantity from cart_lines where cart_id = ${cart.id} order by shipment_no, id`,
    );
    const market = { id: cart.marketId, currency: buyer.market.currency };
    const priced = await priceLines(
      { ...ctx, db: tx },
      buyer,
      lines.map((line) => ({ variantId: Number(line.variant_id), quantity: line.quantity })),
      market,
    );
    const { outcomes, known } = await evaluateCodes(tx, [...applied, code], {
      marketId: cart.marketId,
      companyId: buyer.user.companyId,
      lines: priced.lines.map((line) => ({
        variantId: line.variantId,
        lineCents: line.unitCents === null ? null : line.unitCents * line.quantity,
        taxRate: line.taxRate,
      })),
      // Whether a code applies never depends on the fee; what free shipping saves is reckoned when the cart is read.
      shippingFee: { cents: 0, taxRate: 0 },
    });
    if (!known.has(code)) refuse('invalidPromotionCode');
    const outcome = outcomes.find((o) => o.code === code);
    if (outcome && !outcome.applies) refuse(outcome.reason);
    await tx.execute(sql`insert into cart_promotion_codes (cart_id, code) values (${cart.id}, ${code})`);
    await tx.execute(sql`update carts set version = version + 1, updated_at = now() where id = ${cart.id}`);
  });
  return buyer;
}

/** DELETE Carts/Default/PromotionCode: takes the code off the buyer's cart; a code not on it is 404. */
export async function removePromotionCode(ctx: RequestContext, body: PromotionCodeBody): Promise<Buyer> {
  const buyer = await requirePromotionBuyer(ctx);
  const code = normalizePromotionCode(body.Code);
  // One statement: the code goes and the cart's version moves on (ADR 0057), or neither.
  const removed = await queryRows<{ code: string }>(
    ctx.db,
    sql`with removed as (
        delete from cart_promotion_codes pc using carts c
        where c.id = pc.cart_id and c.user_id = ${buyer.user.userId} and pc.code = ${code}
        returning pc.cart_id, pc.code
      ), bumped as (
        update carts set version = version + 1, updated_at = now() where id in (select cart_id from removed)
      )
      select code from removed`,
  );
  if (removed.length === 0) throw new AppError('not_found', 'This promotion code is not on your cart.');
  return buyer;
}
