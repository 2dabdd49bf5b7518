import type { Route } from './endpoint.ts';

/** Where the cart's endpoints are (declared in `cart.ts`); plain data, so the browser loads no schema. */
export const cartRoutes = {
  addItem: { method: 'PUT', path: '/api/v1/Carts/Default/Items' },
  widget: { method: 'GET', path: '/api/v1/Carts/Default/Widget' },
} as const satisfies Record<string, Route | Record<string, Route>>;
