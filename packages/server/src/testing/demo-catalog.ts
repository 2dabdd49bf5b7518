import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import type { ImportReport } from '../modules/catalog-import/report.ts';
import { fileSystemStorage, type Storage } from '../platform/storage.ts';
import { loadDemoCatalog } from '../seed/demo-catalog/load-demo.ts';

/**
 * Loads a small, fixed demo catalogue into a test database (createTestDatabase leaves the catalogue empty).
 * Same seed and date every time, so tests can rely on its ids and codes.
 */
export async function loadTestCatalog(
  db: Db,
  options: { products?: number; storage?: Storage } = {},
): Promise<{ report: ImportReport; storage: Storage; dispose(): void }> {
  const dir = options.storage ? undefined : mkdtempSync(path.join(os.tmpdir(), 'airshop-test-files-'));
  const storage = options.storage ?? fileSystemStorage(dir as string);
  const report = await loadDemoCatalog(db, storage, {
    products: options.products ?? 24,
    today: '2026-01-15',
  });
  return { report, storage, dispose: () => dir && rmSync(dir, { recursive: true, force: true }) };
}
