import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../startup.ts';

/**
 * A fresh, migrated and seeded database for one test file: a new in-memory PGlite, or, when DATABASE_URL is
 * set, a new database on that PostgreSQL server (dropped again by `dispose`). Files run in parallel without
 * seeing each other's rows.
 */
export async function createTestDatabase(): Promise<
  Database & { dispose(): Promise<void> /** The server database's URL; absent on PGlite. */; url?: string }
> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await prepareDatabase(database);
    return { ...database, dispose: () => database.close() };
  }

  const name = `airshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await prepareDatabase(database);
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
