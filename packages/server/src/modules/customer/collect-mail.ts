import type { CollectMailBody } from '@airshop/domain/catalog/sales-contacts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientNetworkSubject, hitRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { findContactEmail, insertMailClick } from './queries.ts';

/**
 * A person clicks a handful of addresses; a script posting clicks in a loop would only skew the figures
 * sales reads, so the limit is generous and per client address.
 */
export const COLLECT_MAIL_LIMIT_PER_IP: RateLimit = { name: 'collect-mail:ip', max: 30, windowSeconds: 600 };

export interface CollectMailInput {
  body: CollectMailBody;
  clientIp: string;
}

/**
 * POST Customer/CollectMail: a visitor clicked a sales contact's e-mail address. Only addresses of our
 * contacts are kept, so the log cannot be filled with arbitrary text; it is stored as the contact has it,
 * with the page language and the guest id (never more about the visitor). The click and its rate-limit hit
 * are written together: a refused click counts for nothing.
 */
export async function collectMail(ctx: RequestContext, { body, clientIp }: CollectMailInput): Promise<void> {
  const clicked = (typeof body === 'string' ? body : body.Email).trim();
  const email = await findContactEmail(ctx.db, clicked);
  if (email === undefined) {
    throw new AppError('validation_failed', 'This is not the e-mail address of a sales contact.', [
      {
        in: 'body',
        path: typeof body === 'string' ? [] : ['Email'],
        message: 'is not a sales contact’s address',
      },
    ]);
  }
  await ctx.db.transaction(async (tx) => {
    await hitRateLimit(tx, COLLECT_MAIL_LIMIT_PER_IP, clientNetworkSubject(clientIp));
    await insertMailClick(tx, { email, locale: ctx.locale, guestId: ctx.guestId });
  });
}
