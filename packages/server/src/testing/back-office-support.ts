import { USER_STATUS } from '@airshop/domain/account/user-status';
import type { Db } from '../db/client.ts';
import { companies, type UserRole, userStatusEvents, users } from '../db/schema.ts';
import { sessionCookieName } from '../modules/auth/session-cookie.ts';
import { createSession } from '../modules/auth/sessions.ts';

let counter = 0;

export async function insertCompany(
  db: Db,
  company: {
    name: string;
    marketId: string;
    customerNumber?: string | null;
    status?: 'active' | 'requested';
  },
): Promise<string> {
  const [row] = await db
    .insert(companies)
    .values({ customerNumber: null, status: 'active', ...company })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

export interface TestUser {
  id: string;
  email: string;
}

/**
 * A user as a sign-up (or an admin set-up) leaves them: the status, and for a status other than the starting
 * ones, the sign-up event from 14 so the history is not empty.
 */
export async function insertUser(
  db: Db,
  user: {
    companyId: string | null;
    status: number;
    roles?: UserRole[];
    locale?: string;
    marketId?: string;
    firstName?: string;
    lastName?: string;
  },
): Promise<TestUser> {
  counter += 1;
  const email = `user${counter}-${Date.now().toString(36)}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      companyId: user.companyId,
      email,
      firstName: user.firstName ?? 'Test',
      lastName: user.lastName ?? `User ${counter}`,
      status: user.status,
      roles: user.roles ?? ['site', 'webshop'],
      locale: user.locale ?? 'en',
      marketId: user.marketId ?? 'SE',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  await db.insert(userStatusEvents).values({
    userId: row.id,
    fromStatus: USER_STATUS.NotRegisteredYet,
    toStatus: user.status,
    actorUserId: null,
  });
  return { id: row.id, email };
}

/** A signed-in session for the user, as the `cookie` header of a request (same-origin, as a browser sends it). */
export async function signedInHeaders(
  db: Db,
  userId: string,
  secureCookies: boolean,
): Promise<Record<string, string>> {
  const token = await createSession(db, userId);
  return { cookie: `${sessionCookieName({ secureCookies })}=${token}`, 'sec-fetch-site': 'same-origin' };
}
