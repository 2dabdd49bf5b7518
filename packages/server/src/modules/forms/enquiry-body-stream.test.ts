import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_IMAGE_MAX_BYTES,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { SPARE_PART_ENQUIRY_DETAILS } from '@airshop/domain/testing/spare-part-enquiry-fixture';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitHits, sparePartEnquiries, sparePartEnquiryImages } from '../../db/schema.ts';
import { storageFor } from '../../platform/storage.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * The enquiry's body read as it arrives (ADR 0046): sent here in small pieces and without a Content-Length, as
 * a slow client or a chunked upload sends it. The images go to storage while the body is read.
 */

const t = useTestApp();

beforeEach(async () => {
  await t.database.db.delete(rateLimitHits);
  await t.database.db.delete(sparePartEnquiries);
});

function png(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) data[i] = (i * 131) % 256;
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

function body(images: Record<string, unknown>): string {
  return JSON.stringify({
    ...SPARE_PART_ENQUIRY_DETAILS,
    requestId: randomUUID(),
    useUsTranslation: false,
    skipHubspot: false,
    ...images,
  });
}

/** The body in pieces of `size` characters, with no Content-Length. */
function chunked(text: string, size = 4096) {
  async function* pieces() {
    for (let start = 0; start < text.length; start += size)
      yield Buffer.from(text.slice(start, start + size));
  }
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Form/SendSparePartEnquiryForm',
    headers: { 'content-type': 'application/json' },
    payload: Readable.from(pieces()),
  });
}

/** Files left under the staged uploads' folder (pending/staged-uploads). */
async function stagedLeft(): Promise<number> {
  return (await storageFor(t.config.DATA_DIR).list('pending/staged-uploads')).length;
}

describe('the enquiry body, streamed', () => {
  it('stores images sent in small pieces, with escaped slashes, byte for byte', async () => {
    const primary = png(300_000);
    const secondary = png(5_000);
    // Some JSON encoders write / as \/; both are the same string.
    const escaped = (data: Buffer) => data.toString('base64').replaceAll('/', '\\/');
    const text = body({
      primaryProductImage: 'PRIMARY',
      secondaryProductImage: { data: 'SECONDARY', mime: 'image/png' },
    })
      .replace('"PRIMARY"', `"data:image/png;base64,${escaped(primary)}"`)
      .replace('"SECONDARY"', `"${escaped(secondary)}"`);
    const response = await chunked(text, 997);
    expect(response.statusCode).toBe(204);

    const images = await t.database.db
      .select()
      .from(sparePartEnquiryImages)
      .orderBy(sparePartEnquiryImages.slot);
    expect(images.map((image) => [image.slot, image.contentType, image.size])).toEqual([
      ['primary', 'image/png', primary.length],
      ['secondary', 'image/png', secondary.length],
    ]);
    const storage = storageFor(t.config.DATA_DIR);
    const stored = await buffer(
      await storage
        .get(`pending/${images[0]?.storageKey}`)
        .catch(() => storage.get(images[0]?.storageKey as string)),
    );
    expect(stored.equals(primary)).toBe(true);
    expect(await stagedLeft()).toBe(0);
  });

  it('refuses an image over 10 MB with the wire schema’s reason, and keeps none of the body’s files', async () => {
    const response = await chunked(
      body({
        primaryProductImage: `data:image/png;base64,${png(ENQUIRY_IMAGE_MAX_BYTES + 3).toString('base64')}`,
        secondaryProductImage: `data:image/png;base64,${png(2_000).toString('base64')}`,
      }),
      256 * 1024,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [
        {
          in: 'body',
          path: ['primaryProductImage'],
          message: expect.stringContaining(`${ENQUIRY_IMAGE_MAX_BYTES} bytes`),
        },
      ],
    });
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sparePartEnquiries);
    expect(Number(row?.n)).toBe(0);
    expect(await stagedLeft()).toBe(0);
  });

  it.each([
    ['not base64', `data:image/png;base64,${'*'.repeat(40)}`],
    ['a gif', `data:image/gif;base64,${Buffer.from('GIF89a-not-an-image-at-all').toString('base64')}`],
    ['no data-URL prefix', png(100).toString('base64')],
    ['padding inside', `data:image/png;base64,${png(100).toString('base64').slice(0, 20)}=${'A'.repeat(23)}`],
  ])('refuses %s as the wire schema does', async (_what, image) => {
    const response = await chunked(body({ primaryProductImage: image }), 7);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: ['primaryProductImage'] }] });
    expect(await stagedLeft()).toBe(0);
  });

  it('refuses { data, mime } whose mime the bytes do not show', async () => {
    const response = await chunked(
      body({ primaryProductImage: { data: png(100).toString('base64'), mime: 'image/jpeg' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: ['primaryProductImage'] }] });
  });

  it('refuses a body of unknown length with 413 once it passes the route’s limit', async () => {
    const response = await chunked(
      `{"primaryProductImage":"data:image/png;base64,${'A'.repeat(ENQUIRY_BODY_MAX_BYTES)}"}`,
      1024 * 1024,
    );
    expect(response.statusCode).toBe(413);
    expect(await stagedLeft()).toBe(0);
  });
});
