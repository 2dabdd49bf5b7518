import type { Route } from './endpoint.ts';

/*
 * Where the customer's endpoints are (declared in `customer.ts`); plain data, so the browser loads no schema. Split
 * as the server's modules are (customer/routes.ts, customer/contact-routes.ts): a module of routes the pages of two
 * chunks import becomes a chunk of its own, one more request on the product page's first view.
 */
export const customerCollectMailRoute = {
  method: 'POST',
  path: '/api/v1/Customer/CollectMail',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const customerRoutes = {
  collectMail: customerCollectMailRoute,
};
