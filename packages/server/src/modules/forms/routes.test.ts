import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimitHits } from '../../db/schema.ts';
import { decodeQuotedPrintable, parseRawMail } from '../../testing/smtp-sink.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { startMailWorker } from '../mail/index.ts';
import { NEWSLETTER_LIMIT_PER_ADDRESS, NEWSLETTER_LIMIT_PER_IP } from './service.ts';

// The newsletter's own mailbox from the MAILBOXES setting, not the forms' default (platform/mailboxes.ts).
const FORMS_MAILBOX = 'marketing@nordvent-shop.example';
const t = useTestApp({
  FORMS_MAIL_TO: 'backoffice@nordvent-shop.example',
  MAILBOXES: `spare-part-enquiry=parts@nordvent-shop.example,newsletter=${FORMS_MAILBOX}`,
});

beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(rateLimitHits);
});

function signUp(payload: unknown, { remoteAddress = '198.51.100.7', headers = {} } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Form/NewsletterSignup',
    remoteAddress,
    headers,
    payload: payload as object,
  });
}

async function outboxCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return Number(row?.n ?? 0);
}

describe('POST Form/NewsletterSignup', () => {
  it('answers 204 and writes one mail to the back office, which the worker delivers as an .eml', async () => {
    const response = await signUp({ Email: ' anna.berg@planner.example ', Locale: 'sv' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipients: [FORMS_MAILBOX],
      subject: 'Newsletter sign-up',
      status: 'pending',
    });
    expect(rows[0]?.textBody).toContain('E-mail: anna.berg@planner.example');
    expect(rows[0]?.textBody).toContain('Language: sv');

    // Without SMTP_URL the worker writes DATA_DIR/outbox/<time>-<id>.eml (ADR 0007).
    const worker = startMailWorker({
      database: t.database,
      config: t.config,
      log: pino({ level: 'silent' }),
      pollIntervalMs: 0,
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const file = readdirSync(outbox).find((name) => name.endsWith(`${rows[0]?.id}.eml`));
    expect(file).toBeTruthy();
    const mail = parseRawMail(readFileSync(path.join(outbox, file as string), 'utf8'));
    expect(mail.headers.get('to')).toBe(FORMS_MAILBOX);
    expect(mail.headers.get('subject')).toBe('Newsletter sign-up');
    expect(decodeQuotedPrintable(mail.body)).toContain('E-mail: anna.berg@planner.example');
  });

  it('refuses a bad address or locale with 400 and the error body, and queues nothing', async () => {
    for (const body of [
      { Email: 'not-an-address', Locale: 'en' },
      { Email: '', Locale: 'en' },
      { Email: `${'x'.repeat(95)}@example.com`, Locale: 'en' },
      { Email: 'a@example.com', Locale: 'xx' },
      { Email: 'a@example.com' },
      { Locale: 'en' },
      ['a@example.com'],
    ]) {
      const response = await signUp(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await outboxCount()).toBe(0);
  });

  it('cannot inject a header: line breaks, a second address or a display name are refused', async () => {
    for (const Email of [
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com\nSubject: Free money',
      'a@example.com\u2028Bcc: victim@example.com',
      'a@example.com, victim@example.com',
      'Someone <a@example.com>',
    ]) {
      const response = await signUp({ Email, Locale: 'en' });
      expect(response.statusCode, JSON.stringify(Email)).toBe(400);
    }
    expect(await outboxCount()).toBe(0);
    // And an accepted address never reaches a header: recipient and subject are fixed.
    await signUp({ Email: 'bcc.victim@example.com', Locale: 'en' });
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row?.recipients).toEqual([FORMS_MAILBOX]);
    expect(row?.subject).toBe('Newsletter sign-up');
  });

  it('refuses a sign-up sent from another site (403)', async () => {
    const response = await signUp(
      { Email: 'a@example.com', Locale: 'en' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
    expect(await outboxCount()).toBe(0);
  });
});

describe('rate limits of POST Form/NewsletterSignup', () => {
  it('limits one address from any network: 429 with Retry-After, nothing more queued, no address stored', async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT_PER_ADDRESS.max; i++) {
      const response = await signUp(
        { Email: 'target@example.com', Locale: 'en' },
        { remoteAddress: `10.7.${i + 1}.1` },
      );
      expect(response.statusCode).toBe(204);
    }
    const refused = await signUp(
      { Email: 'TARGET@example.com', Locale: 'en' },
      { remoteAddress: '192.0.2.99' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(NEWSLETTER_LIMIT_PER_ADDRESS.windowSeconds);
    expect(await outboxCount()).toBe(NEWSLETTER_LIMIT_PER_ADDRESS.max);
    const buckets = await t.database.db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits);
    expect(buckets.some((b) => b.bucket.includes('target'))).toBe(false);
  });

  it('limits one client network, whatever the e-mail addresses; another network is not affected', async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT_PER_IP.max; i++) {
      const response = await signUp(
        { Email: `r${i}@example.com`, Locale: 'en' },
        { remoteAddress: '203.0.113.5' },
      );
      expect(response.statusCode).toBe(204);
    }
    const refused = await signUp(
      { Email: 'one-more@example.com', Locale: 'en' },
      { remoteAddress: '203.0.113.5' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await outboxCount()).toBe(NEWSLETTER_LIMIT_PER_IP.max);
    const other = await signUp(
      { Email: 'one-more@example.com', Locale: 'en' },
      { remoteAddress: '203.0.114.6' },
    );
    expect(other.statusCode).toBe(204);
  });

  it('does not count refused requests', async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT_PER_IP.max + 2; i++) {
      await signUp({ Email: 'bad address', Locale: 'en' }, { remoteAddress: '198.18.3.9' });
    }
    const response = await signUp(
      { Email: 'good@example.com', Locale: 'en' },
      { remoteAddress: '198.18.3.9' },
    );
    expect(response.statusCode).toBe(204);
  });
});
