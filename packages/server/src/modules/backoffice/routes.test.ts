import {
  backOfficeCompanyListSchema,
  backOfficeCompanySchema,
  backOfficeUserDetailSchema,
  backOfficeUserListSchema,
} from '@airshop/domain/account/backoffice';
import { USER_STATUS } from '@airshop/domain/account/user-status';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { errorBodySchema } from '@airshop/domain/site/errors';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, userStatusEvents, users } from '../../db/schema.ts';
import {
  insertCompany,
  insertUser,
  signedInHeaders,
  type TestUser,
} from '../../testing/back-office-support.ts';
import { mailTextsFromFiles } from '../../testing/mail-texts.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const db = () => t.database.db;

let companyA = '';
let companyB = '';
let requestedCompany = '';
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  companyA = await insertCompany(db(), {
    name: 'Alfa Ventilation AB',
    marketId: 'SE',
    customerNumber: 'C-1001',
  });
  companyB = await insertCompany(db(), {
    name: 'Beta Lüftung GmbH',
    marketId: 'DE',
    customerNumber: 'C-2002',
  });
  requestedCompany = await insertCompany(db(), { name: 'Gamma Oy', marketId: 'FI', status: 'requested' });
  const approved = USER_STATUS.Approved;
  const people = {
    backOffice: { companyId: null, status: approved, roles: ['backOfficeAdmin'] },
    webshopManager: { companyId: null, status: approved, roles: ['webshopManager'] },
    adminA: { companyId: companyA, status: approved, roles: ['site', 'webshop', 'companyAdmin'] },
    adminB: { companyId: companyB, status: approved, roles: ['site', 'webshop', 'companyAdmin'] },
    buyerA: { companyId: companyA, status: approved, roles: ['site', 'webshop'] },
    heldAdminA: { companyId: companyA, status: USER_STATUS.OnHold, roles: ['companyAdmin'] },
  } as const;
  for (const [key, person] of Object.entries(people)) {
    const user = await insertUser(db(), {
      ...person,
      roles: [...person.roles],
      firstName: key,
      lastName: 'Person',
    });
    ids[key] = user.id;
    as[key] = await signedInHeaders(db(), user.id, t.config.secureCookies);
  }
  as.anonymous = { 'sec-fetch-site': 'same-origin' };
  as.guest = { 'sec-fetch-site': 'same-origin', cookie: `${GUEST_ID_COOKIE}=guest-0123456789abcdefghijkl` };
}, 60_000);

const get = (url: string, who: string) => t.app.inject({ url, headers: as[who] });
const post = (url: string, who: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: as[who], payload });
const decide = (userId: string, who: string, Decision: string, Reason?: string) =>
  post(
    `/api/v1/BackOffice/Users/${userId}/Decisions`,
    who,
    Reason === undefined ? { Decision } : { Decision, Reason },
  );

function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorBodySchema.parse(response.json()).code).toBe(code);
}

async function newUser(
  status: number,
  companyId: string | null = companyA,
  locale = 'en',
): Promise<TestUser> {
  return insertUser(db(), { companyId, status, locale });
}

async function mailsTo(email: string) {
  return db()
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(sql`${email} = any(${mailOutbox.recipients})`)
    .orderBy(asc(mailOutbox.createdAt));
}

async function sessionCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

describe('permission matrix', () => {
  const routes = () => [
    { name: 'list users', call: (who: string) => get('/api/v1/BackOffice/Users', who) },
    { name: 'user detail', call: (who: string) => get(`/api/v1/BackOffice/Users/${ids.buyerA}`, who) },
    { name: 'decide', call: (who: string) => decide(ids.buyerA as string, who, 'hold') },
    { name: 'list companies', call: (who: string) => get('/api/v1/BackOffice/Companies', who) },
    {
      name: 'approve company',
      call: (who: string) =>
        post(`/api/v1/BackOffice/Companies/${requestedCompany}/Approve`, who, { CustomerNumber: 'C-9' }),
    },
    {
      name: 'reject company',
      call: (who: string) => post(`/api/v1/BackOffice/Companies/${requestedCompany}/Reject`, who),
    },
  ];

  it('answers 401 to anonymous callers and guests on every route', async () => {
    for (const who of ['anonymous', 'guest']) {
      for (const route of routes()) expectError(await route.call(who), 401, 'unauthenticated');
    }
  });

  it('answers 403 to an approved buyer and to a company admin on hold on every route', async () => {
    for (const who of ['buyerA', 'heldAdminA']) {
      for (const route of routes()) expectError(await route.call(who), 403, 'forbidden');
    }
  });

  it('keeps the company lists to the back office', async () => {
    for (const who of ['adminA', 'webshopManager']) {
      expectError(await get('/api/v1/BackOffice/Companies', who), 403, 'forbidden');
      expectError(
        await post(`/api/v1/BackOffice/Companies/${requestedCompany}/Reject`, who),
        403,
        'forbidden',
      );
    }
  });

  it('shows a company admin their own company’s users only; others’ are 404', async () => {
    const own = await newUser(USER_STATUS.WaitingForCompanyAdminApproval, companyA);
    const other = await newUser(USER_STATUS.WaitingForCompanyAdminApproval, companyB);
    const list = backOfficeUserListSchema.parse(
      (await get('/api/v1/BackOffice/Users?pageSize=100', 'adminA')).json(),
    );
    expect(list.Items.every((user) => user.CompanyId === companyA)).toBe(true);
    expect(list.Items.map((user) => user.Id)).toContain(own.id);
    const filtered = await get(`/api/v1/BackOffice/Users?companyId=${companyB}`, 'adminA');
    expect(backOfficeUserListSchema.parse(filtered.json())).toMatchObject({ Items: [], Total: 0 });
    expect((await get(`/api/v1/BackOffice/Users/${own.id}`, 'adminA')).statusCode).toBe(200);
    expectError(await get(`/api/v1/BackOffice/Users/${other.id}`, 'adminA'), 404, 'not_found');
    expectError(await decide(other.id, 'adminA', 'approve'), 404, 'not_found');
    expectError(await decide(other.id, 'adminA', 'reject', 'Not one of ours'), 404, 'not_found');
    expect((await get(`/api/v1/BackOffice/Users/${other.id}`, 'backOffice')).statusCode).toBe(200);
  });

  it('shows the webshop manager the users at their step only', async () => {
    const pending = await newUser(USER_STATUS.PendingWebshopManagerApproval, companyB);
    const waiting = await newUser(USER_STATUS.WaitingForBackOfficeApproval, companyB);
    const list = backOfficeUserListSchema.parse(
      (await get('/api/v1/BackOffice/Users?pageSize=100', 'webshopManager')).json(),
    );
    expect(list.Items.map((user) => user.Status)).toEqual(
      list.Items.map(() => USER_STATUS.PendingWebshopManagerApproval),
    );
    expect(list.Items.map((user) => user.Id)).toContain(pending.id);
    expectError(await get(`/api/v1/BackOffice/Users/${waiting.id}`, 'webshopManager'), 404, 'not_found');
  });

  it('rejects malformed ids and filters with 400', async () => {
    expectError(await get('/api/v1/BackOffice/Users/not-a-uuid', 'backOffice'), 400, 'validation_failed');
    expectError(await get('/api/v1/BackOffice/Users?status=15', 'backOffice'), 400, 'validation_failed');
    expectError(await get('/api/v1/BackOffice/Users?pageSize=1000', 'backOffice'), 400, 'validation_failed');
  });
});

describe('GET BackOffice/Users filters', () => {
  it('filters by status, company, market and text, and pages', async () => {
    const named = await insertUser(db(), {
      companyId: companyB,
      status: USER_STATUS.WaitingForBackOfficeApproval,
      marketId: 'DE',
      firstName: 'Zoë',
      lastName: 'Quantum_100%',
    });
    const byText = backOfficeUserListSchema.parse(
      (await get(`/api/v1/BackOffice/Users?q=${encodeURIComponent('quantum_100%')}`, 'backOffice')).json(),
    );
    expect(byText.Items.map((user) => user.Id)).toEqual([named.id]);
    const byEmail = await get(
      `/api/v1/BackOffice/Users?q=${encodeURIComponent(named.email.toUpperCase())}`,
      'backOffice',
    );
    expect(backOfficeUserListSchema.parse(byEmail.json()).Items.map((user) => user.Id)).toEqual([named.id]);
    // `_` is searched literally, not as "any character".
    const wildcard = await get(
      `/api/v1/BackOffice/Users?q=${encodeURIComponent('Quantum 100')}`,
      'backOffice',
    );
    expect(backOfficeUserListSchema.parse(wildcard.json()).Total).toBe(0);

    const status = USER_STATUS.WaitingForBackOfficeApproval;
    const byStatus = backOfficeUserListSchema.parse(
      (
        await get(`/api/v1/BackOffice/Users?status=${status}&marketId=DE&companyId=${companyB}`, 'backOffice')
      ).json(),
    );
    expect(byStatus.Items.length).toBeGreaterThan(0);
    for (const user of byStatus.Items) {
      expect(user).toMatchObject({
        Status: status,
        MarketId: 'DE',
        CompanyId: companyB,
        StatusName: 'Waiting for back office approval',
      });
    }

    const all = backOfficeUserListSchema.parse(
      (await get('/api/v1/BackOffice/Users?pageSize=100', 'backOffice')).json(),
    );
    const [dbCount] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
    expect(all.Total).toBe(dbCount?.n);
    const page2 = backOfficeUserListSchema.parse(
      (await get('/api/v1/BackOffice/Users?pageSize=2&page=2', 'backOffice')).json(),
    );
    expect(page2).toMatchObject({ Page: 2, PageSize: 2, Total: all.Total });
    expect(page2.Items.map((user) => user.Id)).toEqual(all.Items.slice(2, 4).map((user) => user.Id));
  });
});

describe('the approval path', () => {
  it('takes a sign-up through company admin, back office and webshop manager, each step its owner’s', async () => {
    const user = await newUser(USER_STATUS.WaitingForCompanyAdminApproval, companyA, 'sv');
    expectError(await decide(user.id, 'backOffice', 'approve'), 403, 'forbidden');
    expectError(await decide(user.id, 'webshopManager', 'approve'), 404, 'not_found');

    const step1 = backOfficeUserDetailSchema.parse((await decide(user.id, 'adminA', 'approve')).json());
    expect(step1.Status).toBe(USER_STATUS.WaitingForBackOfficeApproval);
    expectError(await decide(user.id, 'adminA', 'approve'), 403, 'forbidden');

    const step2 = await decide(user.id, 'backOffice', 'approve');
    expect(backOfficeUserDetailSchema.parse(step2.json()).Status).toBe(
      USER_STATUS.PendingWebshopManagerApproval,
    );
    expectError(await decide(user.id, 'backOffice', 'approve'), 403, 'forbidden');

    const step3 = backOfficeUserDetailSchema.parse(
      (await decide(user.id, 'webshopManager', 'approve')).json(),
    );
    expect(step3.Status).toBe(USER_STATUS.Approved);
    expect(step3.StatusHistory.map((event) => [event.From, event.To, event.ActorName])).toEqual([
      [14, 3, null],
      [3, 4, 'adminA Person'],
      [4, 12, 'backOffice Person'],
      [12, 8, 'webshopManager Person'],
    ]);

    const events = await db()
      .select()
      .from(userStatusEvents)
      .where(eq(userStatusEvents.userId, user.id))
      .orderBy(asc(userStatusEvents.at));
    expect(events.map((event) => event.actorUserId)).toEqual([
      null,
      ids.adminA,
      ids.backOffice,
      ids.webshopManager,
    ]);

    const mails = await mailsTo(user.email);
    const sv = mailTextsFromFiles('sv');
    expect(mails.map((mail) => mail.subject)).toEqual([
      sv('decision/stepApproved/subject'),
      sv('decision/stepApproved/subject'),
      sv('decision/approved/subject'),
    ]);
    expect(mails[2]?.text).toContain('Hej Test User');
    expect(mails[2]?.text).toContain(sv('decision/approved/body'));
  });

  it('asks a reason to reject, ends the sessions and mails the reason in the user’s language', async () => {
    const user = await newUser(USER_STATUS.WaitingForBackOfficeApproval, companyB, 'de');
    const headers = await signedInHeaders(db(), user.id, t.config.secureCookies);
    expect(await sessionCount(user.id)).toBe(1);

    expectError(await decide(user.id, 'backOffice', 'reject'), 400, 'validation_failed');
    expectError(await decide(user.id, 'backOffice', 'reject', '   '), 400, 'validation_failed');
    expect(await mailsTo(user.email)).toEqual([]);

    const response = await decide(
      user.id,
      'backOffice',
      'reject',
      'Unbekannte Firma\nBitte melden Sie sich erneut an.',
    );
    const detail = backOfficeUserDetailSchema.parse(response.json());
    expect(detail.Status).toBe(USER_STATUS.RejectedByBackOffice);
    expect(detail.StatusHistory.at(-1)).toMatchObject({
      From: 4,
      To: 6,
      Reason: 'Unbekannte Firma\nBitte melden Sie sich erneut an.',
    });
    expect(detail.AllowedDecisions).toEqual([]);
    expect(await sessionCount(user.id)).toBe(0);
    // The old cookie signs nobody in any more.
    expectError(await t.app.inject({ url: '/api/v1/BackOffice/Users', headers }), 401, 'unauthenticated');

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe(mailTextsFromFiles('de')('decision/rejected/subject'));
    expect(mail?.text).toContain('Begründung:\n> Unbekannte Firma\n> Bitte melden Sie sich erneut an.');
    expect(mail?.text).toContain('Guten Tag Test User');
  });

  it('lets a company admin remove a colleague, with a reason, ending their sessions', async () => {
    const user = await newUser(USER_STATUS.Approved, companyA, 'fr-BE');
    await signedInHeaders(db(), user.id, t.config.secureCookies);
    expectError(await decide(user.id, 'adminA', 'remove'), 400, 'validation_failed');
    const detail = backOfficeUserDetailSchema.parse(
      (await decide(user.id, 'adminA', 'remove', 'A quitté la société')).json(),
    );
    expect(detail.Status).toBe(USER_STATUS.RemovedByCompanyAdmin);
    expect(await sessionCount(user.id)).toBe(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe(mailTextsFromFiles('fr')('decision/removed/subject'));
    expectError(await decide(user.id, 'backOffice', 'remove', 'again'), 409, 'conflict');
  });

  it('holds and resumes to where the user was; only the right role resumes', async () => {
    const user = await newUser(USER_STATUS.WaitingForBackOfficeApproval, companyA, 'pl');
    await signedInHeaders(db(), user.id, t.config.secureCookies);
    const held = backOfficeUserDetailSchema.parse((await decide(user.id, 'backOffice', 'hold')).json());
    expect(held.Status).toBe(USER_STATUS.OnHold);
    expect(held.AllowedDecisions).toEqual(['resume', 'remove']);
    // Holding does not end the sessions: the user still sees their status.
    expect(await sessionCount(user.id)).toBe(1);
    // The company admin sees the user but the hold is the back office's.
    const asAdmin = backOfficeUserDetailSchema.parse(
      (await get(`/api/v1/BackOffice/Users/${user.id}`, 'adminA')).json(),
    );
    expect(asAdmin.AllowedDecisions).toEqual(['remove']);
    expectError(await decide(user.id, 'adminA', 'resume'), 403, 'forbidden');
    const resumed = backOfficeUserDetailSchema.parse((await decide(user.id, 'backOffice', 'resume')).json());
    expect(resumed.Status).toBe(USER_STATUS.WaitingForBackOfficeApproval);
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      mailTextsFromFiles('pl')('decision/onHold/subject'),
      mailTextsFromFiles('pl')('decision/resumed/subject'),
    ]);
  });

  it('removes a held user with the removal mail, not the end-of-hold one', async () => {
    const user = await newUser(USER_STATUS.Approved, companyB, 'tr');
    expect((await decide(user.id, 'adminB', 'hold')).statusCode).toBe(200);
    const removed = await decide(user.id, 'backOffice', 'remove', 'Şirketten ayrıldı');
    expect(backOfficeUserDetailSchema.parse(removed.json()).Status).toBe(USER_STATUS.RemovedByBackOffice);
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      mailTextsFromFiles('tr')('decision/onHold/subject'),
      mailTextsFromFiles('tr')('decision/removed/subject'),
    ]);
    expect(mails[1]?.text).toContain('Gerekçe:\n> Şirketten ayrıldı');
  });

  it('lets the webshop manager see and resume a user held at their step', async () => {
    const user = await newUser(USER_STATUS.PendingWebshopManagerApproval, companyB);
    expect((await decide(user.id, 'webshopManager', 'hold')).statusCode).toBe(200);
    const list = backOfficeUserListSchema.parse(
      (await get(`/api/v1/BackOffice/Users?status=${USER_STATUS.OnHold}`, 'webshopManager')).json(),
    );
    expect(list.Items.map((item) => item.Id)).toContain(user.id);
    const resumed = backOfficeUserDetailSchema.parse(
      (await decide(user.id, 'webshopManager', 'resume')).json(),
    );
    expect(resumed.Status).toBe(USER_STATUS.PendingWebshopManagerApproval);
  });

  it('refuses decisions the status does not allow (409) and decisions on oneself (403)', async () => {
    const approved = await newUser(USER_STATUS.Approved, companyA);
    expectError(await decide(approved.id, 'backOffice', 'reject', 'Too late'), 409, 'conflict');
    expectError(await decide(approved.id, 'backOffice', 'approve'), 409, 'conflict');
    expectError(await decide(ids.backOffice as string, 'backOffice', 'hold'), 403, 'forbidden');
    expectError(await decide(ids.adminA as string, 'adminA', 'remove', 'Leaving'), 403, 'forbidden');
    const [row] = await db()
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, approved.id)));
    expect(row?.status).toBe(USER_STATUS.Approved);
    expect(await mailsTo(approved.email)).toEqual([]);
  });
});

describe('companies', () => {
  it('lists requested companies first and approves one with a customer number', async () => {
    const list = backOfficeCompanyListSchema.parse(
      (await get('/api/v1/BackOffice/Companies', 'backOffice')).json(),
    );
    expect(list.Items[0]).toMatchObject({ Id: requestedCompany, Status: 'requested', CustomerNumber: null });
    const requestedOnly = await get('/api/v1/BackOffice/Companies?status=requested', 'backOffice');
    expect(backOfficeCompanyListSchema.parse(requestedOnly.json()).Items.map((c) => c.Id)).toEqual([
      requestedCompany,
    ]);
    const byNumber = await get('/api/v1/BackOffice/Companies?q=c-1001', 'backOffice');
    expect(backOfficeCompanyListSchema.parse(byNumber.json()).Items).toMatchObject([
      { Id: companyA, UserCount: expect.any(Number) },
    ]);

    const approveUrl = `/api/v1/BackOffice/Companies/${requestedCompany}/Approve`;
    expectError(await post(approveUrl, 'backOffice', { CustomerNumber: 'C-1001' }), 409, 'conflict');
    expectError(await post(approveUrl, 'backOffice', { CustomerNumber: '' }), 400, 'validation_failed');
    const approved = backOfficeCompanySchema.parse(
      (await post(approveUrl, 'backOffice', { CustomerNumber: 'C-3003', PriceGroup: 'B' })).json(),
    );
    expect(approved).toMatchObject({ Status: 'active', CustomerNumber: 'C-3003', PriceGroup: 'B' });
    expectError(await post(approveUrl, 'backOffice', { CustomerNumber: 'C-3004' }), 409, 'conflict');
  });

  it('counts each company’s own users', async () => {
    const two = await insertCompany(db(), { name: 'Epsilon AB', marketId: 'SE', customerNumber: 'C-5005' });
    await insertCompany(db(), { name: 'Zeta AB', marketId: 'SE', customerNumber: 'C-5006' });
    await newUser(USER_STATUS.Approved, two);
    await newUser(USER_STATUS.WaitingForBackOfficeApproval, two);
    const list = backOfficeCompanyListSchema.parse(
      (await get('/api/v1/BackOffice/Companies?q=c-500', 'backOffice')).json(),
    );
    expect(Object.fromEntries(list.Items.map((c) => [c.CustomerNumber, c.UserCount]))).toEqual({
      'C-5005': 2,
      'C-5006': 0,
    });
  });

  it('rejects a requested company; unknown ones are 404', async () => {
    const id = await insertCompany(db(), { name: 'Delta Kft', marketId: 'HU', status: 'requested' });
    const rejected = backOfficeCompanySchema.parse(
      (await post(`/api/v1/BackOffice/Companies/${id}/Reject`, 'backOffice')).json(),
    );
    expect(rejected).toMatchObject({ Id: id, Status: 'rejected' });
    expectError(await post(`/api/v1/BackOffice/Companies/${id}/Reject`, 'backOffice'), 409, 'conflict');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await post(`/api/v1/BackOffice/Companies/${unknown}/Reject`, 'backOffice'), 404, 'not_found');
  });
});
