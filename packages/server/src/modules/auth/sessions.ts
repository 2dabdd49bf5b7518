import { createHash, randomBytes } from 'node:crypto';
import { endsAccess, USER_STATUSES } from '@airshop/domain/account/user-status';
import { and, eq, gt, ne, not, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { SignedInUser } from '../../platform/context.ts';

/*
 * Sessions stored in the database (issue 4 §3, ADR 0015). The cookie holds 256 random bits; the table holds
 * their SHA-256, so a copy of the table signs nobody in. Any process can look a session up: nothing is kept in
 * memory.
 */

/** A session lasts 14 days from sign-in, then the user signs in again. */
export const SESSION_LIFETIME_SECONDS = 14 * 24 * 3600;

/**
 * A session unused for 8 hours ends (quality.md, "an idle timeout"): a browser left signed in on a shared or
 * lost device stops being a way in overnight, while a working day's breaks do not sign anyone out.
 */
export const SESSION_IDLE_SECONDS = 8 * 3600;

/**
 * How stale `last_seen_at` may get before a request writes it again. Writing it on every request would turn
 * each signed-in read into a write; every 5 minutes moves the idle end by at most that much.
 */
export const SESSION_TOUCH_SECONDS = 300;

/** The statuses whose users have no session: rejections and removals (the status machine's `endsAccess`). */
export const STATUSES_WITHOUT_ACCESS: readonly number[] = USER_STATUSES.map((s) => s.id).filter(endsAccess);

/** SHA-256 of a token, base64url: what the sessions and reset-token tables store. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape of a token we issue: anything else is not looked up at all. */
export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && TOKEN.test(value);
}

/** Starts a session for `userId` and answers its token (for the cookie). */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${SESSION_LIFETIME_SECONDS})`,
  });
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user: password reset, removal, rejection (the back office calls it too), sign out everywhere. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but the one of `keepToken` (a password change keeps the device it came from). */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
}

/** The session is still used: not idle for SESSION_IDLE_SECONDS. */
const notIdle = sql`${sessions.lastSeenAt} > now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;

/** Removes expired and idle sessions of one user, so the table does not grow with every sign-in. */
export async function deleteExpiredSessions(db: Db, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(sql`${sessions.expiresAt} <= now()`, not(notIdle))));
}

/**
 * Removes every ended session (expired or idle), of all users: the housekeeping sweep's part (ADR 0066). A user
 * who never signs in again would otherwise keep their rows for good. Answers how many went.
 */
export async function deleteEndedSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(sql`${sessions.expiresAt} <= now()`, not(notIdle)))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}

/**
 * The signed-in user of a session token, in one query (session joined with its user), or null: unknown,
 * expired or idle token, a user who may not sign in (`can_login` false) or whose status ends access. Such a
 * user's rows are deleted when the status changes; the check here also covers a change made by another path.
 * A session last seen more than SESSION_TOUCH_SECONDS ago is marked as seen now (a second statement, at most
 * once per session in that time).
 */
export async function findSessionUser(db: Db, token: string): Promise<SignedInUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      status: users.status,
      roles: users.roles,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      marketId: users.marketId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${SESSION_TOUCH_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        notIdle,
        eq(users.canLogin, true),
        notInArray(users.status, [...STATUSES_WITHOUT_ACCESS]),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.stale) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    userId: row.userId,
    companyId: row.companyId,
    status: row.status,
    roles: row.roles,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    marketId: row.marketId,
  };
}
