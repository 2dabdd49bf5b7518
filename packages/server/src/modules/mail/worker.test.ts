import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { fileSystemStorage } from '../../platform/storage.ts';
import {
  decodeQuotedPrintable,
  parseRawMail,
  type SmtpSink,
  startSmtpSink,
} from '../../testing/smtp-sink.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { MailMessage } from './message.ts';
import { enqueueMail } from './outbox.ts';
import { markRetry } from './queries.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './retry.ts';
import { storageAttachments } from './storage-attachments.ts';
import { type MailWorker, type MailWorkerOptions, startMailWorker } from './worker.ts';

const MAIL_FROM = 'Airshop <no-reply@airshop.example>';
const log = pino({ level: 'silent' });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  // Each test starts from an empty outbox, so counts and claims see only its own mails.
  await database.db.delete(mailOutbox);
});
afterAll(() => database?.dispose());

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  cleanups.push(() => started.close());
  return started;
}

/** A worker that only runs when the test says so. */
function worker(
  smtpUrl: string,
  extra: Partial<Pick<MailWorkerOptions, 'batchSize' | 'pollIntervalMs' | 'openAttachment'>> = {},
): MailWorker {
  const started = startMailWorker({
    database,
    config: { SMTP_URL: smtpUrl, DATA_DIR: '/nonexistent', MAIL_FROM },
    log,
    pollIntervalMs: 0,
    ...extra,
  });
  cleanups.push(() => started.stop());
  return started;
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: ['buyer@customer.example'],
  subject: 'Order 1042 confirmed',
  text: 'Thank you for your order.\r\nWe will ship it on Monday.',
  ...overrides,
});

async function row(id: string) {
  const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

async function makeDue(id: string): Promise<void> {
  await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

async function databaseNow(): Promise<Date> {
  const [result] = await database.db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`);
  return new Date(result!.now);
}

/** An SMTP URL where nothing listens: the port of a sink that was started and closed again. */
async function deadSmtp(): Promise<{ port: number; url: string }> {
  const gone = await startSmtpSink();
  await gone.close();
  return { port: gone.port, url: gone.url };
}

describe('mail worker over SMTP', () => {
  it('delivers a queued mail with its recipient, subject, body, sender and the Message-ID made at enqueue', async () => {
    const smtp = await sink();
    const { id } = await enqueueMail(
      database.db,
      message({ to: ['buyer@customer.example', 'cc@customer.example'] }),
    );

    expect(await worker(smtp.url).runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = parseRawMail(smtp.received[0]!.raw);
    expect(smtp.received[0]!.envelopeTo).toEqual(['buyer@customer.example', 'cc@customer.example']);
    expect(mail.headers.get('to')).toBe('buyer@customer.example, cc@customer.example');
    expect(mail.headers.get('from')).toBe(MAIL_FROM);
    expect(mail.headers.get('subject')).toBe('Order 1042 confirmed');
    expect(mail.headers.get('message-id')).toBe(`<${id}@airshop.example>`);
    expect(decodeQuotedPrintable(mail.body)).toContain(
      'Thank you for your order.\r\nWe will ship it on Monday.',
    );

    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing twice: a second run finds no due mail', async () => {
    const smtp = await sink();
    await enqueueMail(database.db, message());
    const sender = worker(smtp.url);
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail pending while SMTP is down, then delivers it exactly once when SMTP is back and the retry is due', async () => {
    const down = await deadSmtp();
    const { id } = await enqueueMail(database.db, message());
    const sender = worker(down.url);

    expect(await sender.runOnce()).toBe(0);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    const delay = waiting.nextAttemptAt.getTime() - (await databaseNow()).getTime();
    expect(delay).toBeGreaterThan(20_000);
    expect(delay).toBeLessThanOrEqual(retryDelayMs(1));

    // Not due yet: running again does not try.
    expect(await sender.runOnce()).toBe(0);
    expect((await row(id)).attempts).toBe(1);

    const back = await sink({ port: down.port });
    await makeDue(id);
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);

    expect(back.received).toHaveLength(1);
    expect(parseRawMail(back.received[0]!.raw).headers.get('message-id')).toBe(`<${id}@airshop.example>`);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('retries a mail the server answers with 4xx (try later)', async () => {
    const smtp = await sink({ refuseRecipient: () => 451 });
    const { id } = await enqueueMail(database.db, message());
    expect(await worker(smtp.url).runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).lastError).toContain('451');
  });

  it('fails a mail at once when the server refuses it for good (5xx), without retrying', async () => {
    const smtp = await sink({ refuseRecipient: () => 550 });
    const { id } = await enqueueMail(database.db, message());
    expect(await worker(smtp.url).runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(id)).lastError).toContain('550');
  });

  it('delivers to the other recipients when the server refuses one, and notes the refused one', async () => {
    const smtp = await sink({
      refuseRecipient: (address) => (address.startsWith('gone@') ? 550 : undefined),
    });
    const { id } = await enqueueMail(
      database.db,
      message({ to: ['gone@customer.example', 'buyer@customer.example'] }),
    );
    expect(await worker(smtp.url).runOnce()).toBe(1);
    expect(smtp.received[0]!.envelopeTo).toEqual(['buyer@customer.example']);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      lastError: 'Refused recipients: gone@customer.example',
    });
  });

  it('attaches files read through openAttachment', async () => {
    const smtp = await sink();
    const attachments = [
      { filename: 'price list.csv', storageKey: 'exports/prices.csv', contentType: 'text/csv' },
    ];
    await enqueueMail(database.db, message({ attachments }));
    const opened: string[] = [];
    const sender = worker(smtp.url, {
      openAttachment: async (ref) => {
        opened.push(ref.storageKey);
        return Buffer.from('Code;Price\r\nRX-1;100\r\n');
      },
    });
    expect(await sender.runOnce()).toBe(1);
    expect(opened).toEqual(['exports/prices.csv']);
    const raw = smtp.received[0]!.raw;
    expect(raw).toMatch(/Content-Type: text\/csv; name="price list.csv"/);
    expect(raw).toContain(Buffer.from('Code;Price\r\nRX-1;100\r\n').toString('base64'));
  });

  it('fails a mail with attachments when the worker has no file storage to read them from', async () => {
    const smtp = await sink();
    const attachments = [{ filename: 'a.pdf', storageKey: 'a.pdf', contentType: 'application/pdf' }];
    const { id } = await enqueueMail(database.db, message({ attachments }));
    expect(await worker(smtp.url).runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps a mail whose attachment is missing from storage, with the reason, and sends it once the file is there', async () => {
    const smtp = await sink();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'airshop-mail-files-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const storage = fileSystemStorage(folder);
    const attachments = [
      { filename: 'photo.png', storageKey: 'enquiries/e1/photo.png', contentType: 'image/png' },
    ];
    const { id } = await enqueueMail(database.db, message({ attachments }));
    const sender = worker(smtp.url, { openAttachment: storageAttachments(storage) });

    expect(await sender.runOnce()).toBe(0);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(waiting.lastError).toContain('photo.png is missing from storage (key enquiries/e1/photo.png)');
    expect(smtp.received).toHaveLength(0);

    // The process that stored the file was slow, or the shared folder is mounted again: the retry sends it.
    await storage.put('enquiries/e1/photo.png', Buffer.from('png bytes'), 'image/png');
    await makeDue(id);
    expect(await sender.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received[0]!.raw).toContain(Buffer.from('png bytes').toString('base64'));
  });

  it('fails a mail whose attachment stays missing after the last attempt, never sending it without', async () => {
    const smtp = await sink();
    const storage = fileSystemStorage(mkdtempSync(path.join(os.tmpdir(), 'airshop-mail-files-')));
    const attachments = [{ filename: 'photo.png', storageKey: 'gone/photo.png', contentType: 'image/png' }];
    const { id } = await enqueueMail(database.db, message({ attachments }));
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    expect(await worker(smtp.url, { openAttachment: storageAttachments(storage) }).runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(failed.lastError).toContain('photo.png is missing from storage');
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up as failed after the last allowed attempt', async () => {
    const down = await deadSmtp();
    const { id } = await enqueueMail(database.db, message());
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    expect(await worker(down.url).runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('backs off exponentially from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4, 8, 9, 10].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('leases: a crashed sender', () => {
  /** What a worker that claimed the mail and then died leaves behind. */
  async function crashedClaim(id: string, leaseEnds: 'past' | 'future', attempts = 1): Promise<string> {
    const claimToken = randomUUID();
    await database.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts,
        claimToken,
        lockedUntil:
          leaseEnds === 'past' ? sql`now() - interval '1 second'` : sql`now() + interval '5 minutes'`,
      })
      .where(eq(mailOutbox.id, id));
    return claimToken;
  }

  it('leaves a mail alone while another worker’s lease on it runs', async () => {
    const smtp = await sink();
    const { id } = await enqueueMail(database.db, message());
    await crashedClaim(id, 'future');
    expect(await worker(smtp.url).runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await row(id)).status).toBe('sending');
  });

  it('sends the mail again when the lease ran out, with the same Message-ID', async () => {
    const smtp = await sink();
    const { id } = await enqueueMail(database.db, message());
    const deadToken = await crashedClaim(id, 'past');

    expect(await worker(smtp.url).runOnce()).toBe(1);
    expect(parseRawMail(smtp.received[0]!.raw).headers.get('message-id')).toBe(`<${id}@airshop.example>`);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });

    // The old worker waking up late cannot undo that: it no longer holds the claim.
    await markRetry(database.db, id, deadToken, { delayMs: 0, error: 'late' });
    expect(await row(id)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('fails, without sending, a mail whose sender stopped during its last allowed attempt', async () => {
    const smtp = await sink();
    const { id } = await enqueueMail(database.db, message());
    await crashedClaim(id, 'past', MAX_MAIL_ATTEMPTS);
    expect(await worker(smtp.url).runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });
});

describe('several workers', () => {
  it('delivers a batch exactly once when two workers run at the same time (claims are atomic)', async () => {
    const smtp = await sink();
    const ids: string[] = [];
    for (let i = 0; i < 24; i++)
      ids.push((await enqueueMail(database.db, message({ subject: `Mail ${i}` }))).id);

    const [a, b] = await Promise.all([
      worker(smtp.url, { batchSize: 4 }).runOnce(),
      worker(smtp.url, { batchSize: 4 }).runOnce(),
    ]);

    expect(a + b).toBe(24);
    expect(smtp.received).toHaveLength(24);
    const messageIds = smtp.received.map((mail) => parseRawMail(mail.raw).headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(24);
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('running in the process', () => {
  it('sends promptly on wake() instead of waiting for the next poll', async () => {
    const smtp = await sink();
    const sender = worker(smtp.url, { pollIntervalMs: 60 * 60_000 });
    const arrived = smtp.nextMail();
    const { id } = await enqueueMail(database.db, message());
    sender.wake();
    const mail = await arrived;
    expect(parseRawMail(mail.raw).headers.get('message-id')).toBe(`<${id}@airshop.example>`);
    await sender.stop();
    expect((await row(id)).status).toBe('sent');
  });

  it('settled() resolves once the run a wake-up started has marked its mail sent', async () => {
    const smtp = await sink();
    const sender = worker(smtp.url, { pollIntervalMs: 60 * 60_000 });
    const arrived = smtp.nextMail();
    const { id } = await enqueueMail(database.db, message());
    sender.wake();
    await arrived;
    await sender.settled();
    expect((await row(id)).status).toBe('sent');
    await sender.stop();
  });

  it('on stop, finishes the mail being sent and hands the rest of its batch back untried', async () => {
    // The server holds its answer to the first mail until the test has asked the worker to stop.
    let firstArrived!: () => void;
    const atServer = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    let releaseFirst!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const smtp = await sink({
      beforeAccept: () => {
        if (smtp.received.length > 0) return;
        firstArrived();
        return held;
      },
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await enqueueMail(database.db, message({ subject: `Mail ${i}` }))).id);

    const sender = worker(smtp.url, { batchSize: 10 });
    const run = sender.runOnce();
    await atServer;
    const stopped = sender.stop();
    releaseFirst();
    await stopped;

    expect(await run).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(
      rows.filter((r) => r.status === 'pending' && r.attempts === 0 && r.claimToken === null),
    ).toHaveLength(2);
  });
});
