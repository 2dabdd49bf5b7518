import type { CartOrder, CheckoutAddresses, UpdateCartOrder } from '@airshop/domain/commerce/checkout-order';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type CartRow, checkCartId, findOwnerCart, writeCart } from '../cart/index.ts';
import { listCompanyAddresses, toAddress } from '../customer/index.ts';
import { type OrderBuyer, requireOrderBuyer } from './order-buyer.ts';
import { findShippingAddress } from './shipping-address.ts';

/*
 * Checkout step 2's order fields (shop.md §2, §4, §5; ADR 0063): they live on the cart row, so the page can
 * leave and come back, and the submit reads them under the cart's lock.
 */

function cartOrderOf(cart: CartRow | undefined): CartOrder {
  return {
    CartId: cart?.id ?? null,
    Version: cart?.version ?? 0,
    ShippingAddressId: cart?.shipping_address_id ?? null,
    OrderReference: cart?.order_reference ?? null,
    Comment: cart?.order_comment ?? null,
  };
}

async function readCartOrder(ctx: RequestContext, buyer: OrderBuyer): Promise<CartOrder> {
  return cartOrderOf(await findOwnerCart(ctx.db, buyer));
}

/** GET Carts/{id}/Order. A buyer without a cart yet gets the empty order (CartId null, Version 0). */
export async function getCartOrder(ctx: RequestContext, id: string): Promise<CartOrder> {
  const buyer = await requireOrderBuyer(ctx);
  const cart = await findOwnerCart(ctx.db, buyer);
  checkCartId(cart, id);
  return cartOrderOf(cart);
}

/**
 * PATCH Carts/{id}/Order: sets the fields present, in the cart's write (locked, version bumped). An empty body
 * changes nothing — no write, the version stays (shop.md §5). The address must be one of the company's shipping
 * addresses, else 404 as another company's would be.
 */
export async function updateCartOrder(
  ctx: RequestContext,
  id: string,
  input: UpdateCartOrder,
): Promise<CartOrder> {
  const buyer = await requireOrderBuyer(ctx);
  const fields = {
    ...(input.ShippingAddressId === undefined ? {} : { address: input.ShippingAddressId }),
    ...(input.OrderReference === undefined ? {} : { reference: input.OrderReference }),
    ...(input.Comment === undefined ? {} : { comment: input.Comment }),
  };
  if (Object.keys(fields).length === 0) {
    const cart = await findOwnerCart(ctx.db, buyer);
    checkCartId(cart, id);
    return cartOrderOf(cart);
  }
  return writeCart(
    ctx,
    buyer,
    async (tx, cart) => {
      checkCartId(cart, id);
      if (fields.address !== undefined) {
        const address = await findShippingAddress(tx, buyer.companyId, fields.address);
        if (!address) throw new AppError('not_found', 'No such shipping address');
        await tx.execute(sql`update carts set shipping_address_id = ${address.id} where id = ${cart.id}`);
      }
      if (fields.reference !== undefined) {
        await tx.execute(sql`update carts set order_reference = ${fields.reference} where id = ${cart.id}`);
      }
      if (fields.comment !== undefined) {
        await tx.execute(sql`update carts set order_comment = ${fields.comment} where id = ${cart.id}`);
      }
    },
    (readCtx) => readCartOrder(readCtx, buyer),
    // Default makes the buyer's cart, so the page's address cleanup works before the first line; an id of a
    // cart that does not exist stays 404.
    { create: id === 'Default' },
  );
}

/**
 * GET Carts/Default/Addresses: the company's shipping addresses, the ERP's (not editable) first and then its own
 * (customer module's order), and the one the order has now.
 */
export async function getCheckoutAddresses(ctx: RequestContext): Promise<CheckoutAddresses> {
  const buyer = await requireOrderBuyer(ctx);
  const [rows, cart] = await Promise.all([
    listCompanyAddresses(ctx.db, buyer.companyId),
    findOwnerCart(ctx.db, buyer),
  ]);
  return {
    ShippingAddressId: cart?.shipping_address_id ?? null,
    Addresses: rows.map(toAddress).filter((address) => address.IsShipping),
  };
}
