import { errorBodySchema } from '@airshop/domain/errors';
import { productPageSchema, productParamsSchema } from '@airshop/domain/product';
import {
  EXTRA_KINDS,
  type ExtraKindSegment,
  extraItemsSchema,
  extrasParamsSchema,
  extrasQuerySchema,
} from '@airshop/domain/product-extras';
import { sizingSchema } from '@airshop/domain/product-variant';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOrNoContent } from '../../platform/reply.ts';
import { listExtras } from './extras-service.ts';
import { getProductPageJson } from './page-service.ts';
import { getSizingJson } from './sizing-service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 500: errorBodySchema };

/**
 * Sends JSON that is already serialised: the cached page, or the sizing PostgreSQL wrote. A string or bytes
 * with a JSON content type skip the route's serializer; the schemas still describe it (OpenAPI) and the tests parse
 * every answer with them.
 */
function sendJsonText(reply: FastifyReply, json: Buffer | string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

const EXTRA_SUMMARIES: Record<ExtraKindSegment, string> = {
  Accessories: 'Accessories',
  SpareParts: 'Spare parts',
  Filters: 'Filters',
  Warranties: 'Warranties',
};

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/Catalog/Products/:id',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'A product as loaded for its page: detail, documents, videos, related items, breadcrumb',
        params: productParamsSchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request, reply) => sendJsonText(reply, await getProductPageJson(request.ctx, request.params.id)),
  );

  app.get(
    '/api/v1/Catalog/Products/:id/Sizing',
    {
      schema: {
        tags: ['Catalog'],
        summary:
          'The variants of a product with their attribute values; prices, stock and delivery data only for ' +
          'approved customers in a market with the web shop enabled',
        params: productParamsSchema,
        response: { 200: sizingSchema, ...errors },
      },
    },
    async (request, reply) => sendJsonText(reply, await getSizingJson(request.ctx, request.params.id)),
  );

  for (const kind of Object.keys(EXTRA_KINDS) as ExtraKindSegment[]) {
    app.get(
      `/api/v1/Catalog/:id/${kind}`,
      {
        schema: {
          tags: ['Catalog'],
          summary:
            `${EXTRA_SUMMARIES[kind]} of a product (contentType=product, id is the product id) or of a ` +
            'variant (contentType=variant, id is the variant code). 204 when there are none.',
          params: extrasParamsSchema,
          querystring: extrasQuerySchema,
          response: { 200: extraItemsSchema, 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        const items = await listExtras(request.ctx, {
          id: request.params.id,
          contentType: request.query.contentType,
          kind,
        });
        return sendOrNoContent(reply, items);
      },
    );
  }
};
