import { GUEST_ID_COOKIE } from '@airshop/domain/constants';
import { USER_STATUS } from '@airshop/domain/user-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type UserRole, users } from '../../db/schema/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { insertTestAccount, signInCookie } from '../auth/test-accounts.ts';

/*
 * Every route that reads or writes a company's data — its contact details and addresses, its projects, the
 * buyer's cart — against every kind of viewer, through the real sign-in (issue 13 §1). Only an Approved user with
 * the webshop role gets in (another company's object is then 404, a market without the web shop 409 for buying);
 * waiting, on-hold, no-roles users and the maker's staff get 403; nobody signed in gets 401.
 */

const t = useTestApp();
const db = () => t.database.db;

const VIEWERS = [
  'anonymous',
  'guest',
  'waitingCompanyAdmin', // status 3, company A, site + webshop
  'waitingBackOffice', // status 4, company A, site + webshop (anyone who knew A's customer number)
  'onHold', // status 11, company A, site + webshop
  'noRole', // status 8, company A, no role at all
  'siteOnly', // status 8, company A, site role only
  'buyer', // status 8, company A, site + webshop
  'companyAdmin', // status 8, company A, site + webshop + companyAdmin
  'backOffice', // status 8, no company, backOfficeAdmin
  'webshopManager', // status 8, no company, webshopManager
  'otherBuyer', // status 8, company B, site + webshop
  'disabledMarketBuyer', // status 8, company C in HU (web shop off), site + webshop
] as const;
type Viewer = (typeof VIEWERS)[number];

const ACCOUNTS: Record<
  Exclude<Viewer, 'anonymous' | 'guest'>,
  { status: number; roles: UserRole[]; company: 'A' | 'B' | 'C' | null }
> = {
  waitingCompanyAdmin: {
    status: USER_STATUS.WaitingForCompanyAdminApproval,
    roles: ['site', 'webshop'],
    company: 'A',
  },
  waitingBackOffice: {
    status: USER_STATUS.WaitingForBackOfficeApproval,
    roles: ['site', 'webshop'],
    company: 'A',
  },
  onHold: { status: USER_STATUS.OnHold, roles: ['site', 'webshop'], company: 'A' },
  noRole: { status: USER_STATUS.Approved, roles: [], company: 'A' },
  siteOnly: { status: USER_STATUS.Approved, roles: ['site'], company: 'A' },
  buyer: { status: USER_STATUS.Approved, roles: ['site', 'webshop'], company: 'A' },
  companyAdmin: { status: USER_STATUS.Approved, roles: ['site', 'webshop', 'companyAdmin'], company: 'A' },
  backOffice: { status: USER_STATUS.Approved, roles: ['backOfficeAdmin'], company: null },
  webshopManager: { status: USER_STATUS.Approved, roles: ['webshopManager'], company: null },
  otherBuyer: { status: USER_STATUS.Approved, roles: ['site', 'webshop'], company: 'B' },
  disabledMarketBuyer: { status: USER_STATUS.Approved, roles: ['site', 'webshop'], company: 'C' },
};

const headers: Partial<Record<Viewer, Record<string, string>>> = {};
let addressOfA = '';
let projectOfA = 0;

const address = {
  Name: 'Site office',
  Line1: 'Lumagatan 4',
  PostalCode: '120 64',
  City: 'Stockholm',
  CountryCode: 'SE',
  Phone: '+46 8 555 1234',
};
// No such variant: the owner's add is refused inside a 200 (ErrorMessage), so no catalogue is needed.
const item = { Code: 'NO-SUCH-CODE', Quantity: 1 };

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

const call = (who: Viewer, { method, url, payload }: Call) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload === undefined ? {} : { payload }) });

async function created(who: Viewer, request: Call): Promise<{ Id: string | number }> {
  const response = await call(who, request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A new own address of company A, made by its buyer: a target that a DELETE may use up. */
const freshAddressOfA = async () =>
  String(
    (await created('buyer', { method: 'POST', url: '/api/v1/Customer/Contact/Addresses', payload: address }))
      .Id,
  );

/** The answer of the viewers allowed in, by which company's object the route touches. */
interface Allowed {
  /** Buyer and company admin of company A. */
  own: number;
  /** The approved buyer of company B. */
  other: number;
  /** The approved buyer of company C, whose market has no web shop. */
  disabledMarket: number;
}

interface Row {
  name: string;
  request: () => Promise<Call>;
  allowed: Allowed;
}

const everywhere = (status: number): Allowed => ({ own: status, other: status, disabledMarket: status });
// Buying (cart, projects) also needs the market's web shop: 409 webshop_disabled without it.
const buying = (own: number, other = own): Allowed => ({ own, other, disabledMarket: 409 });

const MATRIX: Row[] = [
  {
    name: 'GET Customer/Contact',
    request: async () => ({ method: 'GET', url: '/api/v1/Customer/Contact' }),
    allowed: everywhere(200),
  },
  {
    name: 'POST Customer/Contact/Addresses',
    request: async () => ({ method: 'POST', url: '/api/v1/Customer/Contact/Addresses', payload: address }),
    allowed: everywhere(201),
  },
  {
    name: 'PUT Customer/Contact/Addresses/{id of A}',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/Customer/Contact/Addresses/${addressOfA}`,
      payload: { ...address, City: 'Solna' },
    }),
    allowed: { own: 200, other: 404, disabledMarket: 404 },
  },
  {
    name: 'DELETE Customer/Contact/Addresses/{id of A}',
    request: async () => ({
      method: 'DELETE',
      url: `/api/v1/Customer/Contact/Addresses/${await freshAddressOfA()}`,
    }),
    allowed: { own: 204, other: 404, disabledMarket: 404 },
  },
  {
    name: 'GET portal/Projects/Selector',
    request: async () => ({ method: 'GET', url: '/api/v1/portal/Projects/Selector' }),
    allowed: buying(200),
  },
  {
    name: 'POST portal/Projects',
    request: async () => ({ method: 'POST', url: '/api/v1/portal/Projects' }),
    allowed: buying(201),
  },
  {
    name: 'PUT portal/Projects/{id of A}/Items',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/portal/Projects/${projectOfA}/Items`,
      payload: item,
    }),
    allowed: buying(200, 404),
  },
  {
    name: 'GET portal/Projects/{id of A}/Widget',
    request: async () => ({ method: 'GET', url: `/api/v1/portal/Projects/${projectOfA}/Widget` }),
    allowed: buying(200, 404),
  },
  {
    name: 'GET portal/Projects/{id of A}/Detail',
    request: async () => ({ method: 'GET', url: `/api/v1/portal/Projects/${projectOfA}/Detail` }),
    allowed: buying(200, 404),
  },
  {
    name: 'PUT Carts/Default/Items',
    request: async () => ({ method: 'PUT', url: '/api/v1/Carts/Default/Items', payload: item }),
    allowed: buying(200),
  },
  {
    name: 'GET Carts/Default/Widget',
    request: async () => ({ method: 'GET', url: '/api/v1/Carts/Default/Widget' }),
    allowed: buying(200),
  },
];

function expected(row: Row, who: Viewer): number {
  switch (who) {
    case 'anonymous':
    case 'guest':
      return 401;
    case 'buyer':
    case 'companyAdmin':
      return row.allowed.own;
    case 'otherBuyer':
      return row.allowed.other;
    case 'disabledMarketBuyer':
      return row.allowed.disabledMarket;
    default:
      return 403;
  }
}

const CASES = MATRIX.flatMap((row) => VIEWERS.map((who) => ({ row, who, status: expected(row, who) })));

beforeAll(async () => {
  const companyOf = {
    A: (await insertTestAccount(db())).companyId,
    B: (await insertTestAccount(db())).companyId,
    C: (await insertTestAccount(db(), { marketId: 'HU' })).companyId,
  };
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  headers.anonymous = sameOrigin;
  headers.guest = { ...sameOrigin, cookie: `${GUEST_ID_COOKIE}=guest-0123456789abcdefghijkl` };
  for (const [who, account] of Object.entries(ACCOUNTS)) {
    const { userId, email } = await insertTestAccount(db(), {
      status: account.status,
      roles: account.roles,
      ...(account.company === 'C' ? { marketId: 'HU' } : {}),
      ...(account.company ? { companyId: companyOf[account.company] } : {}),
    });
    // insertTestAccount always gives a company; the maker's staff have none.
    if (account.company === null)
      await db().update(users).set({ companyId: null }).where(eq(users.id, userId));
    headers[who as Viewer] = { ...sameOrigin, cookie: await signInCookie(t.app, email) };
  }
  addressOfA = await freshAddressOfA();
  projectOfA = Number((await created('buyer', { method: 'POST', url: '/api/v1/portal/Projects' })).Id);
}, 120_000);

describe('company data by viewer', () => {
  it.each(CASES)('$row.name as $who → $status', async ({ row, who, status }) => {
    const response = await call(who, await row.request());
    expect(response.statusCode, response.body).toBe(status);
  });

  it('shows a waiting user nothing of the company they named at sign-up, only their own profile', async () => {
    const contact = await call('waitingBackOffice', { method: 'GET', url: '/api/v1/Customer/Contact' });
    expect(contact.statusCode).toBe(403);
    expect(contact.body).not.toContain('Lumagatan');
    const profile = await call('waitingBackOffice', { method: 'GET', url: '/api/v1/Customer/ProfileInfo' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      IsLoggedIn: true,
      UserStatus: USER_STATUS.WaitingForBackOfficeApproval,
    });
  });
});
