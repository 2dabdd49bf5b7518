import { route } from './endpoint.ts';

/** Where the site-wide reference data is (declared in `shop.ts`); plain data, so the browser loads no schema. */
export const shopRoutes = {
  links: route('GET', '/api/v1/Links'),
  currentMarket: route('GET', '/api/v1/Shop/Markets/Current'),
};
