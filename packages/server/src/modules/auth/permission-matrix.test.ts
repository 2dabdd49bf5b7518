import { USER_STATUS } from '@airshop/domain/account/user-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../testing/back-office-support.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { commerceKeysIn, findTestIds } from '../../testing/product-fixtures.ts';
import { insertTestAccount, signInCookie, TEST_PASSWORD } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { type Viewer as AnyViewer, type Call, signInViewers } from '../../testing/viewers.ts';

/*
 * The permission matrix (issue 4, item 8): every protected endpoint against every kind of viewer — anonymous, a
 * guest, users at each status that can sign in, each role, and users of another company — through the real
 * sign-in and session. One table of expected status codes; one loop over it. Then the product routes: price,
 * stock and delivery data reach only approved users with the webshop role in a market with the web shop enabled.
 */

const t = useTestApp();
const db = () => t.database.db;

const VIEWERS = [
  'anonymous',
  'guest',
  'waitingCompanyAdmin',
  'waitingBackOffice',
  'onHold',
  'buyer',
  'noRole',
  'companyAdmin',
  'backOffice',
  'webshopManager',
  'otherBuyer',
  'otherAdmin',
] as const satisfies readonly AnyViewer[];
type Viewer = (typeof VIEWERS)[number];

let headers = {} as Record<Viewer, Record<string, string>>;
const company: Record<'A' | 'B', string> = { A: '', B: '' };
let buyerId = '';
let sequence = 0;

const call = (who: Viewer, { method, url, payload }: Call) =>
  t.app.inject({ method, url, headers: headers[who], ...(payload === undefined ? {} : { payload }) });

/** A new Approved buyer of company A, for a decision to act on. */
async function freshUserOfA(): Promise<string> {
  return (await insertTestAccount(db(), { companyId: company.A, status: USER_STATUS.Approved })).userId;
}

async function freshRequestedCompany(): Promise<string> {
  return insertCompany(db(), { name: `Requested ${++sequence}`, marketId: 'SE', status: 'requested' });
}

/*
 * Expected status per viewer. `signedIn` is the answer for every signed-in viewer not named; anonymous and guest
 * always get 401 on these endpoints.
 */
interface Row {
  name: string;
  request: () => Promise<Call>;
  signedIn: number;
  except?: Partial<Record<Viewer, number>>;
}

const MATRIX: Row[] = [
  // Customer/Contact and the company's addresses, projects and cart: customer/company-data-access.test.ts.
  {
    name: 'GET BackOffice/Users',
    request: async () => ({ method: 'GET', url: '/api/v1/BackOffice/Users' }),
    signedIn: 403,
    except: { backOffice: 200, companyAdmin: 200, webshopManager: 200, otherAdmin: 200 },
  },
  {
    name: 'GET BackOffice/Users/{id} (a buyer of company A)',
    request: async () => ({ method: 'GET', url: `/api/v1/BackOffice/Users/${buyerId}` }),
    signedIn: 403,
    except: { backOffice: 200, companyAdmin: 200, webshopManager: 404, otherAdmin: 404 },
  },
  {
    name: 'POST BackOffice/Users/{id}/Decisions (hold a buyer of company A)',
    request: async () => ({
      method: 'POST',
      url: `/api/v1/BackOffice/Users/${await freshUserOfA()}/Decisions`,
      payload: { Decision: 'hold' },
    }),
    signedIn: 403,
    except: { backOffice: 200, companyAdmin: 200, webshopManager: 404, otherAdmin: 404 },
  },
  {
    name: 'GET BackOffice/Companies',
    request: async () => ({ method: 'GET', url: '/api/v1/BackOffice/Companies' }),
    signedIn: 403,
    except: { backOffice: 200 },
  },
  {
    name: 'POST BackOffice/Companies/{id}/Approve',
    request: async () => ({
      method: 'POST',
      url: `/api/v1/BackOffice/Companies/${await freshRequestedCompany()}/Approve`,
      payload: { CustomerNumber: `PM-${Date.now()}-${++sequence}` },
    }),
    signedIn: 403,
    except: { backOffice: 200 },
  },
  {
    name: 'POST BackOffice/Companies/{id}/Reject',
    request: async () => ({
      method: 'POST',
      url: `/api/v1/BackOffice/Companies/${await freshRequestedCompany()}/Reject`,
    }),
    signedIn: 403,
    except: { backOffice: 200 },
  },
  {
    name: 'GET BackOffice/Promotions',
    request: async () => ({ method: 'GET', url: '/api/v1/BackOffice/Promotions' }),
    signedIn: 403,
    except: { backOffice: 200 },
  },
];

function expected(row: Row, who: Viewer): number {
  if (who === 'anonymous' || who === 'guest') return 401;
  return row.except?.[who] ?? row.signedIn;
}

const CASES = MATRIX.flatMap((row) => VIEWERS.map((who) => ({ row, who, status: expected(row, who) })));

/** Who sees prices, stock and delivery data: Approved, the webshop role, a market with the web shop (SE). */
const SEES_PRICES = new Set<Viewer>(['buyer', 'companyAdmin', 'otherBuyer', 'otherAdmin']);

let productId = '';

beforeAll(async () => {
  (await loadTestCatalog(db())).dispose();
  productId = (await findTestIds(db())).unit.id;
  company.A = await insertCompany(db(), {
    name: 'Matrix A AB',
    marketId: 'SE',
    customerNumber: `PMA-${Date.now()}`,
  });
  company.B = await insertCompany(db(), {
    name: 'Matrix B AB',
    marketId: 'SE',
    customerNumber: `PMB-${Date.now()}`,
  });
  const signedIn = await signInViewers(t.app, db(), VIEWERS, company);
  headers = signedIn.headers;
  buyerId = signedIn.userIds.buyer as string;
}, 120_000);

describe('permission matrix', () => {
  it.each(CASES)('$row.name as $who → $status', async ({ row, who, status }) => {
    const response = await call(who, await row.request());
    expect(response.statusCode, response.body).toBe(status);
  });

  it('refuses sign-in to a rejected user (status 6), so they are no viewer at all', async () => {
    const { email } = await insertTestAccount(db(), {
      companyId: company.A,
      status: USER_STATUS.RejectedByBackOffice,
    });
    await expect(signInCookie(t.app, email, TEST_PASSWORD)).rejects.toThrow(/Sign-in failed: 401/);
  });
});

describe('price, stock and delivery data on the product routes', () => {
  it.each(VIEWERS.map((who) => ({ who, sees: SEES_PRICES.has(who) })))(
    'Catalog/Products/{id}/Sizing as $who: commerce data $sees',
    async ({ who, sees }) => {
      const response = await call(who, {
        method: 'GET',
        url: `/api/v1/Catalog/Products/${productId}/Sizing`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const keys = commerceKeysIn(response.json());
      if (sees) expect(keys).toEqual(expect.arrayContaining(['UnitPrice', 'LeadTimes']));
      else expect(keys).toEqual([]);
    },
  );

  it.each(VIEWERS)(
    'Catalog/Products/{id} as %s: never commerce data (the page is the same for all)',
    async (who) => {
      const response = await call(who, { method: 'GET', url: `/api/v1/Catalog/Products/${productId}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(commerceKeysIn(response.json())).toEqual([]);
    },
  );
});

describe('the public customer endpoints', () => {
  it.each(VIEWERS)('GET Customer/ProfileInfo as %s answers 200 with the right sign-in flag', async (who) => {
    const response = await call(who, { method: 'GET', url: '/api/v1/Customer/ProfileInfo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().IsLoggedIn).toBe(who !== 'anonymous' && who !== 'guest');
  });

  // Last: it ends the sessions the rows above use.
  it.each(VIEWERS)('POST Customer/SignOut as %s answers 204 and leaves nobody signed in', async (who) => {
    const response = await call(who, { method: 'POST', url: '/api/v1/Customer/SignOut' });
    expect(response.statusCode).toBe(204);
    expect((await call(who, { method: 'GET', url: '/api/v1/Customer/Contact' })).statusCode).toBe(401);
  });
});
