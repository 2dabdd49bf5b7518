import type { Route } from './endpoint.ts';

/*
 * Where quick-pick's endpoints are (declared in `quickpick.ts`); plain data, so the browser loads no schema. Paths
 * are the spec's (shop.md §7 "Quick-pick"); the quick-order check is ours (issue 17 point 6, ADR 0069).
 */
export const quickPickListRoute = {
  method: 'GET',
  path: '/api/v1/Qp/:a/:b',
} as const satisfies Route<'GET', '/api/v1/Qp/:a/:b'>;
export const quickPickUpdateCartRoute = {
  method: 'PUT',
  path: '/api/v1/Qp/UpdateCart',
} as const satisfies Route<'PUT', '/api/v1/Qp/UpdateCart'>;
export const quickOrderCheckRoute = {
  method: 'POST',
  path: '/api/v1/Qp/QuickOrder/Check',
} as const satisfies Route<'POST', '/api/v1/Qp/QuickOrder/Check'>;

/** All of them, for the declarations; the browser imports each one alone. */
export const quickPickRoutes = {
  list: quickPickListRoute,
  updateCart: quickPickUpdateCartRoute,
  quickOrderCheck: quickOrderCheckRoute,
};
