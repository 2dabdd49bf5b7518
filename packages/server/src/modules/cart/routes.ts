import {
  addCartItemEndpoint,
  cartCheckoutEndpoint,
  cartStatusEndpoint,
  cartWidgetEndpoint,
  checkoutInfoEndpoint,
  createDeliveryEndpoint,
  deleteBasketEndpoint,
  deleteCartEndpoint,
  deleteCartItemEndpoint,
  deleteDeliveryEndpoint,
  dismissAlertsEndpoint,
  duplicateCartItemEndpoint,
  mergeDeliveriesEndpoint,
  moveCartItemEndpoint,
  plainCartEndpoint,
  renameCartEndpoint,
  updateCartItemEndpoint,
  updateDeliveryEndpoint,
} from '@airshop/domain/api/cart';
import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { RENAME_INVALID_MESSAGE } from '@airshop/domain/commerce/cart-edits';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markAddFailure } from './add-failure.ts';
import { addCartItem } from './add-item.ts';
import { deleteBasket, deleteCart, dismissAlerts, renameCart } from './cart-edits.ts';
import { type CartOwner, checkCartId, findOwnerCart, resolveCartOwner } from './cart-owner.ts';
import { getCartStatus, getCheckoutInfo, getPlainCart } from './cart-reads.ts';
import { markRefusal } from './cart-write.ts';
import { readCartCheckout } from './checkout.ts';
import { createDelivery, deleteDelivery, mergeDeliveries, updateDelivery } from './delivery-edits.ts';
import { deleteCartItem, duplicateCartItem, moveCartItem, updateCartItem } from './line-edits.ts';
import { cartUploadRoutes } from './upload/routes.ts';
import { getCartWidget } from './widget.ts';

/**
 * Sends the cart as JSON text, past the route's serializer, which would check it against cartCheckoutSchema
 * once more on every read and write (a tenth of a write's cost): readCartCheckout builds the schema's object
 * member for member, which checkout-answer.test.ts holds it to (ADR 0062). The schema still describes the answer.
 */
function sendCheckout<Reply extends FastifyReply>(reply: Reply, checkout: CartCheckout): Reply {
  reply.type('application/json; charset=utf-8').send(JSON.stringify(checkout));
  return reply;
}

/** A cart write for the request's owner; a refusal's reason also goes into x-custom-message (shop.md §8). */
async function edit<Reply extends FastifyReply>(
  ctx: RequestContext,
  reply: Reply,
  run: (owner: CartOwner) => Promise<CartCheckout>,
): Promise<Reply> {
  try {
    return sendCheckout(reply, await run(await resolveCartOwner(ctx)));
  } catch (error) {
    markRefusal(reply, error);
    throw error;
  }
}

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

  registerEndpoint(app, cartCheckoutEndpoint, async (request, reply) => {
    const owner = await resolveCartOwner(request.ctx);
    checkCartId(await findOwnerCart(request.ctx.db, owner), request.params.id);
    return sendCheckout(reply, await readCartCheckout(request.ctx, owner));
  });
  registerEndpoint(app, checkoutInfoEndpoint, async (request) =>
    getCheckoutInfo(request.ctx, await resolveCartOwner(request.ctx)),
  );
  registerEndpoint(app, plainCartEndpoint, async (request) =>
    getPlainCart(request.ctx, await resolveCartOwner(request.ctx)),
  );
  registerEndpoint(app, cartStatusEndpoint, async (request) =>
    getCartStatus(request.ctx, await resolveCartOwner(request.ctx), request.params),
  );

  registerEndpoint(app, updateCartItemEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => updateCartItem(request.ctx, owner, request.params.id, request.body)),
  );
  registerEndpoint(app, deleteCartItemEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => deleteCartItem(request.ctx, owner, request.params.id, request.body)),
  );
  registerEndpoint(app, duplicateCartItemEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => duplicateCartItem(request.ctx, owner, request.body)),
  );
  registerEndpoint(app, moveCartItemEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => moveCartItem(request.ctx, owner, request.body)),
  );
  registerEndpoint(app, createDeliveryEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => createDelivery(request.ctx, owner, request.body)),
  );
  registerEndpoint(app, deleteDeliveryEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => deleteDelivery(request.ctx, owner, request.body)),
  );
  registerEndpoint(app, updateDeliveryEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => updateDelivery(request.ctx, owner, request.body)),
  );
  registerEndpoint(app, mergeDeliveriesEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => mergeDeliveries(request.ctx, owner, request.body)),
  );
  registerEndpoint(app, deleteBasketEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => deleteBasket(request.ctx, owner)),
  );
  registerEndpoint(app, deleteCartEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => deleteCart(request.ctx, owner, request.query.cartId, request.body)),
  );
  registerEndpoint(
    app,
    renameCartEndpoint,
    async (request, reply) =>
      edit(request.ctx, reply, (owner) => renameCart(request.ctx, owner, request.body)),
    // shop.md §5: a rename without id or name is refused with this very message.
    { schemaErrorFormatter: () => new AppError('validation_failed', RENAME_INVALID_MESSAGE) },
  );
  registerEndpoint(app, dismissAlertsEndpoint, async (request, reply) =>
    edit(request.ctx, reply, (owner) => dismissAlerts(request.ctx, owner)),
  );
  await app.register(cartUploadRoutes);
};
