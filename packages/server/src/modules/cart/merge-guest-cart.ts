import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBuyer } from '../commerce/index.ts';
import { findGuestCartId } from './cart-owner.ts';

/**
 * At sign-in (auth's afterSignIn hook, wired in app.ts; ADR 0059): the visitor's guest cart goes into the
 * account's default cart, in one transaction. Deliveries by number (guest delivery 2 → the account's delivery 2,
 * made when missing, taking the guest's date when the account's has none); the same code in the same delivery
 * adds up, capped at 999 and then flagged `quantity_capped` (the cart's mergedQuantityCapped alert); the
 * account's note stays, the guest's fills an empty one; the guest cart is deleted. Only for a user who may buy:
 * anyone else keeps the guest cart, untouched, for a later sign-in.
 *
 * Two sign-ins at once with the same guest cart: the first locks its row and deletes it; the second waits on that
 * lock, then finds no row and does nothing — the lines are never added twice.
 */
export async function mergeGuestCartAtSignIn(ctx: RequestContext): Promise<void> {
  if (!ctx.customer || !ctx.guestId) return;
  const guestCartId = await findGuestCartId(ctx, ctx.guestId);
  if (!guestCartId) return;
  const buyer = await requireBuyer(ctx).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!buyer) return;

  await ctx.db.transaction(async (tx) => {
    const [guest] = await queryRows<{ id: string }>(
      tx,
      sql`select id from carts where id = ${guestCartId} for update`,
    );
    if (!guest) return;
    const [cart] = await queryRows<{ id: string }>(
      tx,
      sql`insert into carts (user_id, market_id) values (${buyer.user.userId}, ${buyer.market.id})
        on conflict (user_id) do update set version = carts.version + 1, updated_at = now() returning id`,
    );
    const cartId = (cart as { id: string }).id;
    await tx.execute(
      sql`insert into cart_deliveries (cart_id, shipment_no, delivery_date)
        select ${cartId}, g.shipment_no, g.delivery_date from cart_deliveries g where g.cart_id = ${guestCartId}
        on conflict (cart_id, shipment_no) do update
          set delivery_date = coalesce(cart_deliveries.delivery_date, excluded.delivery_date)`,
    );
    await tx.execute(
      sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity, note)
        select ${cartId}, g.shipment_no, g.variant_id, g.quantity, g.note
          from cart_lines g where g.cart_id = ${guestCartId}
        on conflict (cart_id, shipment_no, variant_id) do update
          set quantity = least(cart_lines.quantity + excluded.quantity, ${QUANTITY_MAX}),
            quantity_capped = cart_lines.quantity_capped
              or cart_lines.quantity + excluded.quantity > ${QUANTITY_MAX},
            note = coalesce(nullif(cart_lines.note, ''), excluded.note),
            updated_at = now()`,
    );
    await tx.execute(sql`delete from carts where id = ${guestCartId}`);
  });
}
