import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { products, users } from './db/schema.ts';
import { fileSystemStorage } from './platform/storage.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { DEFAULT_DEMO_PRODUCTS } from './seed/demo-catalog/load-demo.ts';
import { prepareDatabase } from './startup.ts';
import { createTestDatabase } from './testing/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Database | undefined;
const work = mkdtempSync(path.join(os.tmpdir(), 'airshop-startup-'));

beforeAll(async () => {
  database = await createTestDatabase();
  // A second process on the same server database: its own connection pool.
  if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('first start on an empty catalogue', () => {
  it('loads no demo data while the demo setting is off', async () => {
    const report = await prepareDatabase(database);
    expect(report).not.toHaveProperty('demoProducts');
    expect(report).not.toHaveProperty('demoAccounts');
    const [productRows] = await database.db.select({ n: count() }).from(products);
    const [userRows] = await database.db.select({ n: count() }).from(users);
    expect([productRows?.n, userRows?.n]).toEqual([0, 0]);
  });

  it('loads the demo catalogue exactly once, also when two processes start at the same time', async () => {
    const storage = fileSystemStorage(path.join(work, 'files'));
    // On PGlite one process owns the database, so there a second start only ever comes after the first.
    const starts = await Promise.all(
      (second ? [database, second] : [database]).map((db) => prepareDatabase(db, { demoData: { storage } })),
    );
    const again = await prepareDatabase(second ?? database, { demoData: { storage } });

    const loads = [...starts, again].filter((s) => s.demoProducts !== undefined);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.demoProducts).toBe(DEFAULT_DEMO_PRODUCTS);
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(DEFAULT_DEMO_PRODUCTS);

    // The demo accounts come with the demo catalogue, also exactly once.
    const accountLoads = [...starts, again].filter((s) => s.demoAccounts !== undefined);
    expect(accountLoads.map((s) => s.demoAccounts)).toEqual([DEMO_ACCOUNTS.length]);
    const [userRows] = await database.db.select({ n: count() }).from(users);
    expect(userRows?.n).toBe(DEMO_ACCOUNTS.length);
  }, 120_000);
});
