import type { Route } from './endpoint.ts';

/** Where the catalogue tree's endpoints are (declared in `catalog.ts`); plain data, so the browser loads no schema. */
export const catalogRoutes = {
  menu: { method: 'GET', path: '/api/v1/Catalog/Menu' },
  root: { method: 'GET', path: '/api/v1/Catalog' },
  node: { method: 'GET', path: '/api/v1/Catalog/:id' },
} as const satisfies Record<string, Route | Record<string, Route>>;
