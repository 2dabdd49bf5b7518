import type { Route } from './endpoint.ts';

/** Where the catalogue tree's endpoints are (declared in `catalog.ts`); plain data, so the browser loads no schema. */
export const catalogMenuRoute = { method: 'GET', path: '/api/v1/Catalog/Menu' } as const satisfies Route;
export const catalogRootRoute = { method: 'GET', path: '/api/v1/Catalog' } as const satisfies Route;
export const catalogNodeRoute = { method: 'GET', path: '/api/v1/Catalog/:id' } as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const catalogRoutes = {
  menu: catalogMenuRoute,
  root: catalogRootRoute,
  node: catalogNodeRoute,
};
