import type { ExtraKindSegment } from '../catalog/product-extras.ts';
import type { Route } from './endpoint.ts';

/** One path per kind of addition, as the spec names them. */
export const productExtrasRoutes = {
  Accessories: { method: 'GET', path: '/api/v1/Catalog/:id/Accessories' },
  SpareParts: { method: 'GET', path: '/api/v1/Catalog/:id/SpareParts' },
  Filters: { method: 'GET', path: '/api/v1/Catalog/:id/Filters' },
  Warranties: { method: 'GET', path: '/api/v1/Catalog/:id/Warranties' },
} as const satisfies Record<ExtraKindSegment, Route>;

/** Where the product's endpoints are (declared in `product.ts`); plain data, so the browser loads no schema. */
export const productPageRoute = {
  method: 'GET',
  path: '/api/v1/Catalog/Products/:id',
} as const satisfies Route;
export const productSizingRoute = {
  method: 'GET',
  path: '/api/v1/Catalog/Products/:id/Sizing',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const productRoutes = {
  page: productPageRoute,
  sizing: productSizingRoute,
  extras: productExtrasRoutes,
};
