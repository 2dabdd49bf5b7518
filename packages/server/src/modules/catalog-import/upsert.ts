import { createHash } from 'node:crypto';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { type Counts, chunks } from './report.ts';

/** Records per look-up of stored hashes and per write. */
const BATCH_ROWS = 2000;

/** A stable hash of what a record writes, stored in import_hash to recognise unchanged records. */
export function hashOf(...parts: unknown[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(JSON.stringify(part) ?? 'undefined').update('\u0000');
  return hash.digest('base64url');
}

/**
 * Inserts or updates rows keyed by `key`, skipping rows whose importHash equals the stored one. Adds to
 * `counts` and returns the keys written (created or updated).
 */
export async function upsertByHash<R extends { importHash: string }>(
  db: Db,
  table: PgTable,
  keyColumn: PgColumn,
  keyOf: (row: R) => string,
  rows: R[],
  counts: Counts,
): Promise<Set<string>> {
  const written = new Set<string>();
  const keyProp = Object.entries(getTableColumns(table)).find(([, c]) => c === keyColumn)?.[0] as string;
  for (const batch of chunks(rows, BATCH_ROWS)) {
    const hashColumn = (getTableColumns(table) as Record<string, PgColumn>).importHash as PgColumn;
    const existing = new Map(
      (
        await db
          .select({ key: keyColumn, hash: hashColumn })
          .from(table)
          .where(inArray(keyColumn, batch.map(keyOf)))
      ).map((r) => [String(r.key), r.hash as string | null]),
    );
    const changed = batch.filter((row) => existing.get(keyOf(row)) !== row.importHash);
    for (const row of batch) {
      const key = keyOf(row);
      if (!existing.has(key)) counts.created++;
      else if (existing.get(key) === row.importHash) counts.unchanged++;
      else counts.updated++;
    }
    if (changed.length === 0) continue;
    await bulkInsert(db, table, changed, { upsertOn: [keyProp] });
    for (const row of changed) written.add(keyOf(row));
  }
  return written;
}
