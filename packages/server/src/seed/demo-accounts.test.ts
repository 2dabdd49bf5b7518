import { APPROVED } from '@airshop/domain/account/user-status';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyAddresses, markets, userStatusEvents, users } from '../db/schema.ts';
import { verifyPassword } from '../modules/auth/password-hash.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let other: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  [database, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([database?.dispose(), other?.dispose()]);
});

const userCount = async (db = database.db) => (await db.select({ n: count() }).from(users))[0]?.n;

describe('demo accounts', () => {
  it('cover every account the issue asks for', () => {
    const approvedBuyers = DEMO_ACCOUNTS.filter(
      (a) => a.status === APPROVED && a.roles.includes('site') && a.roles.includes('webshop') && a.company,
    );
    expect(new Set(approvedBuyers.map((a) => a.company)).size).toBeGreaterThanOrEqual(3);
    const statuses = DEMO_ACCOUNTS.map((a) => a.status);
    expect(statuses).toEqual(expect.arrayContaining([4, 6, 8]));
    expect(DEMO_ACCOUNTS.some((a) => a.roles.includes('companyAdmin'))).toBe(true);
    expect(DEMO_ACCOUNTS.some((a) => a.roles.includes('backOfficeAdmin'))).toBe(true);
    expect(DEMO_ACCOUNTS.some((a) => a.roles.length === 0)).toBe(true);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('are written into a database without users, with ERP addresses and a recorded status', async () => {
    expect(await seedDemoAccounts(database.db)).toBe(DEMO_ACCOUNTS.length);
    expect(await userCount()).toBe(DEMO_ACCOUNTS.length);

    const buyer = DEMO_ACCOUNTS[0];
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, buyer?.email as string));
    expect(row).toMatchObject({ status: APPROVED, roles: ['site', 'webshop'], locale: 'sv', marketId: 'SE' });
    expect(await verifyPassword(DEMO_PASSWORD, row?.passwordHash as string)).toBe(true);
    expect(await verifyPassword('wrong password', row?.passwordHash as string)).toBe(false);

    const events = await database.db.select().from(userStatusEvents);
    expect(events).toHaveLength(DEMO_ACCOUNTS.length);
    expect(events.every((e) => e.fromStatus === 1 && e.reason === 'Demo data')).toBe(true);

    const seeded = await database.db
      .select({ customerNumber: companies.customerNumber, webshop: markets.webshopEnabled })
      .from(companies)
      .innerJoin(markets, eq(markets.id, companies.marketId));
    expect(seeded).toHaveLength(DEMO_COMPANIES.length);
    expect(seeded.filter((c) => c.webshop)).toHaveLength(2);
    expect(seeded.filter((c) => !c.webshop)).toHaveLength(1);
    const addresses = await database.db.select().from(companyAddresses);
    const erp = addresses.filter((a) => !a.isEditable);
    expect(new Set(erp.map((a) => a.companyId)).size).toBe(DEMO_COMPANIES.length);
  });

  it('are written once: a second run changes nothing', async () => {
    const before = await database.db.select().from(users);
    expect(await seedDemoAccounts(database.db)).toBe(0);
    expect(await database.db.select().from(users)).toEqual(before);
    expect((await database.db.select({ n: count() }).from(companies))[0]?.n).toBe(DEMO_COMPANIES.length);
  });

  it('never reach a database that already has a user (real customers)', async () => {
    await other.db.insert(users).values({
      email: 'real.customer@example.com',
      firstName: 'Real',
      lastName: 'Customer',
      marketId: 'SE',
    });
    expect(await seedDemoAccounts(other.db)).toBe(0);
    expect(await userCount(other.db)).toBe(1);
    expect((await other.db.select({ n: count() }).from(companies))[0]?.n).toBe(0);
  });
});
