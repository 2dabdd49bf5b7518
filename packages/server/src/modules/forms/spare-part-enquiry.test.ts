import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sparePartEnquiryBodySchema } from '@airshop/domain/forms/spare-part-enquiry';
import {
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_IMAGE_MAX_BYTES,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { SPARE_PART_ENQUIRY_DETAILS } from '@airshop/domain/testing/spare-part-enquiry-fixture';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimitHits, sparePartEnquiries, sparePartEnquiryImages } from '../../db/schema.ts';
import { sweepPendingFiles } from '../../platform/pending-files.ts';
import { type Storage, storageFor } from '../../platform/storage.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { decodeQuotedPrintable, parseRawMail } from '../../testing/smtp-sink.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { startMailWorker, storageAttachments } from '../mail/index.ts';
import {
  ENQUIRY_LIMIT_PER_ADDRESS,
  ENQUIRY_LIMIT_PER_IP,
  sendSparePartEnquiry,
} from './spare-part-enquiry.ts';
import { ENQUIRY_FILES_FOLDER, referencedEnquiryFiles } from './spare-part-enquiry-files.ts';

// Swedish enquiries have their own mailbox in the MAILBOXES setting; the other markets' go to FORMS_MAIL_TO.
const FORMS_MAILBOX = 'reservdelar@nordvent-shop.example';
const t = useTestApp({
  FORMS_MAIL_TO: 'backoffice@nordvent-shop.example',
  MAILBOXES: `spare-part-enquiry@SE=${FORMS_MAILBOX},newsletter=marketing@nordvent-shop.example`,
});

beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(rateLimitHits);
  await t.database.db.delete(sparePartEnquiries);
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function fileOf(bytes: number, kind: 'png' | 'jpeg'): Buffer {
  const data = Buffer.alloc(bytes, 7);
  Buffer.from(kind === 'png' ? PNG_SIGNATURE : [0xff, 0xd8, 0xff, 0xe0]).copy(data);
  return data;
}

function dataUrl(file: Buffer, declared: string): string {
  return `data:${declared};base64,${file.toString('base64')}`;
}

const PRIMARY = fileOf(2048, 'png');
const SECONDARY = fileOf(1500, 'jpeg');

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    ...SPARE_PART_ENQUIRY_DETAILS,
    requestId: randomUUID(),
    primaryProductImage: dataUrl(PRIMARY, 'image/png'),
    sparePartSerialNumber: 'M-88-1204',
    supportingNotes: 'The motor hums but does not start.\nBearing noise since spring.',
    secondaryProductImage: dataUrl(SECONDARY, 'image/jpeg'),
    useUsTranslation: false,
    skipHubspot: false,
    ...overrides,
  };
}

function send(payload: unknown, { remoteAddress = '198.51.100.7' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Form/SendSparePartEnquiryForm',
    remoteAddress,
    payload: payload as object,
  });
}

async function count(table: typeof mailOutbox | typeof sparePartEnquiries): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}

/** Sends the body and expects a 400 naming exactly this field; nothing is stored or mailed. */
async function expectRefused(body: unknown, field: string) {
  const response = await send(body);
  expect(response.statusCode, field).toBe(400);
  const error = response.json();
  expect(error).toMatchObject({ code: 'validation_failed', message: 'The request is not valid.' });
  expect(
    error.details.map((d: { path: string[] }) => d.path.join('.')),
    field,
  ).toEqual([field]);
  expect(error.details[0]).toMatchObject({ in: 'body' });
}

describe('POST Form/SendSparePartEnquiryForm', () => {
  it('stores the enquiry and both images, and mails the back office with the images attached', async () => {
    const body = enquiry();
    const response = await send(body);
    expect(response.statusCode).toBe(204);

    const [row] = await t.database.db.select().from(sparePartEnquiries);
    expect(row).toMatchObject({
      serialNumber: 'RX-2021-004512',
      sparePartTypeId: 2,
      country: 'SE',
      locale: 'sv',
      marketId: 'SE',
      userId: null,
      termsAccepted: true,
      contactAgreed: true,
    });
    const images = await t.database.db
      .select()
      .from(sparePartEnquiryImages)
      .where(eq(sparePartEnquiryImages.enquiryId, row?.id as string))
      .orderBy(sparePartEnquiryImages.slot);
    expect(images.map((i) => [i.slot, i.contentType, i.size])).toEqual([
      ['primary', 'image/png', PRIMARY.length],
      ['secondary', 'image/jpeg', SECONDARY.length],
    ]);
    const storage = storageFor(t.config.DATA_DIR);
    for (const [image, original] of [
      [images[0], PRIMARY],
      [images[1], SECONDARY],
    ] as const) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(image?.storageKey as string)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(original)).toBe(true);
    }

    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      recipients: [FORMS_MAILBOX],
      subject: 'Spare-part enquiry RX-2021-004512 – Nordvent AB',
    });
    expect(mail?.textBody).toContain('Spare-part type: Motor');
    expect(mail?.textBody).toContain('Country: Sweden (SE)');
    expect(mail?.textBody).toContain('Telephone: +46 31-123 4567');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['primary-product-image.png', 'image/png'],
      ['secondary-product-image.jpg', 'image/jpeg'],
    ]);

    // The worker sends it with the images read from storage (no SMTP: an .eml in DATA_DIR/outbox).
    const worker = startMailWorker({
      database: t.database,
      config: t.config,
      log: pino({ level: 'silent' }),
      pollIntervalMs: 0,
      openAttachment: storageAttachments(storage),
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const file = readdirSync(outbox).find((name) => name.endsWith(`${mail?.id}.eml`));
    const raw = readFileSync(path.join(outbox, file as string), 'utf8');
    const parsed = parseRawMail(raw);
    expect(parsed.headers.get('to')).toBe(FORMS_MAILBOX);
    expect(decodeQuotedPrintable(parsed.body)).toContain('Serial number: RX-2021-004512');
    expect(raw).toContain('filename=primary-product-image.png');
    expect(raw).toContain(PRIMARY.toString('base64').slice(0, 60));
  });

  it('keeps a jpeg that was declared as png as a jpeg, and takes the secondary image as optional', async () => {
    const response = await send(
      enquiry({ primaryProductImage: dataUrl(SECONDARY, 'image/png'), secondaryProductImage: undefined }),
    );
    expect(response.statusCode).toBe(204);
    const images = await t.database.db.select().from(sparePartEnquiryImages);
    expect(images.map((i) => [i.slot, i.contentType])).toEqual([['primary', 'image/jpeg']]);
  });

  it('takes images as { data, mime } (spec §3) and refuses a mime the bytes do not show', async () => {
    const asObject = (file: Buffer, mime: string) => ({ data: file.toString('base64'), mime });
    const response = await send(
      enquiry({
        primaryProductImage: asObject(PRIMARY, 'image/png'),
        secondaryProductImage: asObject(SECONDARY, 'image/jpeg'),
      }),
    );
    expect(response.statusCode).toBe(204);
    const images = await t.database.db.select().from(sparePartEnquiryImages);
    expect(images.map((i) => [i.slot, i.contentType, i.size]).sort()).toEqual([
      ['primary', 'image/png', PRIMARY.length],
      ['secondary', 'image/jpeg', SECONDARY.length],
    ]);
    await expectRefused(
      enquiry({ primaryProductImage: asObject(SECONDARY, 'image/png') }),
      'primaryProductImage',
    );
  });

  it('stores one enquiry and sends one mail for a requestId sent twice', async () => {
    const body = enquiry();
    expect((await send(body)).statusCode).toBe(204);
    expect((await send(body)).statusCode).toBe(204);
    // Also when the two arrive together: one is stored; the other answers like it (PGlite runs them one after
    // the other) or, while the first is still running on PostgreSQL, 409 (ADR 0051).
    const again = enquiry();
    const both = await Promise.all([send(again), send(again)]);
    expect(both.map((r) => r.statusCode)).toContain(204);
    for (const response of both.filter((r) => r.statusCode !== 204)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'request_in_flight' });
    }
    expect(await count(sparePartEnquiries)).toBe(2);
    expect(await count(mailOutbox)).toBe(2);
    // A repeat counts for no rate limit: only the two stored enquiries were counted.
    const [hits] = await t.database.db.select({ n: sql<number>`sum(hits)::int` }).from(rateLimitHits);
    expect(Number(hits?.n)).toBe(4);
  });

  it('mails an enquiry of a market without its own mailbox to the forms mailbox', async () => {
    expect((await send(enquiry({ marketId: 'DE' }))).statusCode).toBe(204);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.recipients).toEqual(['backoffice@nordvent-shop.example']);
  });

  it('refuses a requestId sent again with other fields with 422 and stores nothing more', async () => {
    const body = enquiry();
    expect((await send(body)).statusCode).toBe(204);
    const changed = await send({ ...body, serialNumber: 'RX-2021-009999' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await count(sparePartEnquiries)).toBe(1);
    expect(await count(mailOutbox)).toBe(1);
  });

  it('refuses each text field one character over its limit, and takes it at the limit', async () => {
    expect((await send(enquiry({ serialNumber: 'S'.repeat(30) }))).statusCode).toBe(204);
    await expectRefused(enquiry({ serialNumber: 'S'.repeat(31) }), 'serialNumber');
    expect((await send(enquiry({ firstName: 'F'.repeat(20) }))).statusCode).toBe(204);
    await expectRefused(enquiry({ firstName: 'F'.repeat(21) }), 'firstName');
    await expectRefused(enquiry({ productName: 'P'.repeat(101) }), 'productName');
    await expectRefused(enquiry({ supportingNotes: 'n'.repeat(1001) }), 'supportingNotes');
    await expectRefused(enquiry({ postalCode: '1'.repeat(21) }), 'postalCode');
    await expectRefused(enquiry({ telephone: '1'.repeat(31) }), 'telephone');
    await expectRefused(enquiry({ telephone: '12 34' }), 'telephone');
    await expectRefused(enquiry({ email: 'anna at nordvent' }), 'email');
    await expectRefused(enquiry({ city: '' }), 'city');
    await expectRefused(enquiry({ termsAndConditions: false }), 'termsAndConditions');
    await expectRefused(enquiry({ agreementToContacted: false }), 'agreementToContacted');
    expect(await count(sparePartEnquiries)).toBe(2);
  });

  it('requires the Other text when the type is Other', async () => {
    await expectRefused(enquiry({ sparePartType: 'Other' }), 'sparePartTypeOther');
    await expectRefused(enquiry({ sparePartType: 'Gearbox' }), 'sparePartType');
    const response = await send(enquiry({ sparePartType: 'Other', sparePartTypeOther: 'Door hinge' }));
    expect(response.statusCode).toBe(204);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.textBody).toContain('Spare-part type: Other: Door hinge');
  });

  it('takes an image of exactly 10 MB and refuses 10 MB and one byte', async () => {
    const atLimit = enquiry({
      primaryProductImage: dataUrl(fileOf(ENQUIRY_IMAGE_MAX_BYTES, 'png'), 'image/png'),
    });
    expect((await send(atLimit)).statusCode).toBe(204);
    const [image] = await t.database.db
      .select()
      .from(sparePartEnquiryImages)
      .where(eq(sparePartEnquiryImages.slot, 'primary'));
    expect(image?.size).toBe(ENQUIRY_IMAGE_MAX_BYTES);
    await expectRefused(
      enquiry({ secondaryProductImage: dataUrl(fileOf(ENQUIRY_IMAGE_MAX_BYTES + 1, 'jpeg'), 'image/jpeg') }),
      'secondaryProductImage',
    );
  });

  it('refuses a "png" that is not one, whatever it declares', async () => {
    const text = Buffer.from('GIF89a is not a png either, nor is this text');
    await expectRefused(enquiry({ primaryProductImage: dataUrl(text, 'image/png') }), 'primaryProductImage');
    await expectRefused(enquiry({ primaryProductImage: undefined }), 'primaryProductImage');
    await expectRefused(
      enquiry({ primaryProductImage: 'data:image/png;base64,not base64 at all!' }),
      'primaryProductImage',
    );
    expect(await count(sparePartEnquiries)).toBe(0);
  });

  it('refuses an unknown market, and a body larger than two images at their limit before reading it', async () => {
    await expectRefused(enquiry({ marketId: 'XX' }), 'marketId');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Form/SendSparePartEnquiryForm',
      headers: { 'content-type': 'application/json' },
      payload: `{"padding":"${'x'.repeat(ENQUIRY_BODY_MAX_BYTES)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await count(sparePartEnquiries)).toBe(0);
  });
});

describe('the API document', () => {
  it('describes the route with its body schema and answers', async () => {
    const doc = (await t.app.inject('/api/docs/openapi.json')).json();
    const operation = doc.paths['/api/v1/Form/SendSparePartEnquiryForm']?.post;
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['204', '400', '413', '429']),
    );
    const body = doc.components.schemas.SparePartEnquiry;
    expect(body.properties.sparePartType.enum).toHaveLength(19);
    expect(body.properties.serialNumber.maxLength).toBe(30);
  });
});

describe('rate limits of POST Form/SendSparePartEnquiryForm', () => {
  it('limits one client network: 429 with Retry-After; refused and repeated requests do not count', async () => {
    await send(enquiry({ city: '' }), { remoteAddress: '203.0.113.5' });
    const first = enquiry({ email: 'e0@nordvent.example' });
    for (let i = 0; i < ENQUIRY_LIMIT_PER_IP.max; i++) {
      const body = i === 0 ? first : enquiry({ email: `e${i}@nordvent.example` });
      expect((await send(body, { remoteAddress: '203.0.113.5' })).statusCode).toBe(204);
    }
    // The first enquiry again is no new enquiry: it is answered, not counted.
    expect((await send(first, { remoteAddress: '203.0.113.5' })).statusCode).toBe(204);
    const refused = await send(enquiry(), { remoteAddress: '203.0.113.5' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await count(sparePartEnquiries)).toBe(ENQUIRY_LIMIT_PER_IP.max);
    expect((await send(enquiry(), { remoteAddress: '203.0.114.6' })).statusCode).toBe(204);
  });

  it('limits one e-mail address from any network, without storing the address in the limits table', async () => {
    for (let i = 0; i < ENQUIRY_LIMIT_PER_ADDRESS.max; i++) {
      const response = await send(enquiry({ email: 'buyer@nordvent.example' }), {
        remoteAddress: `10.6.${i + 1}.1`,
      });
      expect(response.statusCode).toBe(204);
    }
    const refused = await send(enquiry({ email: 'BUYER@nordvent.example' }), { remoteAddress: '192.0.2.99' });
    expect(refused.statusCode).toBe(429);
    const buckets = await t.database.db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits);
    expect(buckets.some((b) => b.bucket.includes('buyer'))).toBe(false);
  });
});

describe('an enquiry whose transaction fails after an image was written', () => {
  it('removes that image again, and leaves no enquiry and no mail', async () => {
    const storage = storageFor(t.config.DATA_DIR);
    // The second image cannot be written (a full disk): the transaction rolls back after the first was stored.
    let puts = 0;
    const failingSecondWrite: Storage = {
      ...storage,
      put: async (key, body, contentType) => {
        if (++puts === 2) throw new Error('no space left on device');
        await storage.put(key, body, contentType);
      },
    };
    const filesDir = path.join(t.config.DATA_DIR, 'files');
    const files = () => readdirSync(filesDir, { recursive: true }).map(String).sort();
    const before = files();
    const ctx = anonymousContext(t.database.db, 'sv', 'enquiry-disk-full');
    const input = {
      ...sparePartEnquiryBodySchema.parse(enquiry()),
      clientIp: '198.51.100.7',
      mailbox: FORMS_MAILBOX,
    };

    await expect(sendSparePartEnquiry(ctx, failingSecondWrite, input)).rejects.toThrow('no space left');
    expect(puts).toBe(2);
    expect(await count(sparePartEnquiries)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
    expect(files()).toEqual(before);
  });
});

describe('an enquiry whose process is killed while it stores the images (ADR 0040)', () => {
  const sweep = (storage: Storage) =>
    sweepPendingFiles({
      storage,
      referencedKeys: (keys) => referencedEnquiryFiles(t.database.db, keys),
      watchedFolders: [ENQUIRY_FILES_FOLDER],
      graceMs: 60_000,
      // The sweep of a later start: the files are past their grace period by then.
      now: new Date(Date.now() + 3_600_000),
    });

  it('before the commit: leaves only pending files, which the sweep removes', async () => {
    const storage = storageFor(t.config.DATA_DIR);
    // The kill: the process dies while writing the second image; the transaction never commits, and no
    // clean-up runs.
    let puts = 0;
    const killed: Storage = {
      ...storage,
      put: async (key, body, contentType) => {
        if (++puts === 2) throw new Error('killed');
        await storage.put(key, body, contentType);
      },
      delete: async () => {
        throw new Error('killed');
      },
    };
    const ctx = anonymousContext(t.database.db, 'sv', 'enquiry-killed-before-commit');
    const input = {
      ...sparePartEnquiryBodySchema.parse(enquiry()),
      clientIp: '198.51.100.8',
      mailbox: FORMS_MAILBOX,
    };
    const before = await storage.list(ENQUIRY_FILES_FOLDER);
    await expect(sendSparePartEnquiry(ctx, killed, input)).rejects.toThrow('killed');
    expect(await count(sparePartEnquiries)).toBe(0);
    // Nothing where enquiries' images are kept: only the pending file of the first image.
    expect(await storage.list(ENQUIRY_FILES_FOLDER)).toEqual(before);
    expect((await storage.list('pending')).length).toBe(1);

    await sweep(storage);
    expect(await storage.list('pending')).toEqual([]);
    // Earlier tests' rows are gone (beforeEach), so no image file is named by a row any more: all are swept.
    expect(await storage.list(ENQUIRY_FILES_FOLDER)).toEqual([]);
  });

  it('after the commit: the sweep moves the images where the rows name them, and the mail goes out with them', async () => {
    const storage = storageFor(t.config.DATA_DIR);
    const killed: Storage = {
      ...storage,
      move: async () => {
        throw new Error('killed');
      },
    };
    const ctx = anonymousContext(t.database.db, 'sv', 'enquiry-killed-after-commit');
    const input = {
      ...sparePartEnquiryBodySchema.parse(enquiry()),
      clientIp: '198.51.100.9',
      mailbox: FORMS_MAILBOX,
    };
    const { enquiryId } = await sendSparePartEnquiry(ctx, killed, input);
    const rows = await t.database.db.select().from(sparePartEnquiryImages);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(await storage.exists(row.storageKey)).toBe(false);

    expect(await sweep(storage)).toMatchObject({ promoted: 2 });
    for (const row of rows) expect(await storage.exists(row.storageKey)).toBe(true);
    expect(await storage.list('pending')).toEqual([]);
    expect((await storage.list(ENQUIRY_FILES_FOLDER)).map((entry) => entry.key).sort()).toEqual(
      rows.map((row) => row.storageKey).sort(),
    );
    expect(rows.every((row) => row.storageKey.includes(enquiryId))).toBe(true);
  });
});
