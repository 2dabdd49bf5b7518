import {
  quickOrderCheckEndpoint,
  quickPickListEndpoint,
  quickPickUpdateCartEndpoint,
} from '@airshop/domain/api/quickpick';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markRefusal, resolveCartOwner } from '../cart/index.ts';
import { checkQuickOrder } from './check.ts';
import { checkMarket, readQuickPickList } from './list.ts';
import { updateQuickPickCart } from './update-cart.ts';

/** Quick-pick and the quick-order check (issue 17 points 5 and 6, ADR 0069): whose cart as every cart call. */
export const quickPickRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, quickPickListEndpoint, async (request, reply) => {
    try {
      const owner = await resolveCartOwner(request.ctx);
      checkMarket(owner, request.params.a);
      return await readQuickPickList(request.ctx, owner, request.params.b);
    } catch (error) {
      markRefusal(reply, error);
      throw error;
    }
  });
  registerEndpoint(app, quickPickUpdateCartEndpoint, async (request, reply) => {
    try {
      return await updateQuickPickCart(request.ctx, await resolveCartOwner(request.ctx), request.body);
    } catch (error) {
      markRefusal(reply, error);
      throw error;
    }
  });
  registerEndpoint(app, quickOrderCheckEndpoint, async (request) =>
    checkQuickOrder(request.ctx, await resolveCartOwner(request.ctx), request.body),
  );
};
