import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/*
 * Bulk writes for the importer. The rows travel as ONE jsonb parameter and are unpacked by
 * jsonb_to_recordset: no 65,535-parameter limit, and none of the per-value cost of building a multi-row
 * INSERT with the query builder (which was most of the import time at 10k products).
 */

/** Rows per statement: large enough to amortise the round trip, small enough to keep each statement short. */
export const BULK_ROWS = 2000;

export interface BulkOptions {
  /** Property names of the conflict target; the other written columns are updated from the new row. */
  upsertOn?: string[];
  /** Property names to return. */
  returning?: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

export async function bulkInsert(
  db: Db,
  table: PgTable,
  rows: Record<string, unknown>[],
  options: BulkOptions = {},
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const props = Object.keys(rows[0] as object).filter((p) => p in columns);
  const dbName = (prop: string) => (columns[prop] as { name: string }).name;
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const prop of props) {
      const value = row[prop];
      out[dbName(prop)] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  const names = props.map((p) => quote(dbName(p))).join(', ');
  const definitions = props
    .map((p) => `${quote(dbName(p))} ${(columns[p] as { getSQLType(): string }).getSQLType()}`)
    .join(', ');
  let tail = '';
  if (options.upsertOn) {
    const target = options.upsertOn.map((p) => quote(dbName(p))).join(', ');
    const updates = props
      .filter((p) => !options.upsertOn?.includes(p))
      .map((p) => `${quote(dbName(p))} = excluded.${quote(dbName(p))}`);
    tail +=
      updates.length > 0
        ? ` on conflict (${target}) do update set ${updates.join(', ')}`
        : ` on conflict (${target}) do nothing`;
  }
  if (options.returning) {
    tail += ` returning ${options.returning.map((p) => `${quote(dbName(p))} as ${quote(p)}`).join(', ')}`;
  }
  const result = await db.execute(
    sql`insert into ${sql.raw(quote(getTableName(table)))} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.raw(definitions)})${sql.raw(tail)}`,
  );
  return rowsOf(result);
}
