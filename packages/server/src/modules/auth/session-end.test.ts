import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions } from '../../db/schema/accounts.ts';
import { hitRateLimit, rateLimitSubject } from '../../platform/rate-limit.ts';
import {
  insertTestAccount,
  SESSION_COOKIE,
  signInCookie,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { CHANGE_PASSWORD_LIMIT_PER_USER } from './change-password.ts';
import { hashToken, SESSION_IDLE_SECONDS } from './sessions.ts';

/*
 * Sessions end for real (issue 13, point 5): after 8 idle hours, on "sign out everywhere", and when the password
 * is changed (all but the device that changed it). Each case checks the rows in the sessions table, not only
 * what the API answers.
 */
const t = useTestApp();
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const NEW_PASSWORD = 'a fresh passphrase 2026';

const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/Customer/ProfileInfo', headers: { cookie } })).json()
    .IsLoggedIn as boolean;

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

async function sessionRows(userId: string) {
  return t.database.db
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}

/** Sets when the session of `cookie` was last used, `seconds` ago. */
async function lastSeen(cookie: string, seconds: number): Promise<void> {
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
}

const changePassword = (cookie: string | undefined, payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/ChangePassword',
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe('the idle timeout', () => {
  it('ends a session unused for 8 hours and clears its cookie', async () => {
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    await lastSeen(cookie, SESSION_IDLE_SECONDS + 60);
    const response = await t.app.inject({ url: '/api/v1/Customer/ProfileInfo', headers: { cookie } });
    expect(response.json().IsLoggedIn).toBe(false);
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    // The next sign-in clears the dead row away.
    await signInCookie(t.app, account.email);
    expect(await sessionRows(account.userId)).toHaveLength(1);
  });

  it('keeps a session that is used, and moves its idle end with the use', async () => {
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    await lastSeen(cookie, SESSION_IDLE_SECONDS - 3600);
    expect(await isSignedIn(cookie)).toBe(true);
    const [row] = await sessionRows(account.userId);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('POST Customer/SignOutEverywhere', () => {
  it('deletes every session of the user, on every device, and clears this cookie', async () => {
    const account = await insertTestAccount(t.database.db);
    const other = await insertTestAccount(t.database.db);
    const here = await signInCookie(t.app, account.email);
    const phone = await signInCookie(t.app, account.email);
    const someoneElse = await signInCookie(t.app, other.email);
    expect(await sessionRows(account.userId)).toHaveLength(2);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/SignOutEverywhere',
      headers: { cookie: here, ...SAME_ORIGIN },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await sessionRows(account.userId)).toHaveLength(0);
    expect(await isSignedIn(here)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(someoneElse)).toBe(true);
  });

  it('answers 401 without a session, and 403 to another site', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/SignOutEverywhere',
      headers: SAME_ORIGIN,
    });
    expect(anonymous.statusCode).toBe(401);
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/SignOutEverywhere',
      headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await sessionRows(account.userId)).toHaveLength(1);
  });
});

describe('POST Customer/ChangePassword', () => {
  it('sets the new password, keeps this session and deletes the others, and voids mailed reset links', async () => {
    const account = await insertTestAccount(t.database.db);
    const here = await signInCookie(t.app, account.email);
    const elsewhere = await signInCookie(t.app, account.email);
    await t.database.db.insert(passwordResetTokens).values({
      tokenHash: 'mailed-before',
      userId: account.userId,
      expiresAt: sql`now() + interval '1 hour'`,
    });

    const response = await changePassword(here, { CurrentPassword: TEST_PASSWORD, Password: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await sessionRows(account.userId)).map((r) => r.tokenHash)).toEqual([hashToken(tokenOf(here))]);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    const open = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, account.userId), isNull(passwordResetTokens.usedAt)));
    expect(open).toHaveLength(0);
    await expect(signInCookie(t.app, account.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await signInCookie(t.app, account.email, NEW_PASSWORD)).toMatch(`${SESSION_COOKIE}=`);
  });

  it('refuses a wrong current password and a new one the sign-up rule refuses, and changes nothing', async () => {
    const account = await insertTestAccount(t.database.db);
    const here = await signInCookie(t.app, account.email);
    const elsewhere = await signInCookie(t.app, account.email);
    const wrong = await changePassword(here, { CurrentPassword: 'not the password', Password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'CurrentPassword' }] });
    const short = await changePassword(here, { CurrentPassword: TEST_PASSWORD, Password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().details)).toContain('Password');
    // Long enough, but on the list of common passwords, or the user's own address.
    for (const Password of ['password1234', account.email]) {
      const refused = await changePassword(here, { CurrentPassword: TEST_PASSWORD, Password });
      expect(refused.statusCode, Password).toBe(400);
      expect(refused.json().details).toEqual([expect.objectContaining({ path: 'Password' })]);
    }
    expect(await isSignedIn(elsewhere)).toBe(true);
    expect(await signInCookie(t.app, account.email, TEST_PASSWORD)).toMatch(`${SESSION_COOKIE}=`);
  });

  it('answers 401 without a session and 429 once the guesses of one user are used up', async () => {
    expect(
      (await changePassword(undefined, { CurrentPassword: 'x', Password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    const account = await insertTestAccount(t.database.db);
    const here = await signInCookie(t.app, account.email);
    for (let i = 0; i < CHANGE_PASSWORD_LIMIT_PER_USER.max; i += 1) {
      await hitRateLimit(t.database.db, CHANGE_PASSWORD_LIMIT_PER_USER, rateLimitSubject(account.userId));
    }
    const limited = await changePassword(here, { CurrentPassword: TEST_PASSWORD, Password: NEW_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
