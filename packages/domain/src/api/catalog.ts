import {
  catalogFiltersQuerySchema,
  catalogIdParamsSchema,
  catalogMenuSchema,
  catalogNodeSchema,
  catalogRootQuerySchema,
} from '../catalog/catalog.ts';
import { errorBodySchema } from '../site/errors.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { endpoint } from './endpoint.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 500: errorBodySchema };

export const catalogMenuEndpoint = endpoint(catalogRoutes.menu, {
  tags: ['Catalog'],
  summary: 'The catalogue menu: catalogues, their top categories and those categories’ children',
  response: { 200: catalogMenuSchema, 500: errorBodySchema },
});

export const catalogRootEndpoint = endpoint(catalogRoutes.root, {
  tags: ['Catalog'],
  summary: 'The root of a catalogue, or the node at a page path, with its subcategories and products',
  query: catalogRootQuerySchema,
  response: { 200: catalogNodeSchema, ...errors },
});

export const catalogNodeEndpoint = endpoint(catalogRoutes.node, {
  tags: ['Catalog'],
  summary: 'A category with its subcategories and its products, filtered',
  params: catalogIdParamsSchema,
  query: catalogFiltersQuerySchema,
  response: { 200: catalogNodeSchema, ...errors },
});

export const catalogEndpoints = [catalogMenuEndpoint, catalogRootEndpoint, catalogNodeEndpoint];
