import { applyPromotionEndpoint, removePromotionEndpoint } from '@airshop/domain/api/cart';
import { backOfficePromotionsEndpoint } from '@airshop/domain/api/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { readCartCheckout } from '../cart/index.ts';
import type { Buyer } from '../commerce/index.ts';
import { listPromotions } from './list-promotions.ts';
import { applyPromotionCode, removePromotionCode } from './promotion-code.ts';
import { markPromotionRefusal } from './refusal-header.ts';

/** The answer of every write: the changed cart, as the cart module reads it for its buyer. */
const answerCart = (ctx: RequestContext, buyer: Buyer) =>
  readCartCheckout(ctx, { kind: 'buyer', buyer, market: buyer.market });

/** PUT/DELETE Carts/Default/PromotionCode and the back office's list of codes (ADR 0058). */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, applyPromotionEndpoint, async (request, reply) => {
    try {
      return await answerCart(request.ctx, await applyPromotionCode(request.ctx, request.body));
    } catch (error) {
      markPromotionRefusal(reply, error);
      throw error;
    }
  });

  registerEndpoint(app, removePromotionEndpoint, async (request) =>
    answerCart(request.ctx, await removePromotionCode(request.ctx, request.body)),
  );

  registerEndpoint(app, backOfficePromotionsEndpoint, async (request) => listPromotions(request.ctx));
};
