import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A transaction handle of db.transaction(), which runs the same queries as the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of db.execute(), which the two drivers shape differently (pg: { rows }, PGlite: { rows } or an array). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
