import path from 'node:path';
import type { DatabaseOptions } from '../db/client.ts';
import type { Config } from './config.ts';

/** A PostgreSQL server when DATABASE_URL is set, else the embedded database in DATA_DIR/pg. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pg') };
}
