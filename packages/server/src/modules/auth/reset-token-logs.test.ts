import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { insertTestAccount } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * A reset token in a log line completes a reset for whoever reads the log (issue 13, point 2). Every line the
 * server logs at the most verbose level is captured while a reset is asked for, opened and completed.
 */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});
const t = useTestApp({}, { logger: { level: 'trace', stream: logStream } });

describe('password-reset tokens and the logs', () => {
  it("appear in no log line: the link's query token is redacted", async () => {
    const account = await insertTestAccount(t.database.db);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/PasswordReset',
      payload: { Email: account.email },
      remoteAddress: '10.20.30.40',
    });
    expect(asked.statusCode).toBe(204);
    const [mail] = (await t.database.db.select().from(mailOutbox)).filter((m) =>
      m.recipients.includes(account.email),
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? 'http://none/');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // What a browser requests for the link, and a token in any other query: the value never reaches the log.
    await t.app.inject({ url: `${link.pathname}${link.search}` });
    await t.app.inject({ url: `/api/v1/unknown?token=${token}` });
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/PasswordReset/Complete',
      payload: { Token: token, Password: 'a new long password 42' },
    });
    expect(completed.statusCode).toBe(204);

    const accessLines = lines.filter((line) => line.includes('"msg":"request"'));
    expect(accessLines.length).toBeGreaterThanOrEqual(3);
    expect(accessLines.some((line) => line.includes('token=[redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
