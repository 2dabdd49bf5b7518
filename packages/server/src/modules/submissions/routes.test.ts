import { randomUUID } from 'node:crypto';
import { filenameFromContentDisposition } from '@airshop/domain/documents/content-disposition';
import { submissionListSchema, submissionSchema } from '@airshop/domain/forms/submissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sparePartEnquiries,
  sparePartEnquiryImages,
  submissionStatusEvents,
  unitOrders,
  unitRequests,
  units,
} from '../../db/schema.ts';
import { configuredStorage } from '../../platform/configured-storage.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { signInViewers } from '../../testing/viewers.ts';

/*
 * The back office's list of submissions (issue 19 point 5, ADR 0074): every call for every kind of viewer, the
 * filters and their 400s, the detail with every field, the file streamed as a download, the status with who set
 * it, and unknown ids 404.
 */

const t = useTestApp();
const VIEWERS = [
  'anonymous',
  'waitingBackOffice',
  'buyer',
  'companyAdmin',
  'webshopManager',
  'backOffice',
] as const;
type V = (typeof VIEWERS)[number];
let headers: Record<V, Record<string, string>>;
let backOfficeUserId = '';
const ids = { enquiry: '', enquiryOld: '', warranty: '', sales: '' };
/** The bytes of the enquiry's photo: a PNG signature and some more. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);

const enquiryValues = {
  productName: 'Airshop 700',
  sparePartTypeId: 3,
  firstName: 'Anna',
  lastName: 'Berg',
  companyName: 'Berg Service AB',
  address1: 'Storgatan 1',
  city: 'Uppsala',
  postalCode: '75320',
  country: 'SE',
  telephoneCountryCode: '+46',
  telephone: '701234567',
  locale: 'sv',
  useUsTranslation: false,
  skipHubspot: false,
  termsAccepted: true,
  contactAgreed: true,
};

beforeAll(async () => {
  const db = t.database.db;
  const signed = await signInViewers(t.app, db, VIEWERS, {});
  headers = signed.headers;
  backOfficeUserId = signed.userIds.backOffice ?? '';
  const [enquiry] = await db
    .insert(sparePartEnquiries)
    .values({
      ...enquiryValues,
      serialNumber: 'RX23J01231',
      supportingNotes: 'The fan rattles.',
      email: 'anna@berg.example',
      marketId: 'SE',
      createdAt: new Date('2026-03-10T09:00:00Z'),
    })
    .returning({ id: sparePartEnquiries.id });
  ids.enquiry = enquiry?.id ?? '';
  // Where the forms module keeps an enquiry's photos (forms/spare-part-enquiry-files.ts).
  const key = `spare-part-enquiries/${ids.enquiry}/primary.png`;
  await configuredStorage(t.config, db).storage.put(key, PHOTO, 'image/png');
  await db.insert(sparePartEnquiryImages).values({
    enquiryId: ids.enquiry,
    slot: 'primary',
    storageKey: key,
    contentType: 'image/png',
    size: PHOTO.length,
  });
  const [old] = await db
    .insert(sparePartEnquiries)
    .values({
      ...enquiryValues,
      serialNumber: 'DE99X00001',
      firstName: 'Jonas',
      lastName: 'Maier',
      companyName: 'Maier 100% Luft',
      email: 'jonas@maier.example',
      locale: 'de',
      marketId: 'DE',
      createdAt: new Date('2026-01-05T23:30:00Z'),
    })
    .returning({ id: sparePartEnquiries.id });
  ids.enquiryOld = old?.id ?? '';

  await db.insert(unitOrders).values({ orderNo: 'SO-SUB-1', orderDate: '2025-10-01', marketId: 'SE' });
  const unitId = randomUUID();
  await db.insert(units).values({
    id: unitId,
    serialNumber: 'SUB0000001',
    variantCode: 'V-1',
    manufactureDate: '2025-09-01',
    orderNo: 'SO-SUB-1',
  });
  const request = {
    unitId,
    serialNumber: 'SUB0000001',
    firstName: 'Eva',
    lastName: 'Lind',
    email: 'eva@lind.example',
    locale: 'en',
    mailbox: 'service@example.com',
  } as const;
  const [warranty] = await db
    .insert(unitRequests)
    .values({
      ...request,
      kind: 'register-warranty',
      wishedDate: '2026-02-01',
      routedTo: 'back-office',
      createdAt: new Date('2026-03-12T08:00:00Z'),
    })
    .returning({ id: unitRequests.id });
  ids.warranty = warranty?.id ?? '';
  const [sales] = await db
    .insert(unitRequests)
    .values({
      ...request,
      kind: 'sales-enquiry',
      quantity: 4,
      message: 'Four more, please.',
      routedTo: 'sales',
      createdAt: new Date('2026-02-20T08:00:00Z'),
    })
    .returning({ id: unitRequests.id });
  ids.sales = sales?.id ?? '';
});

function call(viewer: V, url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) {
  return t.app.inject({ method, url, headers: headers[viewer], ...(payload ? { payload } : {}) });
}
const LIST = '/api/v1/BackOffice/Submissions';
async function list(query = ''): Promise<{ ids: string[]; total: number }> {
  const response = await call('backOffice', `${LIST}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = submissionListSchema.parse(response.json());
  return { ids: body.Submissions.map((s) => s.Id), total: body.TotalCount };
}

describe('who may call', () => {
  const urls = () => [
    { method: 'GET' as const, url: LIST },
    { method: 'GET' as const, url: `${LIST}/${ids.enquiry}` },
    { method: 'GET' as const, url: `${LIST}/${ids.enquiry}/Files/primary` },
    { method: 'PUT' as const, url: `${LIST}/${ids.sales}/Status`, payload: { Status: 'new' } },
  ];
  const expected: Record<V, number> = {
    anonymous: 401,
    waitingBackOffice: 403,
    buyer: 403,
    companyAdmin: 403,
    // After-sales work with installers' contact data: the back-office admin's alone (ADR 0074).
    webshopManager: 403,
    backOffice: 200,
  };
  for (const viewer of VIEWERS) {
    it(`${viewer}: ${expected[viewer]} on every call`, async () => {
      for (const { method, url, payload } of urls()) {
        const response = await call(viewer, url, method, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(expected[viewer]);
      }
    });
  }
});

describe('the list', () => {
  it('has every source, newest first, with the status new until someone sets one', async () => {
    const response = await call('backOffice', LIST);
    const body = submissionListSchema.parse(response.json());
    expect(body.Submissions.map((s) => s.Id)).toEqual([ids.warranty, ids.enquiry, ids.sales, ids.enquiryOld]);
    expect(body.TotalCount).toBe(4);
    const warranty = body.Submissions[0];
    expect(warranty).toMatchObject({
      Source: 'unit-request',
      Kind: 'register-warranty',
      MarketId: 'SE',
      Name: 'Eva Lind',
      SerialNumber: 'SUB0000001',
      FileCount: 0,
    });
    expect(body.Submissions[1]).toMatchObject({ Kind: 'spare-part-enquiry', FileCount: 1, Status: 'new' });
  });

  it('filters by kind, market, days (inclusive, UTC) and search text', async () => {
    expect((await list('?kind=spare-part-enquiry')).ids).toEqual([ids.enquiry, ids.enquiryOld]);
    expect((await list('?kind=sales-enquiry')).ids).toEqual([ids.sales]);
    expect((await list('?kind=request-service-engineer')).ids).toEqual([]);
    expect((await list('?market=de')).ids).toEqual([ids.enquiryOld]);
    expect((await list('?market=SE&kind=register-warranty')).ids).toEqual([ids.warranty]);
    expect((await list('?from=2026-01-05&to=2026-01-05')).ids).toEqual([ids.enquiryOld]);
    expect((await list('?from=2026-02-20&to=2026-03-10')).ids).toEqual([ids.enquiry, ids.sales]);
    expect((await list('?q=100%25')).ids).toEqual([ids.enquiryOld]);
    expect((await list('?q=sub000')).ids).toEqual([ids.warranty, ids.sales]);
  });

  it('pages, and a page past the end still counts them', async () => {
    expect(await list('?page=2')).toEqual({ ids: [], total: 4 });
  });

  it('refuses bad filters with 400 and the error body', async () => {
    for (const query of [
      '?kind=invoice',
      '?status=closed',
      '?market=S;E',
      '?from=2026-13-01',
      '?from=2026-03-02&to=2026-03-01',
      '?page=0',
      `?q=${'x'.repeat(51)}`,
    ]) {
      const response = await call('backOffice', `${LIST}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('validation_failed');
    }
  });
});

describe('a submission', () => {
  it('shows every field and its files', async () => {
    const response = await call('backOffice', `${LIST}/${ids.enquiry}`);
    expect(response.statusCode).toBe(200);
    const body = submissionSchema.parse(response.json());
    const fields = Object.fromEntries(body.Fields.map((f) => [f.Name, f.Value]));
    expect(fields).toMatchObject({
      SerialNumber: 'RX23J01231',
      ProductName: 'Airshop 700',
      SparePartType: 'Fan',
      SupportingNotes: 'The fan rattles.',
      Email: 'anna@berg.example',
      Telephone: '+46 701234567',
      Country: 'SE',
      TermsAccepted: 'true',
    });
    expect(body.Files).toEqual([
      { Id: 'primary', Name: 'primary.png', ContentType: 'image/png', Size: PHOTO.length },
    ]);

    const unit = submissionSchema.parse((await call('backOffice', `${LIST}/${ids.sales}`)).json());
    expect(Object.fromEntries(unit.Fields.map((f) => [f.Name, f.Value]))).toMatchObject({
      FormType: 'sales-enquiry',
      OrderNumber: 'SO-SUB-1',
      Quantity: '4',
      Message: 'Four more, please.',
      RoutedTo: 'sales',
    });
    expect(unit.Files).toEqual([]);
  });

  it('streams its file as a download with its name', async () => {
    const response = await call('backOffice', `${LIST}/${ids.enquiry}/Files/primary`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Number(response.headers['content-length'])).toBe(PHOTO.length);
    expect(filenameFromContentDisposition(String(response.headers['content-disposition']))).toBe(
      'primary.png',
    );
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment/);
    expect(response.rawPayload.equals(PHOTO)).toBe(true);
  });

  it('is 404 for an unknown id, a file it does not have, and 400 for an id that is no id', async () => {
    const unknown = randomUUID();
    for (const url of [
      `${LIST}/${unknown}`,
      `${LIST}/${unknown}/Files/primary`,
      `${LIST}/${ids.enquiry}/Files/secondary`,
      `${LIST}/${ids.sales}/Files/primary`,
    ]) {
      expect((await call('backOffice', url)).statusCode, url).toBe(404);
    }
    expect(
      (await call('backOffice', `${LIST}/${unknown}/Status`, 'PUT', { Status: 'done' })).statusCode,
    ).toBe(404);
    expect((await call('backOffice', `${LIST}/not-an-id`)).statusCode).toBe(400);
    expect((await call('backOffice', `${LIST}/${ids.enquiry}/Files/..%2Fx`)).statusCode).toBe(400);
    expect(
      (await call('backOffice', `${LIST}/${ids.enquiry}/Status`, 'PUT', { Status: 'closed' })).statusCode,
    ).toBe(400);
  });
});

describe('the status', () => {
  it('is set by the back office, kept with who and when, and filters the list', async () => {
    const first = await call('backOffice', `${LIST}/${ids.warranty}/Status`, 'PUT', {
      Status: 'in-progress',
    });
    expect(first.statusCode).toBe(200);
    expect(submissionSchema.parse(first.json())).toMatchObject({ Status: 'in-progress' });
    const done = submissionSchema.parse(
      (await call('backOffice', `${LIST}/${ids.warranty}/Status`, 'PUT', { Status: 'done' })).json(),
    );
    expect(done.Status).toBe('done');
    expect(done.StatusHistory.map((h) => h.Status)).toEqual(['in-progress', 'done']);
    expect(done.StatusHistory[1]?.ChangedBy).toMatch(/@/);
    // The status it already has records nothing.
    const again = submissionSchema.parse(
      (await call('backOffice', `${LIST}/${ids.warranty}/Status`, 'PUT', { Status: 'done' })).json(),
    );
    expect(again.StatusHistory).toHaveLength(2);
    const events = await t.database.db
      .select()
      .from(submissionStatusEvents)
      .where(
        and(
          eq(submissionStatusEvents.source, 'unit-request'),
          eq(submissionStatusEvents.submissionId, ids.warranty),
        ),
      );
    expect(events.every((e) => e.byUserId === backOfficeUserId)).toBe(true);

    expect((await list('?status=done')).ids).toEqual([ids.warranty]);
    expect((await list('?status=new')).ids).toEqual([ids.enquiry, ids.sales, ids.enquiryOld]);
    expect((await list('?status=in-progress')).ids).toEqual([]);
    // Work reopens: back to new.
    await call('backOffice', `${LIST}/${ids.warranty}/Status`, 'PUT', { Status: 'new' });
    expect((await list('?status=new')).total).toBe(4);
  });

  it('is not changed by anyone else', async () => {
    const response = await call('webshopManager', `${LIST}/${ids.enquiry}/Status`, 'PUT', { Status: 'done' });
    expect(response.statusCode).toBe(403);
    expect((await list('?status=done')).ids).toEqual([]);
  });
});
