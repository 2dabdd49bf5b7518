import { errorBodySchema } from '@airshop/domain/errors';
import { currentMarketSchema } from '@airshop/domain/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentMarket } from './service.ts';

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/Shop/Markets/Current',
    {
      schema: {
        tags: ['Shop'],
        summary: "The visitor's market and whether its web shop is enabled",
        response: { 200: currentMarketSchema, 500: errorBodySchema },
      },
    },
    (request) => getCurrentMarket(request.ctx),
  );
};
