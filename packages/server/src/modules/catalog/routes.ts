import {
  catalogFiltersQuerySchema,
  catalogIdParamsSchema,
  catalogMenuSchema,
  catalogNodeSchema,
  catalogRootQuerySchema,
} from '@airshop/domain/catalog';
import { errorBodySchema } from '@airshop/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCatalogMenu } from './menu-service.ts';
import { getCatalogNode, getCatalogRoot } from './node-service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 500: errorBodySchema };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/Catalog/Menu',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'The catalogue menu: catalogues, their top categories and those categories’ children',
        response: { 200: catalogMenuSchema, 500: errorBodySchema },
      },
    },
    (request) => getCatalogMenu(request.ctx),
  );

  app.get(
    '/api/v1/Catalog',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'The root of a catalogue, or the node at a page path, with its subcategories and products',
        querystring: catalogRootQuerySchema,
        response: { 200: catalogNodeSchema, ...errors },
      },
    },
    (request) => {
      const { path, ...filters } = request.query;
      return getCatalogRoot(request.ctx, { path, filters });
    },
  );

  app.get(
    '/api/v1/Catalog/:id',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'A category with its subcategories and its products, filtered',
        params: catalogIdParamsSchema,
        querystring: catalogFiltersQuerySchema,
        response: { 200: catalogNodeSchema, ...errors },
      },
    },
    (request) => getCatalogNode(request.ctx, { id: request.params.id, filters: request.query }),
  );
};
