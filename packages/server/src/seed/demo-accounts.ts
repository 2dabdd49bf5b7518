import { USER_STATUS, type UserStatusId } from '@airshop/domain/account/user-status';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { UserRole } from '../db/schema/accounts.ts';
import { companies, companyAddresses, userStatusEvents, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';

/*
 * The demo accounts of issue 4 §7, listed in README.md ("Demo accounts"). They are for local use: the password
 * is public, so they are only ever written into a database that has no users at all (ADR 0017), and only when
 * the demo-data setting is on.
 */

/** The password of every demo account. Public on purpose: it is in the README. */
export const DEMO_PASSWORD = 'Kvistra-demo-2026';

interface DemoAddress {
  addressType: string;
  isEditable: boolean;
  name: string;
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone?: string;
}

interface DemoCompany {
  key: string;
  customerNumber: string;
  name: string;
  marketId: string;
  priceGroup: string;
  addresses: DemoAddress[];
}

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** Key of the company in DEMO_COMPANIES; null for the maker's own staff. */
  company: string | null;
  marketId: string;
  locale: string;
  status: UserStatusId;
  roles: UserRole[];
  /** What the account shows, for the README and the tests. */
  shows: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'nordvent',
    customerNumber: '100101',
    name: 'Nordvent Installation AB',
    marketId: 'SE',
    priceGroup: 'A',
    addresses: [
      {
        addressType: 'Billing,Postal',
        isEditable: false,
        name: 'Nordvent Installation AB',
        line1: 'Box 1207',
        postalCode: '172 24',
        city: 'Sundbyberg',
        countryCode: 'SE',
      },
      {
        addressType: 'Shipping,Visiting',
        isEditable: false,
        name: 'Nordvent Installation AB',
        line1: 'Landsvägen 50',
        line2: 'Lastkaj 2',
        postalCode: '172 63',
        city: 'Sundbyberg',
        countryCode: 'SE',
        phone: '+46 8 555 123',
      },
      {
        addressType: 'Shipping',
        isEditable: true,
        name: 'Nordvent – site Hammarby Sjöstad',
        line1: 'Lumagatan 4',
        postalCode: '120 64',
        city: 'Stockholm',
        countryCode: 'SE',
      },
    ],
  },
  {
    key: 'brandt',
    customerNumber: '200202',
    name: 'Brandt Lüftungstechnik GmbH',
    marketId: 'DE',
    priceGroup: 'B',
    addresses: [
      {
        addressType: 'Shipping,Billing',
        isEditable: false,
        name: 'Brandt Lüftungstechnik GmbH',
        line1: 'Gewerbestraße 12',
        postalCode: '50829',
        city: 'Köln',
        countryCode: 'DE',
        phone: '+49 221 987 6543',
      },
    ],
  },
  {
    key: 'dunai',
    customerNumber: '300303',
    name: 'Dunai Klíma Kft.',
    marketId: 'HU',
    priceGroup: 'A',
    addresses: [
      {
        addressType: 'Shipping,Billing',
        isEditable: false,
        name: 'Dunai Klíma Kft.',
        line1: 'Váci út 117',
        postalCode: '1138',
        city: 'Budapest',
        countryCode: 'HU',
      },
    ],
  },
];

const BUYER: UserRole[] = ['site', 'webshop'];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'buyer@nordvent.example',
    firstName: 'Karin',
    lastName: 'Lindqvist',
    company: 'nordvent',
    marketId: 'SE',
    locale: 'sv',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'approved buyer (Sweden): prices, stock, cart',
  },
  {
    email: 'buyer@brandt.example',
    firstName: 'Jonas',
    lastName: 'Weber',
    company: 'brandt',
    marketId: 'DE',
    locale: 'de',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'approved buyer of a second company (Germany)',
  },
  {
    email: 'planner@brandt.example',
    firstName: 'Miriam',
    lastName: 'Hoffmann',
    company: 'brandt',
    marketId: 'DE',
    locale: 'de',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'a second approved buyer of the same company, with a cart of her own',
  },
  {
    email: 'planner@nordvent.example',
    firstName: 'Sofia',
    lastName: 'Berg',
    company: 'nordvent',
    marketId: 'SE',
    locale: 'sv',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'a planner of Nordvent who keeps projects (the projects tests sign in as her)',
  },
  {
    email: 'estimator@brandt.example',
    firstName: 'Jonas',
    lastName: 'Weber',
    company: 'brandt',
    marketId: 'DE',
    locale: 'de',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'an estimator of Brandt who exports projects to spreadsheets and uploads them again',
  },
  {
    email: 'installer@nordvent.example',
    firstName: 'Oskar',
    lastName: 'Nilsson',
    company: 'nordvent',
    marketId: 'SE',
    locale: 'sv',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'an installer of Nordvent who orders with quick-pick and quick order',
  },
  {
    email: 'admin@nordvent.example',
    firstName: 'Erik',
    lastName: 'Holm',
    company: 'nordvent',
    marketId: 'SE',
    locale: 'sv',
    status: USER_STATUS.Approved,
    roles: [...BUYER, 'companyAdmin'],
    shows: 'company admin: approves sign-ups to Nordvent',
  },
  {
    email: 'waiting@brandt.example',
    firstName: 'Lena',
    lastName: 'Schulz',
    company: 'brandt',
    marketId: 'DE',
    locale: 'de',
    status: USER_STATUS.WaitingForBackOfficeApproval,
    roles: BUYER,
    shows: 'waiting for back-office approval: "not approved user", no prices',
  },
  {
    email: 'rejected@brandt.example',
    firstName: 'Tobias',
    lastName: 'Kramer',
    company: 'brandt',
    marketId: 'DE',
    locale: 'de',
    status: USER_STATUS.RejectedByBackOffice,
    roles: BUYER,
    shows: 'rejected by the back office',
  },
  {
    email: 'backoffice@airshop.example',
    firstName: 'Maria',
    lastName: 'Ekström',
    company: null,
    marketId: 'INT',
    locale: 'en',
    status: USER_STATUS.Approved,
    roles: ['site', 'backOfficeAdmin'],
    shows: 'back-office admin: approves, rejects, holds and removes users',
  },
  {
    email: 'manager@airshop.example',
    firstName: 'Anders',
    lastName: 'Berg',
    company: null,
    marketId: 'INT',
    locale: 'en',
    status: USER_STATUS.Approved,
    roles: ['site', 'webshopManager'],
    shows: 'webshop manager: the last approval step',
  },
  {
    email: 'noroles@nordvent.example',
    firstName: 'Sara',
    lastName: 'Nyberg',
    company: 'nordvent',
    marketId: 'SE',
    locale: 'sv',
    status: USER_STATUS.Approved,
    roles: [],
    shows: 'approved but no role: sent to Webshop/NoRoles',
  },
  {
    email: 'buyer@dunai.example',
    firstName: 'Péter',
    lastName: 'Nagy',
    company: 'dunai',
    marketId: 'HU',
    locale: 'hu',
    status: USER_STATUS.Approved,
    roles: BUYER,
    shows: 'approved buyer in Hungary, whose web shop is disabled: no prices',
  },
];

async function hasAnyUser(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from ${users}) as "any"`);
  const rows = Array.isArray(result) ? result : (result as { rows: { any: boolean }[] }).rows;
  return Boolean(rows[0]?.any);
}

/**
 * Writes the demo companies and accounts into a database without users; a database with any user (real
 * customers, or the demo accounts of an earlier start) is left alone. Answers how many accounts it created.
 * A company whose customer number already exists (an ERP import) is used as it is, addresses and all.
 */
export async function seedDemoAccounts(db: Db): Promise<number> {
  if (await hasAnyUser(db)) return 0;
  // Hashing is slow on purpose; do it before the transaction so it holds no locks meanwhile.
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) hashes.set(account.email, await hashPassword(DEMO_PASSWORD));

  return db.transaction(async (tx) => {
    // Checked again inside: two starts racing past the first check must not both seed.
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    if (await hasAnyUser(tx)) return 0;

    const companyIds = new Map<string, string>();
    for (const company of DEMO_COMPANIES) {
      const [created] = await tx
        .insert(companies)
        .values({
          customerNumber: company.customerNumber,
          name: company.name,
          marketId: company.marketId,
          priceGroup: company.priceGroup,
        })
        .onConflictDoNothing({ target: companies.customerNumber })
        .returning({ id: companies.id });
      if (created) {
        await tx
          .insert(companyAddresses)
          .values(company.addresses.map((address) => ({ companyId: created.id, ...address })));
        companyIds.set(company.key, created.id);
      } else {
        const [existing] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.customerNumber, company.customerNumber));
        companyIds.set(company.key, existing?.id as string);
      }
    }

    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          companyId: account.company ? (companyIds.get(account.company) as string) : null,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash: hashes.get(account.email) as string,
          status: account.status,
          roles: account.roles,
          locale: account.locale,
          marketId: account.marketId,
        })
        .returning({ id: users.id });
      // Every status is reached by a recorded change; these were reached by seeding.
      await tx.insert(userStatusEvents).values({
        userId: user?.id as string,
        fromStatus: USER_STATUS.Created,
        toStatus: account.status,
        actorUserId: null,
        reason: 'Demo data',
      });
    }
    return DEMO_ACCOUNTS.length;
  });
}
