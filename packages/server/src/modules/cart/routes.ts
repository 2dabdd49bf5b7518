import { addCartItemEndpoint, cartCheckoutEndpoint, cartWidgetEndpoint } from '@airshop/domain/api/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markAddFailure } from './add-failure.ts';
import { addCartItem } from './add-item.ts';
import { checkCartId, findOwnerCart, resolveCartOwner } from './cart-owner.ts';
import { readCartCheckout } from './checkout.ts';
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

  registerEndpoint(app, cartCheckoutEndpoint, async (request) => {
    const owner = await resolveCartOwner(request.ctx);
    checkCartId(await findOwnerCart(request.ctx.db, owner), request.params.id);
    return readCartCheckout(request.ctx, owner);
  });
};
