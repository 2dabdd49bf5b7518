import { USER_STATUS } from '@airshop/domain/account/user-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestAccount } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { type Call, DISABLED_MARKET, signInViewers, type Viewer } from '../../testing/viewers.ts';

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
  'waitingCompanyAdmin',
  'waitingBackOffice',
  'onHold',
  'noRole',
  'siteOnly',
  'buyer',
  'companyAdmin',
  'backOffice',
  'webshopManager',
  'otherBuyer',
  'disabledMarketBuyer',
] as const satisfies readonly Viewer[];
type CompanyDataViewer = (typeof VIEWERS)[number];

let headers = {} as Record<CompanyDataViewer, Record<string, string>>;
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

const call = (who: CompanyDataViewer, { method, url, payload }: Call) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload === undefined ? {} : { payload }) });

async function created(who: CompanyDataViewer, request: Call): Promise<{ Id: string | number }> {
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
    name: 'GET portal/Projects/Overview',
    request: async () => ({ method: 'GET', url: '/api/v1/portal/Projects/Overview' }),
    allowed: buying(200),
  },
  {
    name: 'PATCH portal/Projects/{id of A}',
    request: async () => ({
      method: 'PATCH',
      url: `/api/v1/portal/Projects/${projectOfA}`,
      payload: { Notes: 'Floor 3' },
    }),
    allowed: buying(200, 404),
  },
  {
    name: 'DELETE portal/Projects/{id of A}',
    request: async () => ({
      method: 'DELETE',
      url: `/api/v1/portal/Projects/${(await created('buyer', { method: 'POST', url: '/api/v1/portal/Projects' })).Id}`,
    }),
    allowed: buying(204, 404),
  },
  {
    // No such item in A's project: 404 for its owner too; what matters is that no one else gets further.
    name: 'PATCH portal/Projects/{id of A}/Items',
    request: async () => ({
      method: 'PATCH',
      url: `/api/v1/portal/Projects/${projectOfA}/Items`,
      payload: { LineItemId: 1, Code: item.Code, Quantity: 2 },
    }),
    allowed: buying(404, 404),
  },
  {
    name: 'DELETE portal/Projects/{id of A}/Items',
    request: async () => ({
      method: 'DELETE',
      url: `/api/v1/portal/Projects/${projectOfA}/Items`,
      payload: { LineItemId: 1, Code: item.Code },
    }),
    allowed: buying(404, 404),
  },
  {
    name: 'PUT portal/Projects/{id of A}/Items/Remove',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/portal/Projects/${projectOfA}/Items/Remove`,
      payload: [item],
    }),
    allowed: buying(200, 404),
  },
  {
    name: 'PUT portal/Projects/{id of A}/Items/Bulk',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/portal/Projects/${projectOfA}/Items/Bulk`,
      payload: [item],
    }),
    allowed: buying(200, 404),
  },
  {
    name: 'PUT portal/Projects/0/Items/Bulk (a new project)',
    request: async () => ({ method: 'PUT', url: '/api/v1/portal/Projects/0/Items/Bulk', payload: [item] }),
    allowed: buying(200),
  },
  {
    name: 'PUT portal/Projects/{id of A}/ToCart',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/portal/Projects/${projectOfA}/ToCart`,
      payload: { ShipmentNo: null },
    }),
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

function expected(row: Row, who: CompanyDataViewer): number {
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
    C: (await insertTestAccount(db(), { marketId: DISABLED_MARKET })).companyId,
  };
  ({ headers } = await signInViewers(t.app, db(), VIEWERS, companyOf));
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
