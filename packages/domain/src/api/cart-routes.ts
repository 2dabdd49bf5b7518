import type { Route } from './endpoint.ts';

/** Where the cart's endpoints are (declared in `cart.ts`); plain data, so the browser loads no schema. */
export const cartAddItemRoute = {
  method: 'PUT',
  path: '/api/v1/Carts/Default/Items',
} as const satisfies Route;
export const cartWidgetRoute = {
  method: 'GET',
  path: '/api/v1/Carts/Default/Widget',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const cartRoutes = {
  addItem: cartAddItemRoute,
  widget: cartWidgetRoute,
};
