import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { DEFAULT_DEMO_PRODUCTS } from '../seed/demo-catalog/load-demo.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { prepareDatabase } from './startup.ts';
import { fileSystemStorage } from './storage.ts';

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
  it('loads the demo catalogue exactly once, also when two processes start at the same time', async () => {
    const storage = fileSystemStorage(path.join(work, 'files'));
    // On PGlite one process owns the database, so there a second start only ever comes after the first.
    const starts = await Promise.all(
      (second ? [database, second] : [database]).map((db) => prepareDatabase(db, { storage })),
    );
    const again = await prepareDatabase(second ?? database, { storage });

    const loads = [...starts, again].filter((s) => s.demoProducts !== undefined);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.demoProducts).toBe(DEFAULT_DEMO_PRODUCTS);
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(DEFAULT_DEMO_PRODUCTS);
  }, 120_000);
});
