import { startGuestCartEndpoint } from '@airshop/domain/api/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { type CookieSettings, issueGuestId } from '../auth/index.ts';
import { startGuestCart } from './start-guest.ts';

/** POST Carts/Default/Guest (ADR 0059). Apart from routes.ts because it sets the GuestId cookie. */
export function guestCartRoutes(cookies: CookieSettings): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, startGuestCartEndpoint, async (request, reply) => {
      return await startGuestCart(request.ctx, {
        clientIp: request.ip,
        issueGuestId: () => issueGuestId(reply, cookies),
      });
    });
  };
}
