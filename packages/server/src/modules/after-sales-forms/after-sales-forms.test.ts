import { USER_STATUS } from '@airshop/domain/account/user-status';
import { MIB } from '@airshop/domain/forms/upload-files';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  afterSalesSubmissionFiles,
  afterSalesSubmissions,
  idempotencyKeys,
  mailOutbox,
  rateLimitHits,
} from '../../db/schema.ts';
import { storageFor } from '../../platform/storage.ts';
import { insertCompany, insertUser, signedInHeaders } from '../../testing/back-office-support.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { AFTER_SALES_LIMIT_PER_IP } from './service.ts';
import {
  BOUNDARY,
  discrepancyReport,
  fileOf,
  HEIC_HEAD,
  JPEG_HEAD,
  multipartBody,
  type Part,
  retrofitFans,
  serviceRequest,
  warrantyClaim,
} from './test-support.ts';

// Swedish discrepancy reports have their own mailbox; every other form and market goes to FORMS_MAIL_TO.
const SE_DISCREPANCIES = 'reklamation@nordvent-shop.example';
const FORMS = 'backoffice@nordvent-shop.example';
const t = useTestApp({
  FORMS_MAIL_TO: FORMS,
  MAILBOXES: `discrepancy-report@SE=${SE_DISCREPANCIES},warranty-claim=garanti@nordvent-shop.example`,
  AFTER_SALES_ATTACH_MAX_MB: '1',
});

beforeEach(async () => {
  const db = t.database.db;
  await db.delete(mailOutbox);
  await db.delete(rateLimitHits);
  await db.delete(afterSalesSubmissions);
  await db.delete(idempotencyKeys);
  const storage = storageFor(t.config.DATA_DIR);
  for (const key of await storedFiles()) await storage.delete(key);
  await db.execute(sql`drop trigger if exists fail_files on after_sales_submission_files`);
});

const PATHS = {
  'discrepancy-report': '/api/v1/Form/SendDiscrepancyReportForm',
  'service-request': '/api/v1/Form/SendServiceRequestForm',
  'retrofit-fans': '/api/v1/Form/SendRetrofitFansForm',
  'warranty-claim': '/api/v1/Form/SendWarrantyClaimForm',
} as const;

function send(
  kind: keyof typeof PATHS,
  body: unknown,
  files: readonly Part[] = [],
  { headers = {}, locale = 'sv', remoteAddress = '198.51.100.7' } = {},
) {
  const payload = multipartBody(body, files);
  return t.app.inject({
    method: 'POST',
    url: PATHS[kind],
    remoteAddress,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-page-locale': locale,
      ...headers,
    },
    payload,
  });
}

const pdf = (field: string, bytes = 4096, filename = 'delivery-note.pdf'): Part => ({
  field,
  filename,
  type: 'application/pdf',
  data: fileOf(bytes),
});

async function count(table: typeof mailOutbox | typeof afterSalesSubmissions): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}

/** Every file under the folders an after-sales upload can be in. */
async function storedFiles(): Promise<string[]> {
  const storage = storageFor(t.config.DATA_DIR);
  const lists = await Promise.all(
    ['staged-after-sales', 'after-sales-forms', 'pending'].map((folder) => storage.list(folder)),
  );
  return lists.flat().map((entry) => entry.key);
}

/** The mails to one address. */
async function mailsTo(address: string) {
  const mails = await t.database.db.select().from(mailOutbox);
  return mails.filter((mail) => mail.recipients.includes(address));
}

function refusal(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { code: string; details: { path: string[]; reason: string }[] };
  return { status: response.statusCode, code: body.code, details: body.details };
}

describe('POST Form/SendDiscrepancyReportForm', () => {
  it('stores the report and its files, mails the market’s mailbox with them attached and confirms in Swedish', async () => {
    const body = discrepancyReport();
    const response = await send('discrepancy-report', body, [
      pdf('IssueDocumentation'),
      {
        field: 'IssueDocumentation',
        filename: 'pallet.jpg',
        type: 'image/jpeg',
        data: fileOf(3000, JPEG_HEAD),
      },
      {
        field: 'PictureOfUnitLabel',
        filename: 'label.heic',
        type: 'image/heic',
        data: fileOf(2000, HEIC_HEAD),
      },
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.Reference).toMatch(/^DR-\d{4}-\d{6}$/);

    const [row] = await t.database.db.select().from(afterSalesSubmissions);
    expect(row).toMatchObject({
      id: answer.SubmissionId,
      kind: 'discrepancy-report',
      reference: answer.Reference,
      marketId: 'SE',
      locale: 'sv',
      email: body.Email,
      name: 'Anna Lindqvist',
      companyName: 'Kvistra Ventilation AB',
      serialNumber: 'RX-2021-004512',
      userId: null,
      mailbox: SE_DISCREPANCIES,
    });
    expect(row?.fields).not.toHaveProperty('requestId');
    expect(row?.fields).not.toHaveProperty('IssueDocumentation');
    const files = await t.database.db
      .select()
      .from(afterSalesSubmissionFiles)
      .where(eq(afterSalesSubmissionFiles.submissionId, answer.SubmissionId))
      .orderBy(afterSalesSubmissionFiles.field, afterSalesSubmissionFiles.position);
    expect(files.map((f) => [f.field, f.position, f.name, f.contentType, f.size])).toEqual([
      ['IssueDocumentation', 1, 'delivery-note.pdf', 'application/pdf', 4096],
      ['IssueDocumentation', 2, 'pallet.jpg', 'image/jpeg', 3000],
      ['PictureOfUnitLabel', 1, 'label.heic', 'image/heic', 2000],
    ]);
    // Moved into place after the commit; nothing is left staged or pending.
    const storage = storageFor(t.config.DATA_DIR);
    for (const file of files) expect(await storage.exists(file.storageKey)).toBe(true);
    expect((await storedFiles()).sort()).toEqual(files.map((f) => f.storageKey).sort());

    const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    const office = mails.find((mail) => mail.recipients.includes(SE_DISCREPANCIES));
    expect(office?.subject).toBe(`Discrepancy report ${answer.Reference} – Kvistra Ventilation AB`);
    expect(office?.textBody).toContain('Order number (sales): SO-778812');
    expect(office?.textBody).toContain('Description:\n> Two of the twelve filter sections arrived crushed.');
    expect(office?.textBody).toContain('The files are attached.');
    expect(office?.attachments).toEqual(
      files.map((f) => ({ filename: f.name, storageKey: f.storageKey, contentType: f.contentType })),
    );
    const confirmation = mails.find((mail) => mail.recipients.includes(body.Email));
    expect(confirmation?.subject).toContain(answer.Reference);
    expect(confirmation?.textBody).toContain('Hej Anna Lindqvist,');
  });

  it('lists the report in the back office with every field and its files to download', async () => {
    const response = await send('discrepancy-report', discrepancyReport(), [pdf('IssueDocumentation')]);
    const { SubmissionId, Reference } = response.json();
    const company = await insertCompany(t.database.db, { name: 'Nordvent', marketId: 'SE' });
    const admin = await insertUser(t.database.db, {
      companyId: company,
      status: USER_STATUS.Approved,
      roles: ['backOfficeAdmin'],
    });
    const headers = await signedInHeaders(t.database.db, admin.id, false);
    const list = await t.app.inject({
      url: '/api/v1/BackOffice/Submissions?kind=discrepancy-report',
      headers,
    });
    expect(list.json().Submissions).toMatchObject([
      {
        Id: SubmissionId,
        Source: 'after-sales-form',
        Kind: 'discrepancy-report',
        FileCount: 1,
        MarketId: 'SE',
        Reference,
      },
    ]);
    // The sender quotes the reference of their confirmation: the list's search finds it, and only it.
    const byReference = await t.app.inject({
      url: `/api/v1/BackOffice/Submissions?q=${encodeURIComponent(Reference.toLowerCase())}`,
      headers,
    });
    expect(byReference.json().Submissions.map((s: { Id: string }) => s.Id)).toEqual([SubmissionId]);
    const detail = (
      await t.app.inject({ url: `/api/v1/BackOffice/Submissions/${SubmissionId}`, headers })
    ).json();
    const names = detail.Fields.map((f: { Name: string }) => f.Name);
    expect(names.slice(0, 4)).toEqual([
      'Reference',
      'Description',
      'NumberOfUnitsAffected',
      'IssueIsSafetyRelated',
    ]);
    expect(detail.Fields).toContainEqual({ Name: 'Telephone', Value: '+46 070-123 4567' });
    expect(detail.Files).toEqual([
      { Id: 'issuedocumentation-1', Name: 'delivery-note.pdf', ContentType: 'application/pdf', Size: 4096 },
    ]);
    const download = await t.app.inject({
      url: `/api/v1/BackOffice/Submissions/${SubmissionId}/Files/issuedocumentation-1`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(4096);
  });

  it('refuses 32 MB + 1 byte of documentation as soon as it passes the limit, and keeps no file', async () => {
    const response = await send('discrepancy-report', discrepancyReport(), [
      pdf('IssueDocumentation', 20 * MIB, 'a.pdf'),
      pdf('IssueDocumentation', 12 * MIB + 1, 'b.pdf'),
    ]);
    expect(refusal(response)).toMatchObject({
      status: 400,
      code: 'validation_failed',
      details: [{ path: ['IssueDocumentation'], reason: 'fileSize', maxBytes: 32 * MIB }],
    });
    expect(response.headers.connection).toBe('close');
    expect(await storedFiles()).toEqual([]);
    expect(await count(afterSalesSubmissions)).toBe(0);
  });

  it('takes exactly 32 MB of documentation', async () => {
    const response = await send('discrepancy-report', discrepancyReport(), [
      pdf('IssueDocumentation', 32 * MIB),
    ]);
    expect(response.statusCode).toBe(200);
    // Over the attachment limit of this test (1 MB): the back office's mail links to the submission instead.
    const [office] = await mailsTo(SE_DISCREPANCIES);
    expect(office?.attachments).toEqual([]);
    expect(office?.textBody).toContain(`/en/back-office/submissions/${response.json().SubmissionId}`);
  });

  it('refuses a body declared larger than the form can be before reading it (413)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PATHS['discrepancy-report'],
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(500 * MIB),
      },
      payload: 'x',
    });
    expect(refusal(response)).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('refuses a file whose bytes are not the type it claims, and keeps no file', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4000)]);
    const response = await send('discrepancy-report', discrepancyReport(), [
      pdf('IssueDocumentation'),
      { field: 'PictureOfUnitLabel', filename: 'label.jpg', type: 'image/jpeg', data: exe },
    ]);
    expect(refusal(response)).toMatchObject({
      status: 400,
      details: [{ path: ['PictureOfUnitLabel'], reason: 'fileType' }],
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a PDF as the label picture (images only there)', async () => {
    const response = await send('discrepancy-report', discrepancyReport(), [
      pdf('IssueDocumentation'),
      pdf('PictureOfUnitLabel'),
    ]);
    expect(refusal(response).details).toMatchObject([{ path: ['PictureOfUnitLabel'], reason: 'fileType' }]);
  });

  it('names every refused field with the shared message key', async () => {
    const response = await send(
      'discrepancy-report',
      discrepancyReport({
        Description: '',
        Email: 'not-an-address',
        City: 'x'.repeat(81),
        Telephone: 'call me',
        TermsAndConditionsAcceptance: false,
        AgreementToBeContacted: false,
      }),
    );
    const { status, details } = refusal(response);
    expect(status).toBe(400);
    expect(details.map((d) => [d.path.join('.'), d.reason])).toEqual([
      ['Description', 'required'],
      ['IssueDocumentation', 'required'],
      ['Email', 'email'],
      ['Telephone', 'telephone'],
      ['City', 'maxLength'],
      ['TermsAndConditionsAcceptance', 'terms'],
      ['AgreementToBeContacted', 'agreement'],
    ]);
    expect(await count(afterSalesSubmissions)).toBe(0);
  });

  it('refuses a NUL in the body with 400', async () => {
    const response = await send('discrepancy-report', discrepancyReport({ City: 'Väx\u0000jö' }), [
      pdf('IssueDocumentation'),
    ]);
    expect(refusal(response)).toMatchObject({ status: 400, details: [{ path: ['City'] }] });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart (415) and one with a file part of no file field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: PATHS['discrepancy-report'],
      payload: discrepancyReport(),
    });
    expect(refusal(json)).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    const stray = await send('discrepancy-report', discrepancyReport(), [pdf('Invoice')]);
    expect(refusal(stray).details).toMatchObject([{ path: ['Invoice'] }]);
  });

  it('answers a resend with the same requestId like the first, storing and mailing nothing', async () => {
    const body = discrepancyReport();
    const files = [pdf('IssueDocumentation')];
    const first = await send('discrepancy-report', body, files);
    const again = await send('discrepancy-report', body, files);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count(afterSalesSubmissions)).toBe(1);
    expect(await count(mailOutbox)).toBe(2);
    // The resend's staged file went; only the first one's is kept.
    expect(await storedFiles()).toHaveLength(1);
    const other = await send('discrepancy-report', { ...body, City: 'Lund' }, files);
    expect(refusal(other)).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('keeps no file when the transaction fails after the files were moved', async () => {
    await t.database.db.execute(sql`
      create or replace function fail_files() returns trigger language plpgsql as
        $$ begin raise exception 'storage rows refused'; end $$`);
    await t.database.db.execute(
      sql`create trigger fail_files before insert on after_sales_submission_files for each row execute function fail_files()`,
    );
    const response = await send('discrepancy-report', discrepancyReport(), [pdf('IssueDocumentation')]);
    expect(response.statusCode).toBe(500);
    expect(await storedFiles()).toEqual([]);
    expect(await count(afterSalesSubmissions)).toBe(0);
    expect(await count(mailOutbox)).toBe(0);
  });

  it('keeps no file when the rate limit refuses inside the transaction', async () => {
    for (let i = 0; i < AFTER_SALES_LIMIT_PER_IP.max; i += 1) {
      const ok = await send('retrofit-fans', retrofitFans({ email: `sender${i}@kvistra.example` }));
      expect(ok.statusCode).toBe(200);
    }
    const before = await storedFiles();
    const response = await send('discrepancy-report', discrepancyReport(), [pdf('IssueDocumentation')]);
    expect(refusal(response)).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(response.headers['retry-after']).toBeDefined();
    expect(await storedFiles()).toEqual(before);
    // Another network is not limited by it.
    const other = await send('discrepancy-report', discrepancyReport(), [pdf('IssueDocumentation')], {
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the other three forms', () => {
  it('stores a service request with its attachment and flattens its sections and rows', async () => {
    const response = await send('service-request', serviceRequest(), [pdf('attachment')], { locale: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json().Reference).toMatch(/^SR-/);
    const [row] = await t.database.db.select().from(afterSalesSubmissions);
    expect(row).toMatchObject({
      name: 'Jonas Berg',
      companyName: 'Bostads AB Kvarnen',
      serialNumber: 'TX-2015-8812',
      marketId: 'DE',
      mailbox: FORMS,
    });
    const [office] = await mailsTo(FORMS);
    expect(office?.textBody).toContain('Supply section, width × length × height (mm): 1200 × 2400 × 900');
    expect(office?.textBody).toContain(
      'Operating times (days: from–to, airflow): Mon–Fri: 06:00–18:00, 80 %',
    );
    expect(office?.attachments).toHaveLength(1);
    const [confirmation] = await mailsTo('jonas.berg@kvarnen.example');
    expect(confirmation?.textBody).toContain('Guten Tag Jonas Berg,');
  });

  it('stores a retrofit-fans request without files and confirms in Finnish', async () => {
    const response = await send('retrofit-fans', retrofitFans(), [], { locale: 'fi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().Reference).toMatch(/^RF-/);
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.recipients[0]).sort()).toEqual(['anna.lindqvist@kvistra.example', FORMS]);
    expect(mails.find((m) => m.recipients[0] !== FORMS)?.textBody).toContain('Hei Anna Lindqvist,');
  });

  it('routes a warranty claim to its own mailbox and refuses one without fault photos', async () => {
    const refused = await send('warranty-claim', warrantyClaim());
    expect(refusal(refused).details).toMatchObject([{ path: ['faultPhotos'], reason: 'required' }]);
    const response = await send('warranty-claim', warrantyClaim(), [
      { field: 'faultPhotos', filename: 'motor.jpg', type: 'image/jpeg', data: fileOf(5000, JPEG_HEAD) },
      pdf('proofOfPurchase', 2000, 'invoice.pdf'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().Reference).toMatch(/^WC-/);
    const [row] = await t.database.db.select().from(afterSalesSubmissions);
    expect(row?.mailbox).toBe('garanti@nordvent-shop.example');
  });

  it('refuses an eleventh fault photo as soon as it starts', async () => {
    const photos = Array.from({ length: 11 }, (_, i) => ({
      field: 'faultPhotos',
      filename: `p${i}.jpg`,
      type: 'image/jpeg',
      data: fileOf(1000, JPEG_HEAD),
    }));
    const response = await send('warranty-claim', warrantyClaim(), photos);
    expect(refusal(response).details).toMatchObject([
      { path: ['faultPhotos'], reason: 'fileCount', maxFiles: 10 },
    ]);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('who may send', () => {
  it('takes a form from an anonymous visitor, a waiting user and an approved buyer, keeping the user', async () => {
    const company = await insertCompany(t.database.db, { name: 'Kvistra', marketId: 'SE' });
    const waiting = await insertUser(t.database.db, {
      companyId: company,
      status: USER_STATUS.WaitingForCompanyAdminApproval,
    });
    const buyer = await insertUser(t.database.db, { companyId: company, status: USER_STATUS.Approved });
    const anonymous = await send('retrofit-fans', retrofitFans({ email: 'a@kvistra.example' }));
    expect(anonymous.statusCode).toBe(200);
    for (const user of [waiting, buyer]) {
      const headers = await signedInHeaders(t.database.db, user.id, false);
      const response = await send('retrofit-fans', retrofitFans({ email: user.email }), [], { headers });
      expect(response.statusCode, user.email).toBe(200);
      const [row] = await t.database.db
        .select({ userId: afterSalesSubmissions.userId })
        .from(afterSalesSubmissions)
        .where(eq(afterSalesSubmissions.id, response.json().SubmissionId));
      expect(row?.userId).toBe(user.id);
    }
    expect(await count(afterSalesSubmissions)).toBe(3);
    expect(
      await t.database.db.select().from(idempotencyKeys).where(sql`operation like 'POST Form/SendRetrofit%'`),
    ).toHaveLength(3);
  });
});
