import { errorBodySchema } from '@airshop/domain/errors';
import { collectMailBodySchema } from '@airshop/domain/sales-contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RateLimitError } from '../../platform/rate-limit.ts';
import { collectMail } from './collect-mail.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/Customer/CollectMail',
    {
      schema: {
        tags: ['Customer'],
        summary: 'Records that a sales contact’s e-mail address was clicked',
        description:
          'Body `{ "Email": "…" }` or the bare JSON string. The address must be one of a sales contact’s ' +
          'e-mail channels (400 otherwise). Rate limited per client address (429 with Retry-After). 204 when ' +
          'recorded.',
        body: collectMailBodySchema,
        response: { 204: z.undefined(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await collectMail(request.ctx, { body: request.body, clientIp: request.ip });
      } catch (error) {
        if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      return reply.code(204).send();
    },
  );
};
