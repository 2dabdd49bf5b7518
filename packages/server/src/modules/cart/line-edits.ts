import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { MAX_DELIVERIES, planMove } from '@airshop/domain/commerce/cart-deliveries';
import type {
  DeleteCartItem,
  DuplicateCartItem,
  MoveCartItem,
  UpdateCartItem,
} from '@airshop/domain/commerce/cart-edits';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { findBuyableVariant } from '../commerce/index.ts';
import { type CartOwner, cartIdCondition, checkCartId } from './cart-owner.ts';
import {
  applyPlan,
  checkWishedDate,
  deliveryNumbers,
  findLine,
  lineCondition,
  plannedLines,
  requireDelivery,
} from './cart-rows.ts';
import { refuse, writeCart, writeCartInOneStatement } from './cart-write.ts';
import { readCartCheckout } from './checkout.ts';

/*
 * The cart page's edits of lines (shop.md §7 "Cart", issue 15): each one transaction on the locked cart, the
 * version bumped, the changed cart answered (cart-write.ts).
 */

/** PATCH Carts/{id}/Items: a line's note (empty: none) and/or quantity (1–999). */
export function updateCartItem(
  ctx: RequestContext,
  owner: CartOwner,
  cartId: string,
  input: UpdateCartItem,
): Promise<CartCheckout> {
  const line = { id: input.lineItemId, code: input.code, shipmentNo: input.shipmentNo };
  const note = input.Note === undefined ? undefined : input.Note?.trim() || null;
  const values = sql`quantity = coalesce(${input.Quantity ?? null}::int, l.quantity),
    note = ${note === undefined ? sql`l.note` : note}, updated_at = now()`;
  // The cart page's most frequent write, in one statement (ADR 0062).
  return writeCartInOneStatement(
    ctx,
    owner,
    (bumped) => sql`update cart_lines l set ${values} from ${bumped} b, variants v
      where ${cartIdCondition(sql`b.id`, cartId)} and ${lineCondition(sql`b.id`, line)} returning l.id`,
    async (tx, cart) => {
      checkCartId(cart, cartId);
      const found = await findLine(tx, cart.id, line);
      await tx.execute(sql`update cart_lines l set ${values} where l.id = ${found.id}`);
    },
    readCartCheckout,
  );
}

/** DELETE Carts/{id}/Items: removes a line (its delivery stays, perhaps empty). */
export function deleteCartItem(
  ctx: RequestContext,
  owner: CartOwner,
  cartId: string,
  input: DeleteCartItem,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      checkCartId(cart, cartId);
      const line = await findLine(tx, cart.id, {
        id: input.LineItemId,
        code: input.Code,
        shipmentNo: input.ShipmentNo,
      });
      await tx.execute(sql`delete from cart_lines where id = ${line.id}`);
    },
    readCartCheckout,
  );
}

/**
 * PUT Carts/Default/DuplicateItem: Quantity of Code into delivery ShipmentNo — added to its line of that code
 * (refused beyond 999), or a new line. The code must be buyable in the owner's market, as for an add.
 */
export async function duplicateCartItem(
  ctx: RequestContext,
  owner: CartOwner,
  input: DuplicateCartItem,
): Promise<CartCheckout> {
  // Catalogue facts, read before the cart is locked (on PGlite a read beside the transaction would wait for it).
  const variant = await findBuyableVariant(ctx, owner.market.id, input.Code);
  if ('refused' in variant) refuse(variant.refused);
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      requireDelivery(await deliveryNumbers(tx, cart.id), input.ShipmentNo);
      const [line] = await queryRows<{ id: number }>(
        tx,
        sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity)
          values (${cart.id}, ${input.ShipmentNo}, ${variant.variantId}, ${input.Quantity})
          on conflict (cart_id, shipment_no, variant_id) do update
            set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
            where cart_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}
          returning id`,
      );
      if (!line) refuse('quantityLimit');
    },
    readCartCheckout,
  );
}

/**
 * PATCH Carts/Default/Items/Move: Quantity (all or part) of a line into delivery NewShipmentNo, or into a new
 * last delivery dated DeliveryDate. Quantities of the same code add (refused beyond 999). One transaction: the
 * source shrinks or goes exactly when the target grows.
 */
export function moveCartItem(
  ctx: RequestContext,
  owner: CartOwner,
  input: MoveCartItem,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      const line = await findLine(tx, cart.id, {
        id: input.LineItemId,
        code: input.Code,
        shipmentNo: input.ShipmentNo,
      });
      const numbers = await deliveryNumbers(tx, cart.id);
      let target: number;
      if (input.NewShipmentNo != null) {
        requireDelivery(numbers, input.NewShipmentNo);
        target = input.NewShipmentNo;
      } else {
        target = numbers.length + 1;
        if (target > MAX_DELIVERIES) refuse('tooManyDeliveries');
        await checkWishedDate(tx, owner, input.DeliveryDate, [
          { variantId: line.variantId, quantity: input.Quantity },
        ]);
        await tx.execute(sql`insert into cart_deliveries (cart_id, shipment_no, delivery_date)
          values (${cart.id}, ${target}, ${input.DeliveryDate ?? null})`);
      }
      const plan = planMove(await plannedLines(tx, cart.id), line, input.Quantity, target, QUANTITY_MAX);
      if ('refused' in plan) refuse(plan.refused);
      await applyPlan(tx, cart.id, plan);
    },
    readCartCheckout,
  );
}
