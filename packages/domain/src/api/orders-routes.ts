import type { Route } from './endpoint.ts';

// Plain data: route files load nothing at run time (browser-routes.test.ts).
const route = <const M extends Route['method'], const P extends string>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

/** Where the order history's and the back office's order endpoints are (declared in `orders.ts`). */
export const orderHistoryRoute = route('GET', '/api/v1/Orders');
export const orderRoute = route('GET', '/api/v1/Orders/:number');
export const reorderRoute = route('POST', '/api/v1/Orders/:number/Reorder');
export const backOfficeOrdersRoute = route('GET', '/api/v1/BackOffice/Orders');
export const backOfficeOrdersExportRoute = route('GET', '/api/v1/BackOffice/Orders/Export');
export const backOfficeOrderRoute = route('GET', '/api/v1/BackOffice/Orders/:number');
export const backOfficeOrderStatusRoute = route('PATCH', '/api/v1/BackOffice/Orders/:number/Status');

export const orderRoutes = {
  history: orderHistoryRoute,
  order: orderRoute,
  reorder: reorderRoute,
  backOfficeList: backOfficeOrdersRoute,
  backOfficeExport: backOfficeOrdersExportRoute,
  backOfficeOrder: backOfficeOrderRoute,
  backOfficeStatus: backOfficeOrderStatusRoute,
};
