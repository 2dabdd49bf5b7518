import { errorBodySchema } from '@airshop/domain/errors';
import { newsletterSignupBodySchema } from '@airshop/domain/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
import { RateLimitError } from '../../platform/rate-limit.ts';
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
    app.post(
      '/api/v1/Form/NewsletterSignup',
      {
        schema: {
          tags: ['Forms'],
          summary: 'Sign an e-mail address up for the newsletter',
          description:
            'Used by the embedded marketing form of the product page (ADR 0021). The back office receives the ' +
            'sign-up as a mail. Rate limited per client address and per e-mail address (429 with Retry-After).',
          body: newsletterSignupBodySchema,
          response: { 204: z.undefined(), 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
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
      },
    );
  };
}
