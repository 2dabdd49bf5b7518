import { linksSchema } from '@airshop/domain/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLinks } from './service.ts';

export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/Links',
    {
      schema: {
        tags: ['Links'],
        summary: 'Named links of the site (Webshop/…, MyAirshop/…, QuickSearch) in the visitor’s locale',
        response: { 200: linksSchema },
      },
    },
    (request) => getLinks(request.ctx),
  );
};
