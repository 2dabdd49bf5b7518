import type { SignInBody } from '@airshop/domain/account/auth';
import { type Profile, signedInProfile } from '@airshop/domain/account/profile';
import { safeReturnUrl } from '@airshop/domain/account/return-url';
import { endsAccess } from '@airshop/domain/account/user-status';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import { dummyPasswordHash, passwordHasher } from './password-hash.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSessionUser,
  isTokenShaped,
} from './sessions.ts';
import { runSignInHook, type SignInHook } from './sign-in-hook.ts';

/**
 * Guessing is limited per address (one account attacked from many networks) and per network (many accounts
 * tried from one). Every attempt counts, successful or not, so the counts are written outside any transaction.
 */
export const SIGN_IN_LIMIT_PER_EMAIL: RateLimit = { name: 'sign-in:email', max: 10, windowSeconds: 900 };
export const SIGN_IN_LIMIT_PER_IP: RateLimit = { name: 'sign-in:ip', max: 50, windowSeconds: 900 };

export interface SignInInput {
  readonly body: SignInBody;
  readonly clientIp: string;
  /** The session token the request came with, ended here: every sign-in gets a new one. */
  readonly previousToken: string | undefined;
  /** Runs after the session is made, as the signed-in customer (the guest cart's merge, ADR 0059). */
  readonly afterSignIn: SignInHook;
}

export interface SignInOutcome {
  readonly token: string;
  readonly profile: Profile;
  readonly returnUrl: string;
}

const WRONG_CREDENTIALS = 'The e-mail address or the password is wrong.';

/**
 * POST Customer/SignIn. The password is verified with scrypt whether or not the address is known (against a
 * dummy hash when it is not), so the answer takes the same time either way and says the same thing.
 */
export async function signIn(ctx: RequestContext, input: SignInInput): Promise<SignInOutcome> {
  const { body } = input;
  await hitRateLimit(ctx.db, SIGN_IN_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
  await hitRateLimit(ctx.db, SIGN_IN_LIMIT_PER_EMAIL, rateLimitSubject(body.Email, { hash: true }));

  const [user] = await ctx.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      canLogin: users.canLogin,
      locale: users.locale,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.Email))
    .limit(1);
  const stored = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await passwordHasher.verify(body.Password, stored);
  if (!user?.passwordHash || !matches) throw new AppError('unauthenticated', WRONG_CREDENTIALS);
  // Only someone who knows the password learns that the account exists but may not sign in.
  if (!user.canLogin || endsAccess(user.status)) {
    throw new AppError('unauthenticated', 'This account cannot sign in. Contact your company or Airshop.');
  }

  const token = await ctx.db.transaction(async (tx) => {
    if (isTokenShaped(input.previousToken)) await deleteSession(tx, input.previousToken);
    await deleteExpiredSessions(tx, user.id);
    if (body.Language && body.Language !== user.locale) {
      await tx.update(users).set({ locale: body.Language }).where(eq(users.id, user.id));
    }
    return createSession(tx, user.id);
  });
  const customer = await findSessionUser(ctx.db, token);
  if (customer) await runSignInHook({ ...ctx, customer }, input.afterSignIn);

  const name = `${user.firstName} ${user.lastName}`.trim();
  const language = body.Language ?? user.locale;
  return {
    token,
    profile: signedInProfile({ name, status: user.status, roles: user.roles }),
    returnUrl: safeReturnUrl(body.ReturnUrl, `/${language}`),
  };
}
