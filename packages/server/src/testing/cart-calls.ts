import { type CartCheckout, cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import type { LightMyRequestResponse } from 'fastify';
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
