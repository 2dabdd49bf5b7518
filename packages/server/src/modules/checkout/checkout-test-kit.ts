import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { cartCalls } from '../../testing/cart-calls.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * What the checkout tests share: calls as the shop's pages make them, buyable codes, company addresses and a
 * cart made ready for the submit. Test support only; no route or service imports it.
 */

export const SUBMIT = 'Carts/Default/Order/Submit';

/** Buyable codes priced in a market, in code order. */
export async function buyableCodes(db: Db, market: string, count: number): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market})
      order by v.code limit ${count}`,
  );
  if (rows.length < count) throw new Error('the test catalogue lacks buyable variants');
  return rows.map((row) => row.code);
}

/** A company address; `editable: false` is one from the ERP. */
export async function insertAddress(
  db: Db,
  companyId: string,
  { editable = true, type = 'Shipping', name = 'Warehouse' } = {},
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into company_addresses (company_id, address_type, is_editable, name, line1, postal_code, city,
        country_code, phone)
      values (${companyId}, ${type}, ${editable}, ${name}, 'Industrivägen 3', '123 45', 'Solna', 'SE', '+46 8 123 45')
      returning id`,
  );
  return row?.id as string;
}

export function checkoutCalls(t: TestApp) {
  const cart = cartCalls(t);
  /** A call with extra headers (an idempotency key, the page's locale). */
  const send = (
    cookie: string,
    method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
    });
  /**
   * Fills the buyer's cart: two deliveries (the second with a wished date a month ahead), three lines, the
   * address and a reference chosen; answers the cart as the checkout page shows it.
   */
  const prepare = async (
    cookie: string,
    codes: readonly string[],
    addressId: string,
  ): Promise<CartCheckout> => {
    const [a, b, c] = codes as [string, string, string];
    const added = await cart.add(cookie, a, 2);
    if (added.statusCode !== 200 || added.json().ErrorMessage) throw new Error(`add: ${added.body}`);
    const wished = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await cart.ok(cookie, 'POST', 'Carts/Default/Delivery/Create', { deliveryDate: wished });
    await cart.ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: b, Quantity: 3, ShipmentNo: 2 });
    await cart.ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: c, Quantity: 1, ShipmentNo: 2 });
    const patched = await send(cookie, 'PATCH', 'Carts/Default/Order', {
      ShippingAddressId: addressId,
      OrderReference: 'PO-4711',
      Comment: 'Deliver to gate 2, please.',
    });
    if (patched.statusCode !== 200) throw new Error(`PATCH Order: ${patched.statusCode} ${patched.body}`);
    return cart.checkout(cookie);
  };
  const submit = (cookie: string, shown: CartCheckout, key: string, headers: Record<string, string> = {}) =>
    send(
      cookie,
      'POST',
      SUBMIT,
      { Version: shown.Version, TotalNet: shown.Total?.TotalNet ?? 0 },
      { 'idempotency-key': key, ...headers },
    );
  return { ...cart, send, prepare, submit };
}
