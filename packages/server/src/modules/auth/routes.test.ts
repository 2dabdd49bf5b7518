import { profileSchema, signInResultSchema } from '@airshop/domain/account/profile';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema/accounts.ts';
import { clientNetworkSubject, hitRateLimit } from '../../platform/rate-limit.ts';
import {
  insertTestAccount,
  SESSION_COOKIE,
  setCookieValue,
  signInCookie,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { passwordHasher } from './password-hash.ts';
import { SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_LIMIT_PER_IP } from './sign-in.ts';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

/** What a browser adds to a same-origin fetch. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

const profile = async (cookie?: string) => {
  const response = await t.app.inject({
    url: '/api/v1/Customer/ProfileInfo',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return { response, body: profileSchema.parse(response.json()) };
};

const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Customer/SignIn', payload, headers });

const signOut = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Customer/SignOut', headers });

describe('GET Customer/ProfileInfo', () => {
  it('gives an anonymous visitor a guest id of 128 random bits, once', async () => {
    const first = await profile();
    expect(first.body).toMatchObject({
      IsLoggedIn: false,
      IsRegistered: false,
      IsGuest: true,
      UserStatus: 0,
    });
    const guestId = setCookieValue(first.response.headers, GUEST_ID_COOKIE);
    expect(guestId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.GuestId).toBe(guestId);
    expect(String(first.response.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/i);
    expect(first.response.headers['cache-control']).toBe('private, no-store');

    const again = await profile(`${GUEST_ID_COOKIE}=${guestId}`);
    expect(again.body.GuestId).toBe(guestId);
  });

  it('describes a signed-in user by name, status and roles', async () => {
    const account = await insertTestAccount(t.database.db, { roles: ['site', 'webshop', 'companyAdmin'] });
    const { body } = await profile(await signInCookie(t.app, account.email));
    expect(body).toMatchObject({
      IsLoggedIn: true,
      IsRegistered: true,
      CanRegisteredUserLogin: true,
      IsGuest: false,
      GuestId: null,
      UserStatus: 8,
      HasAnyRole: true,
      HasSiteRole: true,
      HasWebshopRole: true,
      HasBackOfficeAdminRole: false,
      HasCompanyAdminRole: true,
    });
    expect(body.Name).toMatch(/^Test Person \d+$/);
  });
});

describe('POST Customer/SignIn', () => {
  it('sets an HttpOnly, SameSite session cookie with 256 random bits and answers a safe return URL', async () => {
    const account = await insertTestAccount(t.database.db);
    const response = await signIn({
      Email: account.email.toUpperCase(),
      Password: TEST_PASSWORD,
      ReturnUrl: '/sv/products?x=1',
      Language: 'sv',
    });
    expect(response.statusCode).toBe(200);
    const result = signInResultSchema.parse(response.json());
    expect(result.ReturnUrl).toBe('/sv/products?x=1');
    expect(result.Profile.IsLoggedIn).toBe(true);
    const token = setCookieValue(response.headers, SESSION_COOKIE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // the test app is served over http
    // The table holds the token's hash, never the token.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    const [user] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, account.userId));
    expect(user?.locale).toBe('sv');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    'https://evil.example',
  ])('does not return to %s', async (ReturnUrl) => {
    const account = await insertTestAccount(t.database.db);
    const response = await signIn({
      Email: account.email,
      Password: TEST_PASSWORD,
      ReturnUrl,
      Language: 'de',
    });
    expect(signInResultSchema.parse(response.json()).ReturnUrl).toBe('/de');
  });

  it('answers the same 401 for a wrong password and an unknown address, verifying a password for both', async () => {
    const account = await insertTestAccount(t.database.db);
    const verify = vi.spyOn(passwordHasher, 'verify');
    const wrong = await signIn({ Email: account.email, Password: 'not the password' });
    const unknown = await signIn({ Email: 'nobody@test.example', Password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    // The unknown address is verified against the dummy hash: the same scrypt work as a real one.
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1]?.[1]).toMatch(/^scrypt\$/);
    expect(setCookieValue(unknown.headers, SESSION_COOKIE)).toBeUndefined();
  });

  it('gives a new session at every sign-in; the token the request came with dies', async () => {
    const account = await insertTestAccount(t.database.db);
    const first = await signInCookie(t.app, account.email);
    const again = await signIn(
      { Email: account.email, Password: TEST_PASSWORD },
      { cookie: first, ...SAME_ORIGIN },
    );
    expect(again.statusCode).toBe(200);
    const second = `${SESSION_COOKIE}=${setCookieValue(again.headers, SESSION_COOKIE)}`;
    expect(second).not.toBe(first);
    expect((await profile(first)).body.IsLoggedIn).toBe(false);
    expect((await profile(second)).body.IsLoggedIn).toBe(true);
  });

  it('keeps the sessions of other devices when signing in anew', async () => {
    const account = await insertTestAccount(t.database.db);
    const laptop = await signInCookie(t.app, account.email);
    const phone = await signInCookie(t.app, account.email);
    expect((await profile(laptop)).body.IsLoggedIn).toBe(true);
    expect((await profile(phone)).body.IsLoggedIn).toBe(true);
  });

  it('refuses users who may not sign in: removed, rejected, or kept out by the back office', async () => {
    for (const options of [{ status: 9 }, { status: 6 }, { canLogin: false }]) {
      const account = await insertTestAccount(t.database.db, options);
      const response = await signIn({ Email: account.email, Password: TEST_PASSWORD });
      expect(response.statusCode, JSON.stringify(options)).toBe(401);
    }
  });

  it('lets a user waiting for approval sign in, to see their status', async () => {
    const account = await insertTestAccount(t.database.db, { status: 4 });
    const { body } = await profile(await signInCookie(t.app, account.email));
    expect(body).toMatchObject({ IsLoggedIn: true, UserStatus: 4 });
  });

  it('is rate limited per address (429 with Retry-After), right password or not', async () => {
    const account = await insertTestAccount(t.database.db);
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL.max; i += 1) {
      expect((await signIn({ Email: account.email, Password: 'wrong password' })).statusCode).toBe(401);
    }
    const limited = await signIn({ Email: account.email, Password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address from the same network is not affected yet.
    const other = await insertTestAccount(t.database.db);
    expect((await signIn({ Email: other.email, Password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('is rate limited per network, whatever the address', async () => {
    const account = await insertTestAccount(t.database.db);
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP.max; i += 1) {
      await hitRateLimit(t.database.db, SIGN_IN_LIMIT_PER_IP, clientNetworkSubject(remoteAddress));
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/SignIn',
      payload: { Email: account.email, Password: TEST_PASSWORD },
      remoteAddress,
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('sessions end', () => {
  it('at sign-out: the cookie is cleared and the token no longer works', async () => {
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    const response = await signOut({ cookie, ...SAME_ORIGIN });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect((await profile(cookie)).body.IsLoggedIn).toBe(false);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['removed by the back office', { status: 9 }],
    ['rejected by the company admin', { status: 5 }],
    ['kept from signing in', { canLogin: false }],
  ])('when the user is %s', async (_, change) => {
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    await t.database.db.update(users).set(change).where(eq(users.id, account.userId));
    const { response, body } = await profile(cookie);
    expect(body.IsLoggedIn).toBe(false);
    // The browser is told to drop the dead cookie.
    expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
  });

  it('when they expire', async () => {
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, account.userId));
    expect((await profile(cookie)).body.IsLoggedIn).toBe(false);
  });

  it('not for a cookie that is not even token-shaped (no lookup, anonymous)', async () => {
    expect((await profile(`${SESSION_COOKIE}=x'; drop table users`)).body.IsLoggedIn).toBe(false);
  });
});

describe('cross-site writes', () => {
  it('are refused with a session cookie when the browser says they come from elsewhere', async () => {
    const account = await insertTestAccount(t.database.db);
    const cookie = await signInCookie(t.app, account.email);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of crossSite) {
      const response = await signOut({ cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await profile(cookie)).body.IsLoggedIn).toBe(true);
  });

  it('pass from the same origin, by Sec-Fetch-Site, Origin or Referer', async () => {
    const sameOrigin: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
      { origin: t.config.publicUrl },
      { referer: `${t.config.publicUrl}/en/account/sign-in` },
    ];
    for (const headers of sameOrigin) {
      const account = await insertTestAccount(t.database.db);
      const cookie = await signInCookie(t.app, account.email);
      expect((await signOut({ cookie, ...headers })).statusCode, JSON.stringify(headers)).toBe(204);
    }
  });

  it('without a session are refused only when they say they come from elsewhere (no sign-in from another site)', async () => {
    const account = await insertTestAccount(t.database.db);
    const payload = { Email: account.email, Password: TEST_PASSWORD };
    expect((await signIn(payload, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await signIn(payload, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await signIn(payload)).statusCode).toBe(200);
  });

  it('do not concern reads', async () => {
    const response = await t.app.inject({
      url: '/api/v1/Customer/ProfileInfo',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
