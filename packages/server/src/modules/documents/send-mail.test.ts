import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import { storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { mailTextsFromFiles } from '../../testing/mail-texts.ts';
import {
  decodeQuotedPrintable,
  parseRawMail,
  type SmtpSink,
  startSmtpSink,
} from '../../testing/smtp-sink.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { type MailWorker, startMailWorker, storageAttachments } from '../mail/index.ts';
import { productWithDocuments } from './test-fixtures.ts';
import { mailAttachments, mimeParts, pdfText } from './test-support.ts';

/*
 * The whole path of POST Documents/Send as in production: the app wakes a real mail worker (no polling here,
 * so only the wake can deliver), which reads the attachments from storage and sends to a real SMTP server.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let sink: SmtpSink;
let worker: MailWorker;
let app: FastifyInstance;
let product: Awaited<ReturnType<typeof productWithDocuments>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-docs-mail-'));
  sink = await startSmtpSink();
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SMTP_URL: sink.url,
    FORMS_MAIL_TO: 'backoffice@airshop.example',
    ORDER_DESK_MAIL_TO: 'orders@airshop.example',
  });
  const storage = storageFor(dataDir);
  await loadTestCatalog(database.db, { products: 4, storage });
  product = await productWithDocuments(database.db);
  worker = startMailWorker({
    database,
    config,
    log: pino({ level: 'silent' }),
    pollIntervalMs: 0,
    openAttachment: storageAttachments(storage),
  });
  app = await buildApp({ config, database, pages: false, logger: false, storage, mailWorker: worker });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await worker?.stop();
  await sink?.close();
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

function textBody(raw: string): string {
  const part = mimeParts(raw).find((p) => (p.headers.get('content-type') ?? '').startsWith('text/plain'));
  if (!part) throw new Error('The mail has no text part');
  return part.headers.get('content-transfer-encoding') === 'base64'
    ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodeQuotedPrintable(part.body);
}

describe('POST Documents/Send over SMTP', () => {
  it('delivers the documents as PDF attachments, in the request language, right after the answer', async () => {
    const docs = product.docs.slice(0, 2);
    const arriving = sink.nextMail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/Documents/Send',
      headers: { 'x-lang': 'sv' },
      payload: {
        DocumentGuids: docs.map((d) => d.id),
        Recipient: 'planner@customer.example',
        Message: 'Hej!\nHär är dokumenten till projektet.',
      },
    });
    expect(response.statusCode).toBe(204);

    const mail = await arriving;
    expect(mail.envelopeTo).toEqual(['planner@customer.example']);
    const parsed = parseRawMail(mail.raw);
    expect(parsed.headers.get('to')).toBe('planner@customer.example');
    expect(parsed.headers.get('subject')).toMatch(/^=\?UTF-8\?Q\?Dokument_fr=C3=A5n_Airshop\?=$/);

    const text = textBody(mail.raw);
    expect(text).toContain(mailTextsFromFiles('sv')('documents/intro'));
    expect(text).toContain('> Hej!');
    expect(text).toContain('> Här är dokumenten till projektet.');
    expect(text).toContain(mailTextsFromFiles('sv')('documents/filesLabel', { count: docs.length }));

    const files = mailAttachments(mail.raw);
    const expectedNames = docs.map(
      (d) => `${d.name} (${d.languages.map((l) => l.toUpperCase()).join('-')}).pdf`,
    );
    expect([...files.keys()]).toEqual(expectedNames);
    for (const name of expectedNames) expect(text).toContain(`- ${name}`);
    for (const [i, bytes] of [...files.values()].entries()) {
      expect(bytes.length).toBe(docs[i]!.fileSize);
      expect(await pdfText(bytes)).toContain(product.name);
    }

    // The SMTP server has the mail before the worker has heard its answer and marked the row.
    await worker.settled();
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', recipients: ['planner@customer.example'] });
  });
});

describe('POST Documents/Send without SMTP', () => {
  it('writes the mail with its attachments as an .eml file into DATA_DIR/outbox', async () => {
    const emlDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-docs-eml-'));
    try {
      const emlWorker = startMailWorker({
        database,
        config: { SMTP_URL: undefined, DATA_DIR: emlDir, MAIL_FROM: 'Airshop <no-reply@airshop.example>' },
        log: pino({ level: 'silent' }),
        pollIntervalMs: 0,
        openAttachment: storageAttachments(storageFor(dataDir)),
      });
      // Hold back the SMTP worker of the app: this mail is for the .eml worker.
      await worker.stop();
      const doc = product.docs[0]!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Documents/Send',
        headers: { 'x-lang': 'de' },
        payload: { DocumentGuids: [doc.id], Recipient: 'buyer@customer.example' },
      });
      expect(response.statusCode).toBe(204);
      expect(await emlWorker.runOnce()).toBe(1);
      await emlWorker.stop();

      const outbox = path.join(emlDir, 'outbox');
      const [file] = readdirSync(outbox);
      const raw = readFileSync(path.join(outbox, file!), 'utf8');
      expect(parseRawMail(raw).headers.get('to')).toBe('buyer@customer.example');
      expect(textBody(raw)).toContain(mailTextsFromFiles('de')('documents/intro'));
      // No message given: no quoted block.
      expect(textBody(raw)).not.toContain(mailTextsFromFiles('de')('documents/messageLabel'));
      const files = mailAttachments(raw);
      expect(files.size).toBe(1);
      expect(await pdfText([...files.values()][0]!)).toContain(product.name);
    } finally {
      rmSync(emlDir, { recursive: true, force: true });
    }
  });
});
