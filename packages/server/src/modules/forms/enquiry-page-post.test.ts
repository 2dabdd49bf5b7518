import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_IMAGE_MAX_BYTES,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { SPARE_PART_ENQUIRY_DETAILS } from '@airshop/domain/testing/spare-part-enquiry-fixture';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailOutbox, rateLimitHits, sparePartEnquiries, sparePartEnquiryImages } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { queryRows } from '../../testing/product-fixtures.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

/*
 * The product page's enquiry sent without script (ADR 0050), through the whole page stack: the SSR route and
 * its body limit, the product route's action, the multipart reader and the API's service. Needs the web build
 * (`npm run build`), as the pages are the built React Router app; CI builds before it tests.
 */

const ORIGIN = 'http://localhost:3000';
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir = '';
let catalogue: { dispose(): void };
/** A product page that shows the enquiry, and one that does not. */
let enquiryPage = '';
let plainPage = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    FORMS_MAIL_TO: 'backoffice@nordvent-shop.example',
  });
  database = await createTestDatabase();
  catalogue = await loadTestCatalog(database.db);
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  const pageOf = async (visible: boolean) => {
    const [row] = await queryRows<{ url: string }>(
      database.db,
      sql`select '/en/' || c.route_segment || '/' || p.route_path as url from products p
        join catalogs c on c.id = p.catalog_id
        where p.is_enquiry_form_visible = ${visible} and p.kind = 'product' order by p.id limit 1`,
    );
    if (!row) throw new Error(`the test catalogue has no product with the enquiry ${visible ? 'on' : 'off'}`);
    return row.url;
  };
  enquiryPage = await pageOf(true);
  plainPage = await pageOf(false);
  // A catalogue and the built pages on top of the database: more than the server tests' usual minute on a busy
  // machine.
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  catalogue?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(rateLimitHits);
  await database.db.delete(sparePartEnquiries);
  requestId = randomUUID();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4000, 9),
]);
/** The form's hidden id: one per test, as each test stands for another page view. */
let requestId = '';

/** The form's fields as the plain form posts them (a ticked checkbox sends "true", an empty file input a part). */
function formOf(overrides: Record<string, string | null> = {}, photo: Buffer | null = PNG): FormData {
  const form = new FormData();
  const { termsAndConditions, agreementToContacted, marketId, salesUnit, ...texts } =
    SPARE_PART_ENQUIRY_DETAILS;
  const fields: Record<string, string | null> = {
    requestId,
    ...texts,
    sparePartType: 'Motor',
    termsAndConditions: termsAndConditions ? 'true' : null,
    agreementToContacted: agreementToContacted ? 'true' : null,
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  if (photo) form.append('primaryProductImage', new Blob([photo], { type: 'image/png' }), 'nameplate.png');
  form.append('secondaryProductImage', new Blob([]), '');
  return form;
}

/** The form as a browser sends it: a multipart body from this site's page. */
async function post(url: string, form: FormData, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${url}`, { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': request.headers.get('content-type') as string,
      // React Router refuses an action whose Origin is not the Host it was sent to.
      host: new URL(ORIGIN).host,
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function count(table: typeof mailOutbox | typeof sparePartEnquiries | typeof sparePartEnquiryImages) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}

describe('the enquiry posted to its product page without script', () => {
  it('sends a valid post with a photo: one enquiry, its photo, one mail, and a redirect to the confirmation', async () => {
    const response = await post(enquiryPage, formOf());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${enquiryPage}?enquiry=sent#enquiry`);
    expect(await count(sparePartEnquiries)).toBe(1);
    const [image] = await database.db.select().from(sparePartEnquiryImages);
    expect(image).toMatchObject({ slot: 'primary', contentType: 'image/png', size: PNG.length });
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(SPARE_PART_ENQUIRY_DETAILS.serialNumber);
    expect(mails[0]?.attachments.map((a) => a.contentType)).toEqual(['image/png']);

    const confirmation = await app.inject({ method: 'GET', url: `${enquiryPage}?enquiry=sent` });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Thank you');
  });

  it('answers an invalid e-mail with 400 and the page again: the error under the field, the values kept', async () => {
    const response = await post(enquiryPage, formOf({ email: 'anna.lind@', firstName: 'Åsa <b>' }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).not.toMatch(/public/);
    const html = response.body;
    expect(html).toMatch(
      /<input[^>]*name="email"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="email"/,
    );
    expect(html).toMatch(/value="anna\.lind@"/);
    // Kept, and escaped as text.
    expect(html).toContain('value="Åsa &lt;b&gt;"');
    expect(html).toContain('field must be email');
    expect(await count(sparePartEnquiries)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
  });

  it('answers a photo over 10 MB with 400 and the size message, and stores nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(ENQUIRY_IMAGE_MAX_BYTES, 1)]);
    const response = await post(enquiryPage, formOf({}, big));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The image may be at most 10 MB.');
    expect(await count(sparePartEnquiries)).toBe(0);
  });

  it('answers a body over the enquiry limit with 413 and the size message', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(ENQUIRY_BODY_MAX_BYTES, 1)]);
    const response = await post(enquiryPage, formOf({}, huge));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('The image may be at most 10 MB.');
    // Refused before it was read: nothing of it can be shown again.
    expect(response.body).not.toContain(`value="${SPARE_PART_ENQUIRY_DETAILS.serialNumber}"`);
    expect(await count(sparePartEnquiries)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
  });

  it('takes a replayed identical post as the same enquiry: one enquiry, one mail', async () => {
    expect((await post(enquiryPage, formOf())).statusCode).toBe(303);
    expect((await post(enquiryPage, formOf())).statusCode).toBe(303);
    expect(await count(sparePartEnquiries)).toBe(1);
    expect(await count(mailOutbox)).toBe(1);
    // Another person's enquiry from the same cached page (the same form id) is another enquiry.
    expect((await post(enquiryPage, formOf({ email: 'other@nordvent.example' }))).statusCode).toBe(303);
    expect(await count(sparePartEnquiries)).toBe(2);
  });

  it('refuses a post from another site with 403', async () => {
    const response = await post(enquiryPage, formOf(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(await count(sparePartEnquiries)).toBe(0);
  });

  it('refuses a post to a product without the enquiry with 405', async () => {
    const response = await post(plainPage, formOf());
    expect(response.statusCode).toBe(405);
    expect(await count(sparePartEnquiries)).toBe(0);
  });
});

describe('the body limit of page posts', () => {
  /** A post that declares `length` bytes and sends none: refused before its body would be read, or not. */
  const declaring = (url: string, length: number, type = 'multipart/form-data; boundary=x') =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': type,
        'content-length': String(length),
        host: new URL(ORIGIN).host,
        origin: ORIGIN,
      },
      payload: '',
    });

  it('takes up to the enquiry limit on a product page, and answers a multipart post over it with the page', async () => {
    const response = await declaring(enquiryPage, 2 * 1024 * 1024);
    expect(response.statusCode).not.toBe(413);
    const over = await declaring(enquiryPage, ENQUIRY_BODY_MAX_BYTES + 1);
    expect(over.statusCode).toBe(413);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.headers.connection).toBe('close');
    // Any other post over it is refused as every route refuses one.
    const form = await declaring(
      enquiryPage,
      ENQUIRY_BODY_MAX_BYTES + 1,
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(413);
    expect(form.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('keeps 1 MiB for the shop’s own pages that the catalogue pattern also matches', async () => {
    for (const url of [
      '/en/account/sign-in',
      '/en/account/password-reset/complete',
      '/en/back-office/users',
      '/en/cart',
      '/en/blog/some-post',
      '/sv/account/sign-up?returnUrl=%2Fsv',
    ]) {
      const response = await declaring(url, 2 * 1024 * 1024);
      expect(response.statusCode, url).toBe(413);
      expect(response.json(), url).toMatchObject({ code: 'payload_too_large' });
    }
  });
});
