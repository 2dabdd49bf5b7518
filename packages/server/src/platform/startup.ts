import type { Database } from '../db/client.ts';
import { syncTranslations } from '../modules/i18n/service.ts';
import { seedReferenceData } from '../seed/reference-data.ts';

/** Brings a database up to date: migrations, reference data, translations. Safe to run on every start. */
export async function prepareDatabase(database: Database): Promise<{ translations: number }> {
  await database.migrate();
  await seedReferenceData(database.db);
  const { count } = await syncTranslations(database.db);
  return { translations: count };
}
