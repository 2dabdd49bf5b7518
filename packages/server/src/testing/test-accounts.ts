import { USER_STATUS } from '@airshop/domain/account/user-status';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { companies, type UserRole, users } from '../db/schema/accounts.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';

/*
 * Test fixtures of the auth module: a user with a password written straight to the tables, and signing in
 * through the real API to get the session cookie a browser would hold.
 */

export const TEST_PASSWORD = 'correct horse battery';
let sequence = 0;
let passwordHash: Promise<string> | undefined;

export interface TestAccount {
  readonly userId: string;
  readonly companyId: string;
  readonly email: string;
}

export async function insertTestAccount(
  db: Db,
  {
    marketId = 'SE',
    roles = ['site', 'webshop'] as UserRole[],
    status = 8,
    canLogin = true,
    companyId = undefined as string | undefined,
  } = {},
): Promise<TestAccount> {
  const n = ++sequence;
  let company = companyId;
  if (!company) {
    const [row] = await db
      .insert(companies)
      .values({ name: `Auth Test ${n}`, customerNumber: `A${Date.now()}-${n}`, marketId })
      .returning({ id: companies.id });
    company = row?.id as string;
  }
  // One scrypt hash for every fixture of a file: the hashing cost is tested once, not paid per user.
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = `auth${n}.${Date.now()}@test.example`;
  const [user] = await db
    .insert(users)
    .values({
      companyId: company,
      email,
      firstName: 'Test',
      lastName: `Person ${n}`,
      marketId,
      roles,
      status,
      canLogin,
      passwordHash: await passwordHash,
    })
    .returning({ id: users.id });
  return { userId: user?.id as string, companyId: company, email };
}

/** The `name=value` of the cookie `name` that a response sets, or undefined. */
export function setCookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  for (const cookie of all as string[]) {
    const [pair] = cookie.split(';');
    if (pair?.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

export const SESSION_COOKIE = 'airshop_session';

/** Signs in through POST Customer/SignIn and answers the `Cookie` header value that carries the session. */
export async function signInCookie(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  // Each from its own /24 network, so a file full of sign-ins stays under the per-network limit.
  const n = ++sequence;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/Customer/SignIn',
    payload: { Email: email, Password: password },
    remoteAddress: `10.${(n >> 8) & 255}.${n & 255}.1`,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const token = setCookieValue(response.headers, SESSION_COOKIE);
  if (!token) throw new Error('Sign-in set no session cookie');
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Session cookies of the people a test of a company's objects tries: an approved buyer, a colleague in the same
 * company, a buyer of another company, a user waiting for approval, a user without the webshop role and a buyer
 * in a market whose web shop is off (HU in the reference data).
 */
export async function roleCookies(app: FastifyInstance, db: Db) {
  const buyer = await insertTestAccount(db, {});
  const signedIn = async (options: Parameters<typeof insertTestAccount>[1]) =>
    signInCookie(app, (await insertTestAccount(db, options)).email);
  return {
    buyer: await signInCookie(app, buyer.email),
    colleague: await signedIn({ companyId: buyer.companyId }),
    other: await signedIn({}),
    waiting: await signedIn({ status: USER_STATUS.WaitingForBackOfficeApproval }),
    noRole: await signedIn({ roles: ['site'] }),
    disabledMarket: await signedIn({ marketId: 'HU' }),
  };
}
