import { linksEndpoint } from '@airshop/domain/api/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { getLinks } from './service.ts';

export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, linksEndpoint, (request) => getLinks(request.ctx));
};
