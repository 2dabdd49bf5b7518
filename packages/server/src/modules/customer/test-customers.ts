import type { Db } from '../../db/client.ts';
import type { UserRole } from '../../db/schema/accounts.ts';
import { companies, companyAddresses, users } from '../../db/schema.ts';
import type { RequestContext, SignedInUser } from '../../platform/context.ts';

/*
 * Test fixtures of the customer module: a company with an ERP address and a user, written straight to the
 * tables, and the request context of that user as the session would give it.
 */

let sequence = 0;

export interface TestCustomer {
  companyId: string;
  erpAddressId: string;
  user: SignedInUser & { companyId: string };
}

export async function insertTestCustomer(
  db: Db,
  { marketId = 'SE', roles = ['site', 'webshop'] as UserRole[], status = 8 } = {},
): Promise<TestCustomer> {
  const n = ++sequence;
  const [company] = await db
    .insert(companies)
    .values({ name: `Test Company ${n}`, customerNumber: `T${Date.now()}${n}`, marketId })
    .returning({ id: companies.id });
  const companyId = company?.id as string;
  const [erp] = await db
    .insert(companyAddresses)
    .values({
      companyId,
      addressType: 'Billing,Shipping',
      isEditable: false,
      name: `Test Company ${n}`,
      line1: 'Industrivägen 1',
      postalCode: '123 45',
      city: 'Solna',
      countryCode: 'SE',
    })
    .returning({ id: companyAddresses.id });
  const email = `user${n}.${Date.now()}@test.example`;
  const [user] = await db
    .insert(users)
    .values({ companyId, email, firstName: 'Test', lastName: `User ${n}`, marketId, roles, status })
    .returning({ id: users.id });
  return {
    companyId,
    erpAddressId: erp?.id as string,
    user: {
      userId: user?.id as string,
      companyId,
      status,
      roles,
      name: `Test User ${n}`,
      email,
      marketId,
    },
  };
}

/** The context a request of `customer` gets (null: anonymous). */
export function contextOf(db: Db, log: RequestContext['log'], customer: SignedInUser | null): RequestContext {
  return { db, locale: 'en', customer, guestId: null, recentDocumentIds: [], requestId: 'test', log };
}
