// `npm run db:migrate`: applies the migrations to the configured database and exits.
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from './client.ts';
import { databaseOptions } from './options.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
