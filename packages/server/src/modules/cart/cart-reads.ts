import type {
  CartCheckout,
  CartStatus,
  CheckoutInfo,
  PlainCart,
} from '@airshop/domain/commerce/cart-checkout';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { type CartOwner, findOwnerCart } from './cart-owner.ts';
import { readCartCheckout, serverToday } from './checkout.ts';

/*
 * The cart's small reads (shop.md §7 "Cart", issue 15; ADR 0057): whether it can go on to checkout step 2, its
 * lines as chosen, and whether it changed since the page read it.
 */

/** GET Carts/Default/CheckoutInfo: what stops the cart from going on to step 2. */
export async function getCheckoutInfo(ctx: RequestContext, owner: CartOwner): Promise<CheckoutInfo> {
  const cart = await readCartCheckout(ctx, owner);
  const blockers = checkoutBlockers(cart, owner.kind === 'guest');
  return {
    Version: cart.Version,
    LineCount: cart.Items.length,
    DeliveryCount: cart.Deliveries.length,
    CanCheckout: blockers.length === 0,
    Blockers: blockers,
  };
}

/** What stops a read cart from being ordered; the order submit checks the same (ADR 0063). */
export function checkoutBlockers(cart: CartCheckout, isGuest: boolean): CheckoutInfo['Blockers'] {
  const blockers: CheckoutInfo['Blockers'] = [];
  if (isGuest) blockers.push({ Reason: 'guestCart', ShipmentNo: null });
  if (cart.Items.length === 0) blockers.push({ Reason: 'emptyCart', ShipmentNo: null });
  const today = serverToday();
  for (const delivery of cart.Deliveries) {
    const lines = cart.Items.filter((item) => item.ShipmentNo === delivery.ShipmentNo);
    if (lines.length === 0) blockers.push({ Reason: 'emptyDelivery', ShipmentNo: delivery.ShipmentNo });
    if (lines.some((line) => !line.Orderable)) {
      blockers.push({ Reason: 'lineNotOrderable', ShipmentNo: delivery.ShipmentNo });
    }
    const earliest = delivery.EarliestDeliveryDate ?? today;
    if (delivery.DeliveryDate !== null && delivery.DeliveryDate < earliest) {
      blockers.push({ Reason: 'deliveryDateTooEarly', ShipmentNo: delivery.ShipmentNo });
    }
  }
  return blockers;
}

/** GET Carts/Default/Cart: the lines as chosen, without prices. */
export async function getPlainCart(ctx: RequestContext, owner: CartOwner): Promise<PlainCart> {
  const cart = await findOwnerCart(ctx.db, owner);
  if (!cart) return { Id: null, Name: null, Version: 0, Items: [] };
  const rows = await queryRows<{
    id: number;
    shipment_no: number;
    code: string;
    quantity: number;
    note: string | null;
  }>(
    ctx.db,
    sql`select l.id, l.shipment_no, v.code, l.quantity, l.note from cart_lines l join variants v on v.id = l.variant_id
      where l.cart_id = ${cart.id} order by l.shipment_no, l.id`,
  );
  return {
    Id: cart.id,
    Name: cart.name,
    Version: cart.version,
    Items: rows.map((row) => ({
      LineItemId: Number(row.id),
      ShipmentNo: Number(row.shipment_no),
      Code: row.code,
      Quantity: row.quantity,
      Note: row.note,
    })),
  };
}

/**
 * GET Carts/Default/Status/{a}/{b}: a is the cart the page shows (its id, or Default), b the Version it holds.
 * Changed when the owner's cart is another one now (deleted, or made since) or its version moved.
 */
export async function getCartStatus(
  ctx: RequestContext,
  owner: CartOwner,
  shown: { a: string; b: number },
): Promise<CartStatus> {
  const cart = await findOwnerCart(ctx.db, owner);
  const version = cart?.version ?? 0;
  const [count] = cart
    ? await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from cart_lines where cart_id = ${cart.id}`,
      )
    : [];
  const otherCart = shown.a !== 'Default' && shown.a !== cart?.id;
  return { Changed: otherCart || version !== shown.b, Version: version, Count: Number(count?.n ?? 0) };
}
