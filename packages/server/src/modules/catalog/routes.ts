import { catalogMenuEndpoint, catalogNodeEndpoint, catalogRootEndpoint } from '@airshop/domain/api/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { getCatalogMenu } from './menu-service.ts';
import { getCatalogNode, getCatalogRoot } from './node-service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, catalogMenuEndpoint, (request) => getCatalogMenu(request.ctx));

  registerEndpoint(app, catalogRootEndpoint, (request) => {
    const { path, ...filters } = request.query;
    return getCatalogRoot(request.ctx, { path, filters });
  });

  registerEndpoint(app, catalogNodeEndpoint, (request) =>
    getCatalogNode(request.ctx, { id: request.params.id, filters: request.query }),
  );
};
