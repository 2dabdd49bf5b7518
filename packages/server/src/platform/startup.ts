import type { Database } from '../db/client.ts';
import { syncTranslations } from '../modules/i18n/service.ts';
import { catalogIsEmpty, loadDemoCatalog } from '../seed/demo-catalog/load-demo.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import type { Storage } from './storage.ts';

export interface PrepareOptions {
  /**
   * Where catalogue files go. Given (by `npm start`), an empty catalogue gets the demo catalogue, so a fresh
   * shop has something to show; tests leave it out and load a catalogue only when they need one.
   */
  storage?: Storage;
}

/** Brings a database up to date: migrations, reference data, translations, and a first catalogue. */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions = {},
): Promise<{ translations: number; demoProducts?: number }> {
  await database.migrate();
  // One process at a time: the next one to get here finds the catalogue filled and skips the demo load.
  return database.duringStartup(async () => {
    await seedReferenceData(database.db);
    const { count } = await syncTranslations(database.db);
    if (options.storage && (await catalogIsEmpty(database.db))) {
      const report = await loadDemoCatalog(database.db, options.storage);
      return { translations: count, demoProducts: report.products.created };
    }
    return { translations: count };
  });
}
