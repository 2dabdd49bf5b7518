import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import {
  insertTestAccount,
  SESSION_COOKIE,
  signInCookie,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { RESET_LIMIT_PER_EMAIL } from './password-reset.ts';

const t = useTestApp();
let n = 0;

const requestReset = (Email: string, Language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/PasswordReset',
    payload: { Email, Language },
    remoteAddress: `10.2.${++n}.1`,
  });

const complete = (Token: string, Password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/PasswordReset/Complete',
    payload: { Token, Password },
  });

async function mailsTo(email: string) {
  const rows = await t.database.db.select().from(mailOutbox);
  return rows.filter((row) => row.recipients.includes(email));
}

const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] as string;

describe('password reset', () => {
  it('answers 204 for an unknown address and mails nobody', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const response = await requestReset('nobody@reset.example');
    expect(response.statusCode).toBe(204);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('mails a one-hour link in the language asked for; the table holds only the token hash', async () => {
    const account = await insertTestAccount(t.database.db);
    expect((await requestReset(account.email, 'fi')).statusCode).toBe(204);
    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe('Airshop-salasanan vaihtaminen');
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/fi/account/password-reset/complete?token=`);
    const token = tokenIn(mail?.textBody ?? '');
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.userId));
    expect(row?.tokenHash).not.toBe(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const account = await insertTestAccount(t.database.db);
    const session = await signInCookie(t.app, account.email);
    await requestReset(account.email);
    const token = tokenIn((await mailsTo(account.email))[0]?.textBody ?? '');

    expect((await complete(token, 'a brand new passphrase')).statusCode).toBe(204);
    const profile = await t.app.inject({ url: '/api/v1/Customer/ProfileInfo', headers: { cookie: session } });
    expect(profile.json().IsLoggedIn).toBe(false);
    await expect(signInCookie(t.app, account.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await signInCookie(t.app, account.email, 'a brand new passphrase')).toMatch(`${SESSION_COOKIE}=`);

    const reused = await complete(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('validation_failed');
  });

  it('refuses a common password or one made of the user’s address, and the link still works afterwards', async () => {
    const account = await insertTestAccount(t.database.db);
    await requestReset(account.email);
    const token = tokenIn((await mailsTo(account.email))[0]?.textBody ?? '');

    const common = await complete(token, 'Password1234');
    expect(common.statusCode).toBe(400);
    expect(common.json().details).toEqual([expect.objectContaining({ path: 'Password', refusal: 'common' })]);
    const localPart = account.email.split('@')[0] as string;
    const personal = await complete(token, `${localPart}!`);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().details).toEqual([
      expect.objectContaining({ path: 'Password', refusal: 'personal' }),
    ]);

    expect((await complete(token, 'a brand new passphrase')).statusCode).toBe(204);
  });

  it('refuses an unknown or expired token', async () => {
    expect((await complete('A'.repeat(43), 'a brand new passphrase')).statusCode).toBe(400);
    const account = await insertTestAccount(t.database.db);
    await requestReset(account.email);
    const token = tokenIn((await mailsTo(account.email))[0]?.textBody ?? '');
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.userId));
    expect((await complete(token, 'a brand new passphrase')).statusCode).toBe(400);
  });

  it('does not mail removed users, and is rate limited per address', async () => {
    const removed = await insertTestAccount(t.database.db, { status: 9 });
    expect((await requestReset(removed.email)).statusCode).toBe(204);
    expect(await mailsTo(removed.email)).toHaveLength(0);

    const account = await insertTestAccount(t.database.db);
    for (let i = 0; i < RESET_LIMIT_PER_EMAIL.max; i += 1) {
      expect((await requestReset(account.email)).statusCode).toBe(204);
    }
    const limited = await requestReset(account.email);
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo(account.email)).toHaveLength(RESET_LIMIT_PER_EMAIL.max);
  });
});
