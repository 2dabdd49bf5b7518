import { currentMarketEndpoint } from '@airshop/domain/api/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { getCurrentMarket } from './service.ts';

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, currentMarketEndpoint, (request) => getCurrentMarket(request.ctx));
};
