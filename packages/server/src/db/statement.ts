import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/*
 * Hot statements run as named prepared statements (ADR 0010, 0062): PostgreSQL parses and plans a fixed text
 * once per connection instead of on every request, and the query builder's work is done once per process.
 */

/** A fixed statement with a name: prepared once per connection on PostgreSQL. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

type RawClient = {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
};

/**
 * Runs a statement on the driver under the query builder: node-postgres prepares it by name, PGlite runs it
 * as it is (in-process, there is no round trip to save).
 */
export async function runStatement<T>(db: Db, statement: Statement, params: unknown[]): Promise<T[]> {
  // A transaction (the order submit prices the cart inside its own) has no $client: its session's client is the
  // connection the transaction holds, and the statement must run there, unnamed.
  const handle = db as unknown as {
    $client?: RawClient & { totalCount?: number };
    session?: { client: RawClient };
  };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error('runStatement: neither a database nor a transaction');
  // A pg Pool counts its clients; PGlite and a transaction's connection have no such property.
  const result =
    'totalCount' in client && typeof client.totalCount === 'number'
      ? await client.query({ name: statement.name, text: statement.text, values: params })
      : await client.query(statement.text, params);
  return result.rows as T[];
}

const dialect = new PgDialect();

/** A statement written with the query builder's `sql` and `sql.placeholder(name)` for its parameters. */
export interface PreparedStatement<Values extends Record<string, unknown>> {
  readonly name: string;
  run<T>(db: Db, values: Values): Promise<T[]>;
}

/** Turns the statement into its fixed text once; each run fills in the placeholders' values. */
export function preparedStatement<Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): PreparedStatement<Values> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = { name, text };
  return {
    name,
    run: (db, values) => runStatement(db, statement, fillPlaceholders(params, values)),
  };
}
