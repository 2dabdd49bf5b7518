import {
  type PasswordResetComplete,
  type PasswordResetRequest,
  RESET_TOKEN_LIFETIME_SECONDS,
} from '@airshop/domain/account/auth';
import { endsAccess } from '@airshop/domain/account/user-status';
import { DEFAULT_LOCALE, parseLocale } from '@airshop/domain/i18n/locales';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/accounts.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import { enqueueMail, loadMailTexts } from '../mail/index.ts';
import { passwordHasher } from './password-hash.ts';
import { assertPasswordAllowed } from './password-rule.ts';
import { resetMail } from './reset-mail.ts';
import { deleteUserSessions, hashToken, newToken } from './sessions.ts';

/** Reset mails per address (one inbox cannot be flooded) and per network (one script cannot flood many). */
export const RESET_LIMIT_PER_EMAIL: RateLimit = { name: 'password-reset:email', max: 3, windowSeconds: 3600 };
export const RESET_LIMIT_PER_IP: RateLimit = { name: 'password-reset:ip', max: 20, windowSeconds: 3600 };

export interface PasswordResetRequestInput {
  readonly body: PasswordResetRequest;
  readonly clientIp: string;
  /** The site's public URL: the link in the mail points there. */
  readonly publicUrl: string;
}

/**
 * POST Customer/PasswordReset: mails a one-time link to the address when it belongs to an account that may sign
 * in, and answers the same (204) either way, so nobody learns which addresses have accounts. The token row and
 * the mail are written in one transaction: a mail exists exactly when its token does.
 * Returns whether a mail was enqueued (for the caller to wake the mail worker; never shown to the visitor).
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: PasswordResetRequestInput,
): Promise<boolean> {
  const { body } = input;
  await hitRateLimit(ctx.db, RESET_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
  await hitRateLimit(ctx.db, RESET_LIMIT_PER_EMAIL, rateLimitSubject(body.Email, { hash: true }));
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        status: users.status,
        canLogin: users.canLogin,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.Email))
      .limit(1);
    if (!user?.canLogin || endsAccess(user.status)) return false;
    const token = newToken();
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_LIFETIME_SECONDS})`,
    });
    const locale = body.Language ?? parseLocale(user.locale) ?? DEFAULT_LOCALE;
    // In the query, so the page works without script: its loader moves the token into an HttpOnly cookie and
    // off the URL at once (ADR 0037); the one request that carries it is redacted in the log.
    const link = `${input.publicUrl}/${locale}/account/password-reset/complete?token=${token}`;
    const mail = resetMail(await loadMailTexts(tx, locale), user.firstName, link);
    await enqueueMail(tx, { to: [user.email], ...mail });
    return true;
  });
}

/**
 * POST Customer/PasswordReset/Complete: sets the new password when the token is known, unused and not
 * expired, marks it used, and ends every session of the user (whoever had the old password is signed out).
 * The token is claimed by the same statement that checks it, so it works once even under concurrent use.
 */
export async function completePasswordReset(ctx: RequestContext, body: PasswordResetComplete): Promise<void> {
  // The list check needs nobody: refuse a common password before any hashing or token work.
  assertPasswordAllowed(body.Password, {});
  const passwordHash = await passwordHasher.hash(body.Password);
  const done = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(body.Token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, claimed.userId));
    // Throwing here rolls the claim back: the link still works for a better password.
    if (owner) assertPasswordAllowed(body.Password, owner);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, claimed.userId));
    await deleteUserSessions(tx, claimed.userId);
    // Other links sent before this one must not work any more either.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
  if (!done) {
    throw new AppError('validation_failed', 'The link is invalid or has expired. Ask for a new one.', [
      { in: 'body', path: 'Token', message: 'invalid or expired' },
    ]);
  }
}
