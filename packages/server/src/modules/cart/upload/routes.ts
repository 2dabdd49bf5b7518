import { bulkCartItemsEndpoint, cartTemplateEndpoint, cartUploadEndpoint } from '@airshop/domain/api/cart';
import { CART_TEMPLATE_FILE_NAME } from '@airshop/domain/commerce/cart-upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../../platform/register-endpoint.ts';
import { UPLOAD_BODY_LIMIT } from '../../spreadsheets/index.ts';
import { bulkAddToCart, uploadToCart } from './service.ts';
import { CART_TEMPLATE_CSV } from './template.ts';

/** A bulk add of 10 000 rows with codes of 64 characters and notes of 35 (escaped, at worst) in JSON. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;

export const cartUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, cartUploadEndpoint, async (request) => uploadToCart(request.ctx, request.body), {
    bodyLimit: UPLOAD_BODY_LIMIT,
  });
  registerEndpoint(app, bulkCartItemsEndpoint, async (request) => bulkAddToCart(request.ctx, request.body), {
    bodyLimit: BULK_BODY_LIMIT,
  });
  registerEndpoint(app, cartTemplateEndpoint, async (_request, reply) => {
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CART_TEMPLATE_FILE_NAME}"`)
      .header('cache-control', 'public, max-age=3600');
    return CART_TEMPLATE_CSV;
  });
};
