import { type CartCheckout, cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../db/rows.ts';
import type { TestApp } from './test-app.ts';

/** The cart calls as the shop's own pages make them (same-site origin, the caller's cookie). */
export function cartCalls(t: TestApp) {
  const call = (
    cookie: string,
    method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });
  /** A call that must succeed and answer the cart. */
  const ok = async (...args: Parameters<typeof call>): Promise<CartCheckout> => {
    const response = await call(...args);
    if (response.statusCode !== 200)
      throw new Error(`${args[1]} ${args[2]}: ${response.statusCode} ${response.body}`);
    return cartCheckoutSchema.parse(response.json());
  };
  return {
    call,
    ok,
    add: (cookie: string, Code: string, Quantity: number) =>
      call(cookie, 'PUT', 'Carts/Default/Items', { Code, Quantity }),
    checkout: (cookie: string) => ok(cookie, 'GET', 'Carts/Default/Checkout'),
  };
}

/** Buyable codes priced in a market, in code order. */
export async function buyableCodes(t: TestApp, market: string, count: number): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market})
      order by v.code limit ${count}`,
  );
  if (rows.length < count) throw new Error('the test catalogue lacks buyable variants');
  return rows.map((row) => row.code);
}
