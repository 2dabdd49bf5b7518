import { randomUUID } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_SEND_MAX_BYTES,
  DOCUMENT_SEND_MAX_FILES,
  DOCUMENT_SEND_MESSAGE_MAX,
} from '@airshop/domain/documents/documents';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents, mailOutbox, rateLimitHits } from '../../db/schema.ts';
import { storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { SEND_LIMIT_PER_IP, SEND_LIMIT_PER_RECIPIENT } from './send-documents.ts';
import { productWithDocuments } from './test-fixtures.ts';

const t = useTestApp();
let product: Awaited<ReturnType<typeof productWithDocuments>>;

beforeAll(async () => {
  await loadTestCatalog(t.database.db, { products: 4, storage: storageFor(t.config.DATA_DIR) });
  product = await productWithDocuments(t.database.db);
}, 120_000);

beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(rateLimitHits);
});

function send(payload: unknown, remoteAddress = '198.51.100.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Documents/Send',
    remoteAddress,
    payload: payload as object,
  });
}

async function outboxCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return Number(row?.n ?? 0);
}

describe('POST Documents/Send', () => {
  it('answers 204 and puts one mail with the documents as attachments into the outbox', async () => {
    const docs = product.docs.slice(0, 3);
    const response = await send({
      DocumentGuids: docs.map((d) => d.id),
      Recipient: ' Planner@Customer.example ',
      Message: 'See attached.',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row?.recipients).toEqual(['Planner@Customer.example']);
    expect(row?.subject).toBe('Documents from Airshop');
    expect(row?.attachments.map((a) => a.storageKey)).toEqual(docs.map((d) => d.fileKey));
    expect(row?.attachments.every((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  it('refuses anything but one plain address, so no header can be injected (400, nothing queued)', async () => {
    const id = product.docs[0]!.id;
    for (const recipient of [
      'a@example.com, b@example.com',
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com\nBcc: victim@example.com',
      'Someone <a@example.com>',
      'not-an-address',
      '',
      `${'x'.repeat(95)}@example.com`,
    ]) {
      const response = await send({ DocumentGuids: [id], Recipient: recipient });
      expect(response.statusCode, JSON.stringify(recipient)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await outboxCount()).toBe(0);
  });

  it('refuses a missing, empty or too long list, a too long message and control characters (400)', async () => {
    const id = product.docs[0]!.id;
    const bodies = [
      { Recipient: 'a@example.com' },
      { DocumentGuids: [], Recipient: 'a@example.com' },
      { DocumentGuids: ['nope'], Recipient: 'a@example.com' },
      {
        DocumentGuids: Array.from({ length: DOCUMENT_SEND_MAX_FILES + 1 }, () => randomUUID()),
        Recipient: 'a@example.com',
      },
      { DocumentGuids: [id], Recipient: 'a@example.com', Message: 'x'.repeat(DOCUMENT_SEND_MESSAGE_MAX + 1) },
      { DocumentGuids: [id], Recipient: 'a@example.com', Message: 'bell \u0007' },
    ];
    for (const body of bodies) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const longest = await send({
      DocumentGuids: [id],
      Recipient: 'a@example.com',
      Message: 'x'.repeat(DOCUMENT_SEND_MESSAGE_MAX),
    });
    expect(longest.statusCode).toBe(204);
  });

  it('answers 404 for a document that does not exist, and queues nothing', async () => {
    const missing = randomUUID();
    const response = await send({
      DocumentGuids: [product.docs[0]!.id, missing],
      Recipient: 'a@example.com',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', details: { missing: [missing] } });
    expect(await outboxCount()).toBe(0);
  });

  it('answers 413 when the documents are too large for one mail', async () => {
    // A sparse file: larger than a mail may carry, without using the disk.
    const file = path.join(t.config.DATA_DIR, 'files', 'tests', 'send', 'big.pdf');
    mkdirSync(path.dirname(file), { recursive: true });
    const fd = openSync(file, 'w');
    ftruncateSync(fd, DOCUMENT_SEND_MAX_BYTES + 1);
    closeSync(fd);
    writeFileSync(`${file}.type`, 'application/pdf');
    const id = randomUUID();
    await t.database.db.insert(documents).values({
      id,
      number: 'BIG-1',
      name: 'Big',
      status: 'Released',
      date: '2026-01-01',
      fileKey: 'tests/send/big.pdf',
      fileName: 'big.pdf',
      fileSize: DOCUMENT_SEND_MAX_BYTES + 1,
      contentType: 'application/pdf',
    });

    const response = await send({ DocumentGuids: [id], Recipient: 'a@example.com' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      details: { maxBytes: DOCUMENT_SEND_MAX_BYTES },
    });
    expect(await outboxCount()).toBe(0);
  });
});

describe('rate limits of POST Documents/Send', () => {
  it('limits one recipient, from any address: 429 with Retry-After, and nothing more is queued', async () => {
    const id = product.docs[0]!.id;
    for (let i = 0; i < SEND_LIMIT_PER_RECIPIENT.max; i++) {
      const response = await send(
        { DocumentGuids: [id], Recipient: 'target@example.com' },
        `10.6.${i + 1}.1`,
      );
      expect(response.statusCode).toBe(204);
    }
    const refused = await send({ DocumentGuids: [id], Recipient: 'TARGET@example.com' }, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(SEND_LIMIT_PER_RECIPIENT.windowSeconds);
    expect(await outboxCount()).toBe(SEND_LIMIT_PER_RECIPIENT.max);
    // The bucket names no address.
    const buckets = await t.database.db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits);
    expect(buckets.some((b) => b.bucket.includes('target'))).toBe(false);
  });

  it('limits one client network, whatever the recipients', async () => {
    const id = product.docs[0]!.id;
    for (let i = 0; i < SEND_LIMIT_PER_IP.max; i++) {
      const response = await send({ DocumentGuids: [id], Recipient: `r${i}@example.com` }, '203.0.113.5');
      expect(response.statusCode).toBe(204);
    }
    const refused = await send({ DocumentGuids: [id], Recipient: 'another@example.com' }, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await outboxCount()).toBe(SEND_LIMIT_PER_IP.max);
    // Another address is not affected.
    const other = await send({ DocumentGuids: [id], Recipient: 'another@example.com' }, '203.0.114.6');
    expect(other.statusCode).toBe(204);
  });

  it('does not count refused requests', async () => {
    const id = product.docs[0]!.id;
    for (let i = 0; i < SEND_LIMIT_PER_RECIPIENT.max + 3; i++) {
      await send({ DocumentGuids: [randomUUID()], Recipient: 'patient@example.com' });
    }
    const response = await send({ DocumentGuids: [id], Recipient: 'patient@example.com' });
    expect(response.statusCode).toBe(204);
  });
});
