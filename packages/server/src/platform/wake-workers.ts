import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Wakes the workers listening on `channel` in every process (db/notifications.ts) once the transaction `db` is
 * part of commits; at once when it is no transaction. A rolled-back transaction wakes nobody.
 */
export async function wakeWorkersOnCommit(db: Db, channel: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}
