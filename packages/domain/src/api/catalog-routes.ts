import { route } from './endpoint.ts';

/** Where the catalogue tree's endpoints are (declared in `catalog.ts`); plain data, so the browser loads no schema. */
export const catalogRoutes = {
  menu: route('GET', '/api/v1/Catalog/Menu'),
  root: route('GET', '/api/v1/Catalog'),
  node: route('GET', '/api/v1/Catalog/:id'),
};
