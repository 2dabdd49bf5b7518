import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { decodeQuotedPrintable, parseRawMail } from '../../testing/smtp-sink.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { enqueueMail } from './outbox.ts';
import { startMailWorker } from './worker.ts';

const MAIL_FROM = 'Airshop Shop <shop@airshop.example>';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-mail-'));
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as a parseable .eml file into DATA_DIR/outbox and counts it as sent; a resend replaces the file', async () => {
    const worker = startMailWorker({
      database,
      config: { SMTP_URL: undefined, DATA_DIR: dataDir, MAIL_FROM },
      log: pino({ level: 'silent' }),
      pollIntervalMs: 0,
    });
    const { id } = await enqueueMail(database.db, {
      to: ['buyer@customer.example'],
      subject: 'Größe und Preis',
      text: 'Line one\nLine two',
      html: '<p>Line one<br>Line two</p>',
    });

    expect(await worker.runOnce()).toBe(1);

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{9}Z-${id}\\.eml$`))]);
    const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
    const mail = parseRawMail(raw);
    expect(mail.headers.get('from')).toBe(MAIL_FROM);
    expect(mail.headers.get('to')).toBe('buyer@customer.example');
    // Non-ASCII subjects are MIME encoded-words, as RFC 2047 wants.
    expect(mail.headers.get('subject')).toMatch(/^=\?UTF-8\?Q\?/);
    expect(mail.headers.get('message-id')).toBe(`<${id}@airshop.example>`);
    expect(mail.headers.get('date')).toBeTruthy();
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    const body = decodeQuotedPrintable(mail.body);
    expect(body).toContain('Line one\r\nLine two');
    expect(body).toContain('<p>Line one<br>Line two</p>');

    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });

    // As after a crash between writing the file and marking the row: the same file, not a second one.
    await database.db.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.id, id));
    expect(await worker.runOnce()).toBe(1);
    expect(readdirSync(outbox)).toEqual(files);
    expect(parseRawMail(readFileSync(path.join(outbox, files[0]!), 'utf8')).headers.get('message-id')).toBe(
      `<${id}@airshop.example>`,
    );

    await worker.stop();
  });
});
