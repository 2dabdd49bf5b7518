import type { AddCartItem, AddCartItemResult, AddItemError } from '@airshop/domain/commerce/cart';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { findBuyableVariant, requireBuyer } from '../commerce/index.ts';

/**
 * PUT Carts/Default/Items: adds Quantity of the variant Code to the first delivery of the buyer's default cart,
 * making the cart on the first add. Adding a variant already in that delivery adds to its line. Safe under
 * concurrency: the cart row is claimed with an upsert and the line grows in one upsert whose guard keeps it
 * within 999, so two adds at once both count (tested on PostgreSQL).
 */
export async function addCartItem(ctx: RequestContext, input: AddCartItem): Promise<AddCartItemResult> {
  const { user, market } = await requireBuyer(ctx);
  const refused = (reason: AddItemError): AddCartItemResult => ({
    ErrorMessage: reason,
    LineItemId: null,
    ShipmentNo: null,
    Code: input.Code,
    Quantity: null,
  });

  const variant = await findBuyableVariant(ctx, market.id, input.Code);
  if ('refused' in variant) return refused(variant.refused);

  const line = await ctx.db.transaction(async (tx) => {
    const [cart] = await queryRows<{ id: string }>(
      tx,
      sql`insert into carts (user_id, market_id) values (${user.userId}, ${market.id})
        on conflict (user_id) do update set updated_at = now() returning id`,
    );
    const cartId = (cart as { id: string }).id;
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
    return added;
  });
  if (!line) return refused('quantityLimit');
  return {
    ErrorMessage: null,
    LineItemId: Number(line.id),
    ShipmentNo: Number(line.shipment_no),
    Code: input.Code,
    Quantity: Number(line.quantity),
  };
}
