import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { DeleteCartBody, RenameCart } from '@airshop/domain/commerce/cart-edits';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { variantOffers } from '../commerce/index.ts';
import { markSeen, seenStateOf } from './alerts.ts';
import { type CartOwner, checkCartId } from './cart-owner.ts';
import { plannedLines } from './cart-rows.ts';
import { refuse, writeCart } from './cart-write.ts';
import { readCartCheckout } from './checkout.ts';

/*
 * The cart page's edits of the cart as a whole (shop.md §5, §7 "Cart", issue 15; ADR 0057).
 */

/** DELETE Carts/Default/Basket/Delete: every delivery and line goes; the name and codes stay. */
export function deleteBasket(ctx: RequestContext, owner: CartOwner): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      await tx.execute(sql`delete from cart_deliveries where cart_id = ${cart.id}`);
    },
    readCartCheckout,
    { noCart: 'empty' },
  );
}

/**
 * DELETE DeleteCart?cartId=…: the whole cart goes. textToPass is the name the page showed when the customer
 * confirmed ('' for an unnamed cart); a cart renamed since, in another tab, stays (409 stale).
 */
export function deleteCart(
  ctx: RequestContext,
  owner: CartOwner,
  cartId: string,
  body: DeleteCartBody,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      checkCartId(cart, cartId);
      if ((cart.name ?? '') !== body.textToPass) refuse('stale');
      await tx.execute(sql`delete from carts where id = ${cart.id}`);
    },
    readCartCheckout,
  );
}

/** PATCH Carts/Default: renames the owner's cart; id must be that cart's (else 404). */
export function renameCart(ctx: RequestContext, owner: CartOwner, input: RenameCart): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      if (cart.id !== input.id) throw new AppError('not_found', 'No such cart');
      await tx.execute(sql`update carts set name = ${input.name} where id = ${cart.id}`);
    },
    readCartCheckout,
  );
}

/**
 * DELETE Carts/Default/Alerts: what each line looks like today becomes what was seen, so its alerts go until
 * something changes again; a capped-at-merge note goes too. A guest sees only those notes.
 */
export function dismissAlerts(ctx: RequestContext, owner: CartOwner): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      if (owner.kind === 'guest') {
        await tx.execute(sql`update cart_lines set quantity_capped = false where cart_id = ${cart.id}`);
        return;
      }
      const lines = await plannedLines(tx, cart.id);
      const offers = await variantOffers(
        { db: tx },
        owner.buyer,
        owner.market.id,
        lines.map((line) => line.variantId),
      );
      await markSeen(
        tx,
        lines.flatMap((line) => {
          const offer = offers.get(line.variantId);
          return offer ? [{ id: line.id, seen: seenStateOf(offer, line.quantity) }] : [];
        }),
        { onlyUnseen: false },
      );
    },
    readCartCheckout,
    { noCart: 'empty' },
  );
}
