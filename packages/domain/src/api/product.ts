import { z } from 'zod';
import { productPageSchema, productParamsSchema } from '../catalog/product.ts';
import {
  type ExtraKindSegment,
  extraItemsSchema,
  extrasParamsSchema,
  extrasQuerySchema,
} from '../catalog/product-extras.ts';
import { sizingSchema } from '../catalog/product-variant.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { productRoutes } from './product-routes.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 500: errorBodySchema };

export const productPageEndpoint = endpoint(productRoutes.page, {
  tags: ['Catalog'],
  summary: 'A product as loaded for its page: detail, documents, videos, related items, breadcrumb',
  params: productParamsSchema,
  response: { 200: productPageSchema, ...errors },
});

export const productSizingEndpoint = endpoint(productRoutes.sizing, {
  tags: ['Catalog'],
  summary:
    'The variants of a product with their attribute values; prices, stock and delivery data only for ' +
    'approved customers in a market with the web shop enabled',
  params: productParamsSchema,
  response: { 200: sizingSchema, ...errors },
});

const EXTRA_SUMMARIES: Record<ExtraKindSegment, string> = {
  Accessories: 'Accessories',
  SpareParts: 'Spare parts',
  Filters: 'Filters',
  Warranties: 'Warranties',
};

function extrasEndpoint<const K extends ExtraKindSegment>(kind: K) {
  return endpoint(productRoutes.extras[kind] as (typeof productRoutes.extras)[K], {
    tags: ['Catalog'],
    summary:
      `${EXTRA_SUMMARIES[kind]} of a product (contentType=product, id is the product id) or of a ` +
      'variant (contentType=variant, id is the variant code). 204 when there are none.',
    params: extrasParamsSchema,
    query: extrasQuerySchema,
    response: { 200: extraItemsSchema, 204: z.undefined(), ...errors },
  });
}

export const extrasEndpoints = {
  Accessories: extrasEndpoint('Accessories'),
  SpareParts: extrasEndpoint('SpareParts'),
  Filters: extrasEndpoint('Filters'),
  Warranties: extrasEndpoint('Warranties'),
} satisfies Record<ExtraKindSegment, unknown>;

export const productEndpoints = [
  productPageEndpoint,
  productSizingEndpoint,
  ...Object.values(extrasEndpoints),
];
