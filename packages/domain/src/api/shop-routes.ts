import type { Route } from './endpoint.ts';

/** Where the site-wide reference data is (declared in `shop.ts`); plain data, so the browser loads no schema. */
export const shopLinksRoute = { method: 'GET', path: '/api/v1/Links' } as const satisfies Route;
export const shopCurrentMarketRoute = {
  method: 'GET',
  path: '/api/v1/Shop/Markets/Current',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const shopRoutes = {
  links: shopLinksRoute,
  currentMarket: shopCurrentMarketRoute,
};
