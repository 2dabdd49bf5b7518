import { addCartItemEndpoint, cartWidgetEndpoint } from '@airshop/domain/api/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markAddFailure } from './add-failure.ts';
import { addCartItem } from './add-item.ts';
import { cartUploadRoutes } from './upload/routes.ts';
import { getCartWidget } from './widget.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, addCartItemEndpoint, async (request, reply) => {
    try {
      return await addCartItem(request.ctx, request.body);
    } catch (error) {
      markAddFailure(reply, error);
      throw error;
    }
  });

  registerEndpoint(app, cartWidgetEndpoint, async (request) => getCartWidget(request.ctx));
  await app.register(cartUploadRoutes);
};
