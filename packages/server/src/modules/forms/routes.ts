import { newsletterSignupEndpoint } from '@airshop/domain/api/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
import { RateLimitError } from '../../platform/rate-limit.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { signUpForNewsletter } from './service.ts';

/** Form/… endpoints; the caller wakes the mail worker after a mail is committed. */
export function formsRoutes({
  mailboxes,
  wakeMail,
}: {
  mailboxes: Mailboxes;
  wakeMail: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, newsletterSignupEndpoint, async (request, reply) => {
      try {
        await signUpForNewsletter(request.ctx, {
          ...request.body,
          clientIp: request.ip,
          mailbox: mailboxFor(mailboxes, 'newsletter'),
        });
      } catch (error) {
        if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      wakeMail();
      return reply.code(204).send();
    });
  };
}
