import type { Database } from './db/client.ts';
import { syncTranslations } from './modules/i18n/service.ts';
import { reindexIfEmpty } from './modules/search/index.ts';
import type { Storage } from './platform/storage.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { catalogIsEmpty, loadDemoCatalog } from './seed/demo-catalog/load-demo.ts';
import { seedReferenceData } from './seed/reference-data.ts';

export interface PrepareOptions {
  /**
   * Given when the demo-data setting is on (`npm start` on the embedded database, or DEMO_DATA=on; ADR 0017):
   * an empty catalogue gets the demo catalogue (its files go to `storage`) and a database without users gets
   * the demo accounts. Tests leave it out and load what they need.
   */
  demoData?: { storage: Storage };
}

export interface PrepareReport {
  translations: number;
  /** Products of the demo catalogue loaded by this start; absent when none were. */
  demoProducts?: number;
  /** Demo accounts created by this start; absent when none were. */
  demoAccounts?: number;
}

/** Brings a database up to date: migrations, reference data, translations, and the demo data when asked. */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions = {},
): Promise<PrepareReport> {
  await database.migrate();
  // One process at a time: the next one to get here finds the catalogue and the users there and skips them.
  return database.duringStartup(async () => {
    await seedReferenceData(database.db);
    const { count } = await syncTranslations(database.db);
    const report: PrepareReport = { translations: count };
    // A database whose catalogue came in before the search index existed gets its index once (ADR 0071).
    await reindexIfEmpty(database.db);
    if (!options.demoData) return report;
    if (await catalogIsEmpty(database.db)) {
      const loaded = await loadDemoCatalog(database.db, options.demoData.storage);
      report.demoProducts = loaded.products.created;
    }
    const accounts = await seedDemoAccounts(database.db);
    if (accounts > 0) report.demoAccounts = accounts;
    return report;
  });
}
