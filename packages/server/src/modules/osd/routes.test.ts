import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filenameFromContentDisposition } from '@airshop/domain/documents/content-disposition';
import { count, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  idempotencyKeys,
  mailOutbox,
  rateLimitHits,
  unitDocuments,
  unitOrders,
  unitRequests,
  units,
} from '../../db/schema.ts';
import { storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { signInViewers } from '../../testing/viewers.ts';
import { importCatalog, isNoOp } from '../catalog-import/index.ts';
import { OSD_LOOKUP_LIMIT, OSD_MISS_LIMIT } from './service.ts';

const BACK_OFFICE = 'service@nordvent-shop.example';
const SALES_SE = 'sales.se@nordvent-shop.example';
const t = useTestApp({
  FORMS_MAIL_TO: 'forms@nordvent-shop.example',
  MAILBOXES: `unit-request=${BACK_OFFICE},unit-sales@SE=${SALES_SE}`,
});

const VIEWERS = ['anonymous', 'waitingBackOffice', 'buyer', 'otherBuyer', 'backOffice'] as const;
let headers: Record<(typeof VIEWERS)[number], Record<string, string>>;
/** A unit of a demo order bought by company A (customer number 100101, market SE). */
let unit: typeof units.$inferSelect;
let order: typeof unitOrders.$inferSelect;
/** A unit of another order. */
let otherUnit: typeof units.$inferSelect;
let address = 0;
/** Each test asks from a network of its own, so the look-up limits of one do not touch another. */
const nextNetwork = () => `198.51.${++address}.7`;

beforeAll(async () => {
  await loadTestCatalog(t.database.db, { products: 12, storage: storageFor(t.config.DATA_DIR) });
  const db = t.database.db;
  const [companyA] = await db
    .insert(companies)
    .values({ name: 'Nordvent Test', customerNumber: '100101', marketId: 'SE' })
    .returning({ id: companies.id });
  const [companyB] = await db
    .insert(companies)
    .values({ name: 'Other Test', customerNumber: '999999', marketId: 'SE' })
    .returning({ id: companies.id });
  ({ headers } = await signInViewers(t.app, db, VIEWERS, { A: companyA?.id, B: companyB?.id }));
  const [firstOrder] = await db
    .select()
    .from(unitOrders)
    .where(eq(unitOrders.customerNumber, '100101'))
    .limit(1);
  order = firstOrder as typeof order;
  const [firstUnit] = await db.select().from(units).where(eq(units.orderNo, order.orderNo)).limit(1);
  unit = firstUnit as typeof unit;
  const [another] = await db.select().from(units).where(sql`${units.orderNo} <> ${order.orderNo}`).limit(1);
  otherUnit = another as typeof otherUnit;
}, 180_000);

beforeEach(async () => {
  await t.database.db.delete(rateLimitHits);
});

/** The text of a PDF as a reader extracts it (throws when the bytes are no readable PDF). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      for (const item of (await (await pdf.getPage(n)).getTextContent()).items)
        if ('str' in item) parts.push(item.str);
    }
    return parts.join(' ');
  } finally {
    await pdf.destroy();
  }
}
const unzip = (bytes: Uint8Array) => unzipSync(new Uint8Array(bytes));

/** The serial as a label prints it and a person types it: lower case, dashes and spaces. */
const typed = (serial: string) =>
  `${serial.slice(0, 2).toLowerCase()}-${serial.slice(2, 5)} ${serial.slice(5)}`;

function get(
  url: string,
  viewer: (typeof VIEWERS)[number] = 'anonymous',
  extra: Record<string, string> = {},
) {
  return t.app.inject({ url, headers: { ...headers[viewer], ...extra }, remoteAddress: nextNetwork() });
}

describe('the demo units', () => {
  it('has at least 300 units over at least 40 orders, each with three documents; a second import writes nothing', async () => {
    const db = t.database.db;
    const [u] = await db.select({ n: count() }).from(units);
    const [o] = await db.select({ n: count() }).from(unitOrders);
    const [d] = await db.select({ n: count() }).from(unitDocuments);
    expect(u?.n).toBeGreaterThanOrEqual(300);
    expect(o?.n).toBeGreaterThanOrEqual(40);
    expect(d?.n).toBe((u?.n ?? 0) * 3);
    expect(unit.serialNumber).toMatch(/^[A-Z0-9]+$/);
  });

  it('imports a folder of units idempotently and reports bad records', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'airshop-units-'));
    try {
      writeFileSync(
        path.join(dir, 'unit-orders.json'),
        JSON.stringify([{ orderNo: 'SO-TEST-1', orderDate: '2025-03-01', market: 'SE' }]),
      );
      const good = {
        id: randomUUID(),
        serialNumber: 'zz-99x 00001',
        variant: unit.variantCode,
        manufactureDate: '2025-03-10',
        order: 'SO-TEST-1',
      };
      const bad = [
        { ...good, id: randomUUID(), serialNumber: 'ZZ99X00002', order: 'SO-NONE' },
        { ...good, id: randomUUID(), serialNumber: '!!' },
        {
          ...good,
          id: randomUUID(),
          serialNumber: 'ZZ99X00003',
          documents: [{ id: randomUUID(), kind: 'test-protocol', name: 'x', file: 'nope.pdf' }],
        },
      ];
      writeFileSync(path.join(dir, 'units.jsonl'), [good, ...bad].map((r) => JSON.stringify(r)).join('\n'));
      const storage = storageFor(t.config.DATA_DIR);
      const first = await importCatalog({ db: t.database.db, storage, dir });
      expect(first.unitOrders).toMatchObject({ created: 1 });
      expect(first.units).toMatchObject({ created: 1, rejected: 3 });
      expect(first.problems.map((p) => p.message).join('\n')).toMatch(/unknown order SO-NONE/);
      const [row] = await t.database.db.select().from(units).where(eq(units.id, good.id));
      expect(row?.serialNumber).toBe('ZZ99X00001');
      const second = await importCatalog({ db: t.database.db, storage, dir });
      expect(isNoOp(second)).toBe(true);
      expect(second.units).toMatchObject({ unchanged: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET Osd/Product/{serial}/Brief', () => {
  it('finds a unit by its serial however it is typed, for every viewer, with the page to go to', async () => {
    for (const viewer of VIEWERS) {
      const response = await get(
        `/api/v1/Osd/Product/${encodeURIComponent(typed(unit.serialNumber))}/Brief`,
        viewer,
        {
          'x-page-locale': 'de',
        },
      );
      expect(response.statusCode, viewer).toBe(200);
      expect(response.json()).toEqual({
        SerialNo: unit.serialNumber,
        ErrorMessage: null,
        ResultRedirectUrl: `/de/after-sales/serial-number/${unit.serialNumber}`,
        ProductIsFound: true,
        OrderIsFound: true,
        OrderDate: order.orderDate,
      });
    }
  });

  it('answers an unknown or malformed serial with its translated ErrorMessage, not an error', async () => {
    for (const serial of ['NV00Z99999', '!!', 'a', 'x'.repeat(40)]) {
      const response = await get(`/api/v1/Osd/Product/${encodeURIComponent(serial)}/Brief`, 'anonymous', {
        'x-page-locale': 'fi',
      });
      expect(response.statusCode, serial).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ ProductIsFound: false, OrderIsFound: false, ResultRedirectUrl: null });
      expect(body.ErrorMessage).toContain('Sarjanumerolla');
    }
    const tooLong = await get(`/api/v1/Osd/Product/${'x'.repeat(61)}/Brief`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('validation_failed');
  });
});

describe('GET Osd/Product/{serial}', () => {
  it('answers the unit to every viewer alike, with no price or stock', async () => {
    const bodies = [];
    for (const viewer of VIEWERS) {
      const response = await get(`/api/v1/Osd/Product/${unit.serialNumber.toLowerCase()}`, viewer);
      expect(response.statusCode, viewer).toBe(200);
      bodies.push(response.json());
      expect(response.body).not.toMatch(/price|stock|net|gross/i);
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      SerialNo: unit.serialNumber,
      ProductId: unit.id,
      ManufactureDate: unit.manufactureDate,
      OrderNumber: order.orderNo,
      VariantCode: unit.variantCode,
      SalesEnquiryGoesToBackOffice: false,
      RegisterWarrantyGoesToBackOffice: true,
      PurchaseSimilarUnitGoesToBackOffice: false,
      RequestServiceEngineerGoesToBackOffice: true,
      PrivacyPolicyName: 'Privacy policy',
    });
    expect(bodies[0].Images[0].Url).toMatch(/^\/media\/981x732\//);
    expect(bodies[0].ProductPageUrl).toMatch(new RegExp(`^/en/products/.+\\?code=${unit.variantCode}$`));
  });

  it('is 404 for an unknown serial and 400 for a serial longer than any', async () => {
    expect((await get('/api/v1/Osd/Product/NV00Z99999')).statusCode).toBe(404);
    expect((await get('/api/v1/Osd/Product/%20')).statusCode).toBe(404);
    expect((await get(`/api/v1/Osd/Product/${'9'.repeat(61)}`)).statusCode).toBe(400);
  });
});

describe('GET Osd/Order/{no}', () => {
  const url = (serial?: string) =>
    `/api/v1/Osd/Order/${order.orderNo}${serial ? `?serial=${encodeURIComponent(serial)}` : ''}`;

  it('shows the order to the back office and to approved buyers of its company without a serial', async () => {
    for (const viewer of ['buyer', 'backOffice'] as const) {
      const response = await get(url(), viewer);
      expect(response.statusCode, viewer).toBe(200);
      const body = response.json();
      expect(body.OrderNo).toBe(order.orderNo);
      expect(body.OrderDate).toBe(order.orderDate);
      expect(body.Products.map((p: { SerialNo: string }) => p.SerialNo)).toContain(unit.serialNumber);
      expect(response.body).not.toMatch(/price|customer|100101/i);
    }
  });

  it('needs a serial of one of its units from anyone else; another order’s serial is 404 as no order', async () => {
    for (const viewer of ['anonymous', 'waitingBackOffice', 'otherBuyer'] as const) {
      expect((await get(url(), viewer)).statusCode, viewer).toBe(404);
      expect((await get(url(otherUnit.serialNumber), viewer)).statusCode, viewer).toBe(404);
      expect((await get(url(typed(unit.serialNumber)), viewer)).statusCode, viewer).toBe(200);
    }
    expect((await get('/api/v1/Osd/Order/SO-0000-00000?serial=X')).statusCode).toBe(404);
  });
});

describe('unit documents and the zip', () => {
  it('lists the unit’s three documents, each a PDF naming the serial number', async () => {
    const response = await get(`/api/v1/Osd/Product/${unit.id}/UnitSpecificDocuments`, 'anonymous', {
      'x-page-locale': 'sv',
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((d: { Kind: string }) => d.Kind)).toEqual([
      'test-protocol',
      'wiring-diagram',
      'declaration-of-conformity',
    ]);
    expect(list[0].Name).toBe('Provningsprotokoll från fabrik');
    for (const viewer of VIEWERS) {
      const again = await get(`/api/v1/Osd/Product/${unit.id}/UnitSpecificDocuments`, viewer, {
        'x-page-locale': 'sv',
      });
      expect(again.statusCode, viewer).toBe(200);
      expect(again.json(), viewer).toEqual(list);
    }
    const file = await get(list[0].Url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(file.rawPayload)).toContain(`Serial number ${unit.serialNumber}`);
    expect((await get(`/api/v1/Osd/Product/${randomUUID()}/UnitSpecificDocuments`)).statusCode).toBe(404);
    expect(
      (await get(`/api/v1/Osd/Product/${unit.id}/UnitSpecificDocuments/${randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await get('/api/v1/Osd/Product/not-a-uuid/UnitSpecificDocuments')).statusCode).toBe(400);
  });

  it('streams every document of the unit as a zip that unzip -t accepts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Documents/${typed(unit.serialNumber)}/DownloadSpecificOsdZip`,
      headers: { ...headers.anonymous },
      remoteAddress: nextNetwork(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(filenameFromContentDisposition(String(response.headers['content-disposition']))).toContain(
      unit.serialNumber,
    );
    const entries = unzip(response.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(
      ['declaration-of-conformity', 'test-protocol', 'wiring-diagram'].map(
        (k) => `${k}-${unit.serialNumber}.pdf`,
      ),
    );
    for (const bytes of Object.values(entries)) expect(await pdfText(bytes)).toContain(unit.serialNumber);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'airshop-osd-zip-'));
    try {
      writeFileSync(path.join(dir, 'unit.zip'), response.rawPayload);
      expect(execFileSync('unzip', ['-t', path.join(dir, 'unit.zip')]).toString()).toMatch(
        /No errors detected/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Every viewer gets the same zip; a unit without documents answers 204.
    for (const viewer of VIEWERS) {
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/v1/Documents/${unit.serialNumber}/DownloadSpecificOsdZip`,
        headers: { ...headers[viewer] },
        remoteAddress: nextNetwork(),
      });
      expect(again.statusCode, viewer).toBe(200);
      expect(again.rawPayload.equals(response.rawPayload), viewer).toBe(true);
    }
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/ZZ-99X-00001/DownloadSpecificOsdZip',
      headers: { ...headers.anonymous },
      remoteAddress: nextNetwork(),
    });
    expect(bare.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/NV00Z99999/DownloadSpecificOsdZip',
      headers: { ...headers.anonymous },
      remoteAddress: nextNetwork(),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('rate limits of the look-ups', () => {
  it('refuses misses beyond the miss limit with 429 and Retry-After, also for the known serials then', async () => {
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < OSD_MISS_LIMIT.max; i++) {
      const miss = await t.app.inject({ url: `/api/v1/Osd/Product/NV00Z${10000 + i}/Brief`, remoteAddress });
      expect(miss.statusCode).toBe(200);
    }
    const over = await t.app.inject({ url: '/api/v1/Osd/Product/NV00Z99999/Brief', remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not touched.
    expect((await get(`/api/v1/Osd/Product/${unit.serialNumber}/Brief`)).statusCode).toBe(200);
  });

  it('refuses any look-up beyond the look-up limit of the network', async () => {
    const remoteAddress = '203.0.114.9';
    const bucket = `${OSD_LOOKUP_LIMIT.name}:203.0.114.0/24`;
    await t.database.db.execute(
      sql`insert into rate_limit_hits (bucket, window_start, hits)
          values (${bucket}, to_timestamp(floor(extract(epoch from now()) / ${OSD_LOOKUP_LIMIT.windowSeconds}) * ${OSD_LOOKUP_LIMIT.windowSeconds}), ${OSD_LOOKUP_LIMIT.max})`,
    );
    const response = await t.app.inject({ url: `/api/v1/Osd/Product/${unit.serialNumber}`, remoteAddress });
    expect(response.statusCode).toBe(429);
  });
});

describe('POST Osd/Product/{id}/SendOsdProductForm', () => {
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
  });

  const form = (overrides: Record<string, unknown> = {}) => ({
    requestId: randomUUID(),
    SerialNo: typed(unit.serialNumber),
    FormType: 'register-warranty',
    FirstName: 'Jonas',
    LastName: 'Keller',
    CompanyName: 'Keller Lüftungstechnik',
    Email: 'jonas.keller@installer.example',
    Telephone: '+49 30 1234567',
    Message: 'Commissioned today.',
    Date: '2026-01-10',
    SalesUnit: 'de',
    PrivacyPolicyAccepted: true,
    ...overrides,
  });
  const send = (body: object, viewer: (typeof VIEWERS)[number] = 'anonymous', id = unit.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/Osd/Product/${id}/SendOsdProductForm`,
      headers: headers[viewer],
      payload: body,
      remoteAddress: nextNetwork(),
    });

  it('stores each request and mails it where its flag says, with a confirmation in the sender’s language', async () => {
    for (const viewer of ['anonymous', 'waitingBackOffice', 'buyer', 'backOffice'] as const) {
      await t.database.db.delete(mailOutbox);
      const body = form();
      expect((await send(body, viewer)).statusCode, viewer).toBe(204);
      const mails = await t.database.db.select().from(mailOutbox);
      expect(mails.map((m) => m.recipients[0]).sort(), viewer).toEqual(
        [BACK_OFFICE, 'jonas.keller@installer.example'].sort(),
      );
      const toBackOffice = mails.find((m) => m.recipients[0] === BACK_OFFICE);
      expect(toBackOffice?.subject).toBe(`Register warranty: unit ${unit.serialNumber} – Jonas Keller`);
      expect(toBackOffice?.textBody).toContain('In use since: 2026-01-10');
      const confirmation = mails.find((m) => m.recipients[0] !== BACK_OFFICE);
      expect(confirmation?.subject).toBe(`Wir haben Ihre Anfrage zum Gerät ${unit.serialNumber} erhalten`);
    }
    // A sales enquiry goes to the sales mailbox of the unit's market (SE).
    await t.database.db.delete(mailOutbox);
    expect(
      (await send(form({ FormType: 'sales-enquiry', Date: undefined, SalesUnit: 'en' }))).statusCode,
    ).toBe(204);
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.recipients[0])).toContain(SALES_SE);
    const [stored] = await t.database.db
      .select()
      .from(unitRequests)
      .where(eq(unitRequests.kind, 'sales-enquiry'));
    expect(stored).toMatchObject({ routedTo: 'sales', mailbox: SALES_SE, serialNumber: unit.serialNumber });
  });

  it('makes a resend with the same requestId harmless; another body under it is 422', async () => {
    const body = form({ FormType: 'request-service-engineer' });
    expect((await send(body)).statusCode).toBe(204);
    expect((await send(body)).statusCode).toBe(204);
    const rows = await t.database.db
      .select({ n: count() })
      .from(unitRequests)
      .where(eq(unitRequests.kind, 'request-service-engineer'));
    expect(rows[0]?.n).toBe(1);
    expect(await t.database.db.select({ n: count() }).from(mailOutbox)).toEqual([{ n: 2 }]);
    const changed = await send({ ...body, Message: 'Another text' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('idempotency_key_reused');
    const [key] = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, body.requestId));
    expect(key?.n).toBe(1);
  });

  it('refuses bad input with 400, another unit’s serial with 400 and an unknown unit with 404, mailing nothing', async () => {
    for (const body of [
      form({ Email: 'nope' }),
      form({ FormType: 'repair' }),
      form({ PrivacyPolicyAccepted: false }),
      form({ FirstName: '' }),
      form({ FirstName: 'Jonas\r\nBcc: x@y.z' }),
      form({ Message: 'x'.repeat(2001) }),
      form({ Quantity: 0 }),
      form({ SerialNo: otherUnit.serialNumber }),
      { ...form(), requestId: 'not-a-uuid' },
    ]) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await send(form(), 'anonymous', randomUUID())).statusCode).toBe(404);
    expect(await t.database.db.select({ n: count() }).from(mailOutbox)).toEqual([{ n: 0 }]);
  });

  it('limits requests per client network (429 with Retry-After)', async () => {
    const remoteAddress = '203.0.115.9';
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/Osd/Product/${unit.id}/SendOsdProductForm`,
        headers: headers.anonymous,
        payload: form({ Email: `person${i}@installer.example` }),
        remoteAddress,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
  });
});
