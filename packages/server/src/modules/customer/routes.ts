import { collectMailEndpoint } from '@airshop/domain/api/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimitError } from '../../platform/rate-limit.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { collectMail } from './collect-mail.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, collectMailEndpoint, async (request, reply) => {
    try {
      await collectMail(request.ctx, { body: request.body, clientIp: request.ip });
    } catch (error) {
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    return reply.code(204).send();
  });
};
