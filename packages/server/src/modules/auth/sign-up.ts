import type { SignUpBody, SignUpResult } from '@airshop/domain/account/auth';
import { signUpStatus, USER_STATUS, userStatusName } from '@airshop/domain/account/user-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, type UserRole, userStatusEvents, users } from '../../db/schema/accounts.ts';
import { markets } from '../../db/schema/market.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientNetworkSubject, hitRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { passwordHasher } from './password-hash.ts';
import { assertPasswordAllowed } from './password-rule.ts';

/** Sign-ups per network: generous for an office signing up its staff, tight for a script. */
export const SIGN_UP_LIMIT_PER_IP: RateLimit = { name: 'sign-up:ip', max: 10, windowSeconds: 3600 };

/**
 * What a new account asks for: the web shop (prices once approved) and the site. The status, not the roles,
 * keeps a new user from prices until every approval step is done (ADR 0015).
 */
export const SIGN_UP_ROLES: readonly UserRole[] = ['site', 'webshop'];

export interface SignUpInput {
  readonly body: SignUpBody;
  readonly clientIp: string;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const invalid = (path: string, message: string) =>
  new AppError('validation_failed', message, [{ in: 'body', path, message }]);

/** The company a sign-up joins (by customer number) or asks for (new, `requested`), with whether it has an admin. */
async function companyOf(
  tx: Db,
  body: SignUpBody,
): Promise<{ id: string; marketId: string; hasAdmin: boolean }> {
  if ('CustomerNumber' in body.Company) {
    const [company] = await tx
      .select({ id: companies.id, marketId: companies.marketId })
      .from(companies)
      .where(and(eq(companies.customerNumber, body.Company.CustomerNumber), eq(companies.status, 'active')))
      .limit(1);
    if (!company) throw invalid('Company.CustomerNumber', 'No customer has this customer number.');
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, company.id),
          sql`'companyAdmin' = any(${users.roles})`,
          eq(users.status, USER_STATUS.Approved),
        ),
      )
      .limit(1);
    return { ...company, hasAdmin: admins.length > 0 };
  }
  const [company] = await tx
    .insert(companies)
    .values({ name: body.Company.NewCompanyName, marketId: body.Market, status: 'requested' })
    .returning({ id: companies.id, marketId: companies.marketId });
  if (!company) throw new Error('The company insert returned no row');
  return { ...company, hasAdmin: false };
}

/**
 * POST Customer/SignUp: a new user waiting for approval, in a company found by customer number or asked for.
 * Joining a company with a company admin waits for that admin (3); otherwise, and for a new company, for the
 * back office (4). The status change from Created is recorded like every other. The user is not signed in.
 */
export async function signUp(ctx: RequestContext, input: SignUpInput): Promise<SignUpResult> {
  const { body } = input;
  // Counted before the work and outside the transaction: a refused sign-up (a taken address) counts too, which
  // bounds how fast anyone can find out which addresses have accounts.
  await hitRateLimit(ctx.db, SIGN_UP_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
  const [market] = await ctx.db.select({ id: markets.id }).from(markets).where(eq(markets.id, body.Market));
  if (!market) throw invalid('Market', 'This market does not exist.');
  assertPasswordAllowed(body.Password, {
    email: body.Email,
    firstName: body.FirstName,
    lastName: body.LastName,
  });
  const passwordHash = await passwordHasher.hash(body.Password);

  try {
    const status = await ctx.db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, body.Email))
        .limit(1);
      if (taken.length > 0) throw new AppError('conflict', 'An account with this e-mail address exists.');
      const company = await companyOf(tx, body);
      const initial = signUpStatus(company.hasAdmin);
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          email: body.Email,
          firstName: body.FirstName,
          lastName: body.LastName,
          phone: body.Phone ?? null,
          passwordHash,
          status: initial,
          roles: [...SIGN_UP_ROLES],
          locale: body.Language,
          marketId: company.marketId,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The user insert returned no row');
      await tx.insert(userStatusEvents).values({
        userId: user.id,
        fromStatus: USER_STATUS.Created,
        toStatus: initial,
        actorUserId: null,
        reason: 'Sign-up',
      });
      return initial;
    });
    ctx.log.info({ status }, 'sign-up');
    return { UserStatus: status, UserStatusName: userStatusName(status) };
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'An account with this e-mail address exists.');
    throw error;
  }
}
