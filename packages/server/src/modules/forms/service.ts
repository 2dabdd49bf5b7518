import type { NewsletterSignupBody } from '@airshop/domain/forms/newsletter';
import type { RequestContext } from '../../platform/context.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import { enqueueMail } from '../mail/index.ts';

/**
 * Anyone may sign anyone up, so both the sender's network and the address are limited: one visitor cannot
 * sign up a list of strangers, and nobody can make the back office receive the same address over and over.
 */
export const NEWSLETTER_LIMIT_PER_IP: RateLimit = { name: 'newsletter:ip', max: 10, windowSeconds: 3600 };
export const NEWSLETTER_LIMIT_PER_ADDRESS: RateLimit = {
  name: 'newsletter:to',
  max: 3,
  windowSeconds: 86_400,
};

export interface NewsletterSignupInput extends NewsletterSignupBody {
  clientIp: string;
  /** The back office's mailbox for sign-ups (platform/mailboxes.ts). */
  mailbox: string;
}

/**
 * POST Form/NewsletterSignup: writes the sign-up to the back office as a mail, in the same transaction as the
 * rate-limit hits, so a refused request counts for nothing and a counted one always has its mail. The address
 * travels in the body only; the recipient (a setting) and the subject are fixed, so nothing a visitor types
 * reaches a header.
 */
export async function signUpForNewsletter(ctx: RequestContext, input: NewsletterSignupInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await hitRateLimit(tx, NEWSLETTER_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
    await hitRateLimit(tx, NEWSLETTER_LIMIT_PER_ADDRESS, rateLimitSubject(input.Email, { hash: true }));
    await enqueueMail(tx, {
      to: [input.mailbox],
      subject: 'Newsletter sign-up',
      text: [
        'A visitor signed up for the newsletter on the product site.',
        '',
        `E-mail: ${input.Email}`,
        `Language: ${input.Locale}`,
        `Received: ${new Date().toISOString()}`,
        '',
        'Add the address to the newsletter list of this language. The visitor gave consent in the form.',
      ].join('\n'),
    });
  });
  ctx.log.info({ locale: input.Locale }, 'newsletter sign-up enqueued');
}
