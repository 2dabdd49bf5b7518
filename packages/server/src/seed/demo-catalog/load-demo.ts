import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { importCatalog } from '../../modules/catalog-import/import-catalog.ts';
import type { ImportReport } from '../../modules/catalog-import/report.ts';
import type { Storage } from '../../platform/storage.ts';
import { generateDemoCatalog } from './generate.ts';

/** The size of the catalogue a fresh shop starts with: enough to browse, quick to make. */
export const DEFAULT_DEMO_PRODUCTS = 70;

export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from ${products}) as "any"`);
  const rows = Array.isArray(result) ? result : (result as { rows: { any: boolean }[] }).rows;
  return !rows[0]?.any;
}

/**
 * Generates a demo catalogue into a temporary folder and imports it. Stock and document dates are relative to
 * `today`, so a fresh shop shows current stock.
 */
export async function loadDemoCatalog(
  db: Db,
  storage: Storage,
  options: { products?: number; seed?: number; today?: string } = {},
): Promise<ImportReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'airshop-demo-'));
  try {
    await generateDemoCatalog({
      products: options.products ?? DEFAULT_DEMO_PRODUCTS,
      outDir: dir,
      today: options.today ?? new Date().toISOString().slice(0, 10),
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
    });
    return await importCatalog({ db, storage, dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
