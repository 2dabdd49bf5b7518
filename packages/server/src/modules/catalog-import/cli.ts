// `npm run catalog:import -- <dir>`: imports a catalogue folder into the configured database.
// Exit code 0 when every record was imported, 2 when some were rejected (the rest is imported), 1 on failure.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { loadConfig } from '../../platform/config.ts';
import { configuredStorage } from '../../platform/configured-storage.ts';
import { databaseOptions } from '../../platform/database-options.ts';
import { claimSharedStorage } from '../../platform/shared-storage.ts';
import { prepareDatabase } from '../../startup.ts';
import { importCatalog } from './import-catalog.ts';
import { formatReport } from './report.ts';

const dir = process.argv[2];
if (!dir || dir.startsWith('-')) {
  console.error('Usage: npm run catalog:import -- <folder>   (format: docs/catalog-import-format.md)');
  process.exit(1);
}

const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
if (!existsSync(folder)) {
  console.error(`No folder ${folder}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await prepareDatabase(database);
  // The import writes the files the servers of this database serve: into their storage, or not at all.
  const { storage, where } = configuredStorage(config, database.db);
  await claimSharedStorage(database.db, storage, where);
  const report = await importCatalog({
    db: database.db,
    storage,
    dir: folder,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(formatReport(report));
  process.exitCode = report.problems.length > 0 ? 2 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
