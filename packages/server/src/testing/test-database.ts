import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../startup.ts';
import { databaseUrl, onServer, PG_TEMPLATE_ENV, pgliteTemplate } from './test-templates.ts';

/**
 * A fresh, migrated and seeded database for one test file: a new in-memory PGlite, or, when DATABASE_URL is
 * set, a new database on that PostgreSQL server (dropped again by `dispose`). Files run in parallel without
 * seeing each other's rows. Each is a copy of the run's prepared template when the global setup made one (ADR
 * 0079), else prepared here.
 */
export async function createTestDatabase(): Promise<
  Database & { dispose(): Promise<void> /** The server database's URL; absent on PGlite. */; url?: string }
> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = pgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', from: template });
    if (!template) await prepareDatabase(database);
    return { ...database, dispose: () => database.close() };
  }

  const name = `airshop_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[PG_TEMPLATE_ENV];
  await onServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  if (!template) await prepareDatabase(database);
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
