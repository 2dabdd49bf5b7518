import type { ExtraKindSegment } from '../product-extras.ts';
import type { Route } from './endpoint.ts';

/** One path per kind of addition, as the spec names them. */
const extras = {
  Accessories: { method: 'GET', path: '/api/v1/Catalog/:id/Accessories' },
  SpareParts: { method: 'GET', path: '/api/v1/Catalog/:id/SpareParts' },
  Filters: { method: 'GET', path: '/api/v1/Catalog/:id/Filters' },
  Warranties: { method: 'GET', path: '/api/v1/Catalog/:id/Warranties' },
} as const satisfies Record<ExtraKindSegment, Route>;

/** Where the product's endpoints are (declared in `product.ts`); plain data, so the browser loads no schema. */
export const productRoutes = {
  page: { method: 'GET', path: '/api/v1/Catalog/Products/:id' },
  sizing: { method: 'GET', path: '/api/v1/Catalog/Products/:id/Sizing' },
  extras,
} as const satisfies Record<string, Route | Record<string, Route>>;
