import { extrasEndpoints, productPageEndpoint, productSizingEndpoint } from '@airshop/domain/api/product';
import type { ExtraKindSegment } from '@airshop/domain/catalog/product-extras';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { sendOrNoContent } from '../../platform/reply.ts';
import { listExtras } from './extras-service.ts';
import { getProductPageJson } from './page-service.ts';
import { getSizingJson } from './sizing-service.ts';

/**
 * Sends JSON that is already serialised: the cached page, or the sizing PostgreSQL wrote. A string or bytes
 * with a JSON content type skip the route's serializer; the schemas still describe it (OpenAPI) and the tests parse
 * every answer with them.
 */
function sendJsonText(reply: FastifyReply, json: Buffer | string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, productPageEndpoint, async (request, reply) =>
    sendJsonText(reply, await getProductPageJson(request.ctx, request.params.id)),
  );

  registerEndpoint(app, productSizingEndpoint, async (request, reply) =>
    sendJsonText(reply, await getSizingJson(request.ctx, request.params.id)),
  );

  for (const kind of Object.keys(extrasEndpoints) as ExtraKindSegment[]) {
    registerEndpoint(app, extrasEndpoints[kind], async (request, reply) => {
      const items = await listExtras(request.ctx, {
        id: request.params.id,
        contentType: request.query.contentType,
        kind,
      });
      return sendOrNoContent(reply, items);
    });
  }
};
