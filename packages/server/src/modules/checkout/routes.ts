import {
  cartOrderEndpoint,
  cartToProjectEndpoint,
  checkoutAddressesEndpoint,
  guestSubmitEndpoint,
  submitOrderEndpoint,
  updateCartOrderEndpoint,
} from '@airshop/domain/api/checkout';
import { IDEMPOTENCY_KEY_HEADER } from '@airshop/domain/forms/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markRefusal } from '../cart/index.ts';
import { getCartOrder, getCheckoutAddresses, updateCartOrder } from './cart-order.ts';
import type { OrderMailSettings } from './order-mail-settings.ts';
import { submitQuoteRequest } from './quote-request.ts';
import { submitOrder } from './submit-order.ts';
import { saveCartAsProject } from './to-project.ts';

/**
 * Checkout step 2 (issue 16, ADR 0063): the order fields, the addresses, the submit, the guest's quote request
 * and saving the cart as a project. The caller wakes the mail worker after an order's mails are committed.
 */
export function checkoutRoutes(
  settings: OrderMailSettings & { wakeMail: () => void },
): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, cartOrderEndpoint, async (request) => getCartOrder(request.ctx, request.params.id));

    registerEndpoint(app, updateCartOrderEndpoint, async (request) =>
      updateCartOrder(request.ctx, request.params.id, request.body),
    );

    registerEndpoint(app, checkoutAddressesEndpoint, async (request) => getCheckoutAddresses(request.ctx));

    registerEndpoint(app, submitOrderEndpoint, async (request, reply) => {
      try {
        const submitted = await submitOrder(request.ctx, settings, {
          id: request.params.id,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          body: request.body,
        });
        settings.wakeMail();
        return reply.code(201).send(submitted);
      } catch (error) {
        // The page names why from x-custom-message as for the cart's refusals (shop.md §8).
        markRefusal(reply, error);
        throw error;
      }
    });

    registerEndpoint(app, guestSubmitEndpoint, async (request, reply) => {
      try {
        const submitted = await submitQuoteRequest(request.ctx, settings, {
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          body: request.body,
          clientIp: request.ip,
        });
        settings.wakeMail();
        return reply.code(201).send(submitted);
      } catch (error) {
        markRefusal(reply, error);
        throw error;
      }
    });

    registerEndpoint(app, cartToProjectEndpoint, async (request, reply) => {
      try {
        const created = await saveCartAsProject(request.ctx, request.headers[IDEMPOTENCY_KEY_HEADER]);
        return reply.code(201).send(created);
      } catch (error) {
        markRefusal(reply, error);
        throw error;
      }
    });
  };
}
