import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listening, type ListenOptions, listenOnPglite, listenOnServer } from './notifications.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs startup work on this database (first-start seeding: several
   * processes starting at once on an empty PostgreSQL must not all load the demo catalogue).
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` whenever a transaction in any process that shares this database sends a notification on
   * `channel` (`pg_notify`, db/notifications.ts), once that transaction commits.
   */
  listen(channel: string, options: ListenOptions): Promise<Listening>;
  /** Round trip to the database, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Session settings of every connection: the search's typo matching (`<%`, word similarity) takes a word within
 * 0.4 of the query instead of pg_trgm's 0.6, which misses one edit in a short word (ADR 0071).
 */
const SESSION_SETTINGS: Record<string, string> = { 'pg_trgm.word_similarity_threshold': '0.4' };

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Any fixed number: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_402_311;
const STARTUP_LOCK_KEY = 7_402_312;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests). `from`: a data directory dumped by `dumpPglite`,
   * started from instead of an empty cluster (the tests' migrated template, testing/test-templates.ts).
   */
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.from);
}

const clients = new WeakMap<Database, PGlite>();

/** The whole data directory of an embedded database, uncompressed (a template to open others from). */
export function dumpPglite(database: Database): Promise<Blob> {
  const client = clients.get(database);
  if (!client) throw new Error('dumpPglite needs an embedded database');
  return client.dumpDataDir('none');
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: from, extensions: { pg_trgm, unaccent } });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    // One process owns a PGlite data directory, so there is nobody to wait for.
    duringStartup: (work) => work(),
    listen: (channel, options) => listenOnPglite(client, channel, options),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
  clients.set(database, client);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // A session-level advisory lock held on one pooled connection while `work` runs on any of them.
  const holdingLock = async <T>(key: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    // Several app processes may start at once: one migrates, the others wait for it.
    migrate: () =>
      holdingLock(MIGRATION_LOCK_KEY, async (client) => {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      }),
    duringStartup: (work) => holdingLock(STARTUP_LOCK_KEY, () => work()),
    listen: (channel, options) => listenOnServer(url, channel, options),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
