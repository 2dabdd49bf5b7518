import { newsletterSignupEndpoint } from '@airshop/domain/api/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
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
      await signUpForNewsletter(request.ctx, {
        ...request.body,
        clientIp: request.ip,
        mailbox: mailboxFor(mailboxes, 'newsletter'),
      });
      wakeMail();
      return reply.code(204).send();
    });
  };
}
