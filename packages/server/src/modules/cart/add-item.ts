import type { AddCartItem, AddCartItemResult, AddItemError } from '@airshop/domain/commerce/cart';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findBuyableVariant } from '../commerce/index.ts';
import { type CartOwner, resolveCartOwner } from './cart-owner.ts';

/** Thrown inside the transaction to roll it back when the line may not grow: the cart stays as it was. */
class LineFull extends Error {}

/**
 * PUT Carts/Default/Items: adds Quantity of the variant Code to the first delivery of the caller's cart — the
 * buyer's default cart, made on the first add, or the guest cart the visitor opened (ADR 0059). A guest adds by
 * the same rules as a buyer (the variant must be buyable in the market of the site language) and sees no price.
 * Adding a variant already in that delivery adds to its line. Safe under concurrency: the cart row is claimed
 * (upsert or update, which also bumps its version) and the line grows in one upsert whose guard keeps it within
 * 999, so two adds at once both count (tested on PostgreSQL).
 */
export async function addCartItem(ctx: RequestContext, input: AddCartItem): Promise<AddCartItemResult> {
  const owner = await resolveCartOwner(ctx);
  const refused = (reason: AddItemError): AddCartItemResult => ({
    ErrorMessage: reason,
    LineItemId: null,
    ShipmentNo: null,
    Code: input.Code,
    Quantity: null,
  });

  const variant = await findBuyableVariant(ctx, owner.market.id, input.Code);
  if ('refused' in variant) return refused(variant.refused);

  let line: { id: number; shipment_no: number; quantity: number };
  try {
    line = await ctx.db.transaction(async (tx) => {
      const cartId = await claimCart(tx, owner);
      await tx.execute(sql`insert into cart_deliveries (cart_id, shipment_no) values (${cartId}, 1)
        on conflict do nothing`);
      const [added] = await queryRows<{ id: number; shipment_no: number; quantity: number }>(
        tx,
        sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity)
          select ${cartId}, min(d.shipment_no), ${variant.variantId}, ${input.Quantity}
            from cart_deliveries d where d.cart_id = ${cartId}
          on conflict (cart_id, shipment_no, variant_id) do update
            set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
            where cart_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}
          returning id, shipment_no, quantity`,
      );
      if (!added) throw new LineFull();
      return added;
    });
  } catch (error) {
    if (error instanceof LineFull) return refused('quantityLimit');
    throw error;
  }
  return {
    ErrorMessage: null,
    LineItemId: Number(line.id),
    ShipmentNo: Number(line.shipment_no),
    Code: input.Code,
    Quantity: Number(line.quantity),
  };
}

/**
 * The id of the cart to write, its row locked and its version moved on. A guest cart that is gone (merged into
 * an account by a sign-in that finished meanwhile) answers 401, as for a visitor who never opened one.
 */
async function claimCart(tx: Tx, owner: CartOwner): Promise<string> {
  const [cart] =
    owner.kind === 'buyer'
      ? await queryRows<{ id: string }>(
          tx,
          sql`insert into carts (user_id, market_id) values (${owner.buyer.user.userId}, ${owner.market.id})
            on conflict (user_id) do update set version = carts.version + 1, updated_at = now() returning id`,
        )
      : await queryRows<{ id: string }>(
          tx,
          sql`update carts set version = version + 1, updated_at = now() where id = ${owner.cartId} returning id`,
        );
  if (!cart) throw new AppError('unauthenticated');
  return cart.id;
}
