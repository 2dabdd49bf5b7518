import type { Route } from './endpoint.ts';

/*
 * Where checkout step 2's endpoints are (declared in `checkout.ts`); plain data, so the browser loads no schema.
 * Paths are the spec's (shop.md §7 "Cart"); `:id` is the cart's id or `Default`.
 */
// Not endpoint.ts's route(): a value import there would be loaded by the browser (browser-routes.test.ts). The
// declared return type keeps the literal method: GET and PATCH share Carts/:id/Order.
const route = <const M extends Route['method'], const P extends string>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

export const cartOrderRoute = route('GET', '/api/v1/Carts/:id/Order');
export const updateCartOrderRoute = route('PATCH', '/api/v1/Carts/:id/Order');
export const checkoutAddressesRoute = route('GET', '/api/v1/Carts/Default/Addresses');
export const submitOrderRoute = route('POST', '/api/v1/Carts/:id/Order/Submit');
export const guestSubmitRoute = route('POST', '/api/v1/Carts/Default/Order/GuestSubmit');
export const cartToProjectRoute = route('POST', '/api/v1/Carts/Default/ToProject');

export const checkoutRoutes = {
  order: cartOrderRoute,
  updateOrder: updateCartOrderRoute,
  addresses: checkoutAddressesRoute,
  submit: submitOrderRoute,
  guestSubmit: guestSubmitRoute,
  toProject: cartToProjectRoute,
};
