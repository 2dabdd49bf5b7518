import { USER_STATUS } from '@airshop/domain/account/user-status';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { type UserRole, users } from '../db/schema/accounts.ts';
import { insertTestAccount, signInCookie } from './test-accounts.ts';

/*
 * The kinds of viewer the permission tests walk every protected route with: each status that can sign in, each
 * role, and users of other companies (A is the company whose objects are tried; B another; C another in a market
 * without the web shop). Signed in for real, so the session, the cookie and the cross-site check all take part.
 */
export const VIEWER_ACCOUNTS = {
  waitingCompanyAdmin: {
    status: USER_STATUS.WaitingForCompanyAdminApproval,
    roles: ['site', 'webshop'],
    company: 'A',
  },
  // Anyone who knew A's customer number can be this.
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
  otherAdmin: { status: USER_STATUS.Approved, roles: ['site', 'webshop', 'companyAdmin'], company: 'B' },
  disabledMarketBuyer: { status: USER_STATUS.Approved, roles: ['site', 'webshop'], company: 'C' },
} as const satisfies Record<
  string,
  { status: number; roles: readonly UserRole[]; company: 'A' | 'B' | 'C' | null }
>;

export type SignedInViewer = keyof typeof VIEWER_ACCOUNTS;
export type Viewer = 'anonymous' | 'guest' | SignedInViewer;

/** The market of company C's accounts: one whose web shop is off in the reference data. */
export const DISABLED_MARKET = 'HU';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * Signs in one account of each named kind into the given companies and answers each viewer's request headers
 * (anonymous and guest included), and the user id of each signed-in one.
 */
export async function signInViewers<Name extends Viewer>(
  app: FastifyInstance,
  db: Database['db'],
  names: readonly Name[],
  companyOf: Partial<Record<'A' | 'B' | 'C', string>>,
): Promise<{ headers: Record<Name, Record<string, string>>; userIds: Partial<Record<Name, string>> }> {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const headers = {} as Record<Name, Record<string, string>>;
  const userIds: Partial<Record<Name, string>> = {};
  for (const name of names) {
    if (name === 'anonymous') headers[name] = sameOrigin;
    else if (name === 'guest') {
      headers[name] = { ...sameOrigin, cookie: `${GUEST_ID_COOKIE}=guest-0123456789abcdefghijkl` };
    } else {
      const account = VIEWER_ACCOUNTS[name as SignedInViewer];
      const { userId, email } = await insertTestAccount(db, {
        status: account.status,
        roles: [...account.roles],
        ...(account.company === 'C' ? { marketId: DISABLED_MARKET } : {}),
        ...(account.company ? { companyId: companyOf[account.company] } : {}),
      });
      // insertTestAccount always gives a company; the maker's staff have none.
      if (account.company === null)
        await db.update(users).set({ companyId: null }).where(eq(users.id, userId));
      userIds[name] = userId;
      headers[name] = { ...sameOrigin, cookie: await signInCookie(app, email) };
    }
  }
  return { headers, userIds };
}
