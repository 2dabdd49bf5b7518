import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  productDocuments,
  products,
  variantPrices,
  variantStock,
  variants,
} from '../../db/schema.ts';
import { importCatalog } from '../../modules/catalog-import/import-catalog.ts';
import { isNoOp } from '../../modules/catalog-import/report.ts';
import { fileSystemStorage } from '../../platform/storage.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { MARKET_SEED } from '../reference-data.ts';
import { generateDemoCatalog } from './generate.ts';
import { catalogIsEmpty } from './load-demo.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const work = mkdtempSync(path.join(os.tmpdir(), 'airshop-demo-load-'));
const folder = path.join(work, 'folder');
const storage = fileSystemStorage(path.join(work, 'files'));
let summary: Awaited<ReturnType<typeof generateDemoCatalog>>;

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await generateDemoCatalog({ products: 200, outDir: folder, today: '2026-01-15' });
}, 120_000);
afterAll(async () => {
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

const countOf = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;

describe('the demo catalogue at scale (200 products; 10k is timed by hand, see docs/catalog-import-format.md)', () => {
  it('starts test databases with an empty catalogue', async () => {
    expect(await catalogIsEmpty(database.db)).toBe(true);
  });

  it('imports every generated product, variant, price and document without a problem', async () => {
    const report = await importCatalog({ db: database.db, storage, dir: folder });
    expect(report.problems).toEqual([]);
    expect(report.products).toMatchObject({ created: 200, rejected: 0 });
    expect(summary.variants).toBeGreaterThan(1500);
    expect(summary.documents).toBeGreaterThan(1000);
    expect(await countOf(products)).toBe(200);
    expect(await countOf(variants)).toBe(summary.variants);
    expect(await countOf(variantPrices)).toBe(summary.variants * MARKET_SEED.length);
    expect(await countOf(variantStock)).toBe(summary.variants);
    expect(await countOf(documents)).toBe(summary.documents);
    expect(await countOf(productDocuments)).toBeGreaterThan(summary.documents * 0.9);
    const [unit] = await database.db.select().from(products).where(eq(products.kind, 'product')).limit(1);
    expect(unit).toMatchObject({
      hasAccessories: true,
      hasSpareParts: true,
      hasFilters: true,
      hasWarranties: true,
    });
    expect(await catalogIsEmpty(database.db)).toBe(false);
  }, 180_000);

  it('changes nothing on a second import of the same folder', async () => {
    const report = await importCatalog({ db: database.db, storage, dir: folder });
    expect(isNoOp(report)).toBe(true);
    expect(report.products).toMatchObject({ unchanged: 200 });
  }, 180_000);
});
