import type { ExtraKindSegment } from '../product-extras.ts';
import { type Route, route } from './endpoint.ts';

/** Where the product's endpoints are (declared in `product.ts`); plain data, so the browser loads no schema. */
export const productRoutes = {
  page: route('GET', '/api/v1/Catalog/Products/:id'),
  sizing: route('GET', '/api/v1/Catalog/Products/:id/Sizing'),
  /** One path per kind of addition, as the spec names them. */
  extras: {
    Accessories: route('GET', '/api/v1/Catalog/:id/Accessories'),
    SpareParts: route('GET', '/api/v1/Catalog/:id/SpareParts'),
    Filters: route('GET', '/api/v1/Catalog/:id/Filters'),
    Warranties: route('GET', '/api/v1/Catalog/:id/Warranties'),
  } satisfies Record<ExtraKindSegment, Route>,
};
