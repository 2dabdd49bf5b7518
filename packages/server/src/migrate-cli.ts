// `npm run db:migrate`: applies the migrations to the configured database and exits.

import { openDatabase } from './db/client.ts';
import { loadConfig } from './platform/config.ts';
import { databaseOptions } from './platform/database-options.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
