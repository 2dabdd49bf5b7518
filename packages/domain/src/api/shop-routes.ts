import type { Route } from './endpoint.ts';

/** Where the site-wide reference data is (declared in `shop.ts`); plain data, so the browser loads no schema. */
export const shopRoutes = {
  links: { method: 'GET', path: '/api/v1/Links' },
  currentMarket: { method: 'GET', path: '/api/v1/Shop/Markets/Current' },
} as const satisfies Record<string, Route | Record<string, Route>>;
