import type { ChangePasswordBody } from '@airshop/domain/account/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/accounts.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit, type RateLimit, rateLimitSubject } from '../../platform/rate-limit.ts';
import { passwordHasher } from './password-hash.ts';
import { assertPasswordAllowed } from './password-rule.ts';
import { deleteOtherSessions } from './sessions.ts';

/**
 * Guesses of the current password from one session (a device left signed in) are limited per user, like
 * sign-in's guesses per address; every attempt counts, so the count is written outside the transaction.
 */
export const CHANGE_PASSWORD_LIMIT_PER_USER: RateLimit = {
  name: 'change-password:user',
  max: 10,
  windowSeconds: 900,
};

export interface ChangePasswordInput {
  readonly body: ChangePasswordBody;
  /** The token of the session the change comes from: that one stays, every other session of the user ends. */
  readonly sessionToken: string;
}

/**
 * POST Customer/ChangePassword: the signed-in user sets a new password after proving the current one. Whoever
 * else holds a session of the account (another device, someone who knew the old password) is signed out, and
 * reset links already mailed stop working, in the same transaction as the new hash.
 */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<void> {
  const { customer } = ctx;
  if (!customer) throw new AppError('unauthenticated');
  await hitRateLimit(ctx.db, CHANGE_PASSWORD_LIMIT_PER_USER, rateLimitSubject(customer.userId));
  const [user] = await ctx.db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, customer.userId))
    .limit(1);
  const matches = user?.passwordHash
    ? await passwordHasher.verify(input.body.CurrentPassword, user.passwordHash)
    : false;
  if (!matches) {
    throw new AppError('validation_failed', 'The current password is wrong.', [
      { in: 'body', path: 'CurrentPassword', message: 'wrong password' },
    ]);
  }
  // The same rule as sign-up and reset: common passwords and the user's own address or name are refused.
  assertPasswordAllowed(input.body.Password, user ?? {});
  const passwordHash = await passwordHasher.hash(input.body.Password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, customer.userId));
    await deleteOtherSessions(tx, customer.userId, input.sessionToken);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, customer.userId), isNull(passwordResetTokens.usedAt)));
  });
}
