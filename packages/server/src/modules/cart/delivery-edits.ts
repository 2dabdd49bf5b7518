import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { MAX_DELIVERIES, planMerge } from '@airshop/domain/commerce/cart-deliveries';
import type {
  CreateDelivery,
  DeleteDelivery,
  MergeDeliveries,
  UpdateDelivery,
} from '@airshop/domain/commerce/cart-edits';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { CartOwner } from './cart-owner.ts';
import {
  applyPlan,
  checkWishedDate,
  deliveryNumbers,
  plannedLines,
  renumberAfter,
  requireDelivery,
} from './cart-rows.ts';
import { refuse, writeCart } from './cart-write.ts';
import { readCartCheckout } from './checkout.ts';

/*
 * The cart page's edits of deliveries (shop.md §7 "Cart", issue 15; ADR 0057): numbered 1…n without gaps —
 * deleting or merging one moves the later ones up a number, their lines with them.
 */

/** POST Carts/Default/Delivery/Create: a new, empty last delivery (making the cart if need be). */
export function createDelivery(
  ctx: RequestContext,
  owner: CartOwner,
  input: CreateDelivery,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      const next = (await deliveryNumbers(tx, cart.id)).length + 1;
      if (next > MAX_DELIVERIES) refuse('tooManyDeliveries');
      await checkWishedDate(tx, owner, input.deliveryDate, []);
      await tx.execute(sql`insert into cart_deliveries (cart_id, shipment_no, delivery_date)
        values (${cart.id}, ${next}, ${input.deliveryDate ?? null})`);
    },
    readCartCheckout,
    { create: true },
  );
}

/** DELETE Carts/Default/Delivery/Delete: a delivery and its lines go; the later ones move up. */
export function deleteDelivery(
  ctx: RequestContext,
  owner: CartOwner,
  input: DeleteDelivery,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      requireDelivery(await deliveryNumbers(tx, cart.id), input.deliveryNo);
      await tx.execute(
        sql`delete from cart_deliveries where cart_id = ${cart.id} and shipment_no = ${input.deliveryNo}`,
      );
      await renumberAfter(tx, cart.id, input.deliveryNo);
    },
    readCartCheckout,
  );
}

/**
 * PATCH Carts/Default/Delivery/Update: the wished date (null: as early as possible), not in the past and not
 * before the earliest date the delivery's lines allow (deliveryDateTooEarly).
 */
export function updateDelivery(
  ctx: RequestContext,
  owner: CartOwner,
  input: UpdateDelivery,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      requireDelivery(await deliveryNumbers(tx, cart.id), input.deliveryNo);
      const lines = (await plannedLines(tx, cart.id)).filter((line) => line.shipmentNo === input.deliveryNo);
      await checkWishedDate(tx, owner, input.deliveryDate, lines);
      await tx.execute(sql`update cart_deliveries set delivery_date = ${input.deliveryDate}
        where cart_id = ${cart.id} and shipment_no = ${input.deliveryNo}`);
    },
    readCartCheckout,
  );
}

/**
 * PATCH Carts/Default/Delivery/Merge: the source's lines join the destination (same code: quantities add), the
 * source goes and the later deliveries move up. Any sum beyond 999 refuses the whole merge (quantityLimit).
 */
export function mergeDeliveries(
  ctx: RequestContext,
  owner: CartOwner,
  input: MergeDeliveries,
): Promise<CartCheckout> {
  return writeCart(
    ctx,
    owner,
    async (tx, cart) => {
      const numbers = await deliveryNumbers(tx, cart.id);
      requireDelivery(numbers, input.sourceDeliveryNo);
      requireDelivery(numbers, input.destDeliveryNo);
      const plan = planMerge(
        await plannedLines(tx, cart.id),
        input.sourceDeliveryNo,
        input.destDeliveryNo,
        QUANTITY_MAX,
      );
      if ('refused' in plan) refuse(plan.refused);
      await applyPlan(tx, cart.id, plan);
      await tx.execute(sql`delete from cart_deliveries
        where cart_id = ${cart.id} and shipment_no = ${input.sourceDeliveryNo}`);
      await renumberAfter(tx, cart.id, input.sourceDeliveryNo);
    },
    readCartCheckout,
  );
}
