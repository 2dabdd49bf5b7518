import path from 'node:path';
import type { Config } from '../platform/config.ts';
import type { DatabaseOptions } from './client.ts';

/** A PostgreSQL server when DATABASE_URL is set, else the embedded database in DATA_DIR/pg. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pg') };
}
