import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { dumpPglite, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../startup.ts';

/*
 * One prepared database per test run (migrations, reference data, translations, search index), which every test
 * file's own database is copied from (ADR 0079). Building each from nothing took about 3 s per file; a copy
 * takes 0.6–1.1 s on the embedded database. Each file still gets its own database: copied, never shared.
 */

/** Where the run's embedded template is: set by the server project's global setup (vitest-global-setup.ts). */
export const TEMPLATE_ENV = 'AIRSHOP_TEST_PGLITE_TEMPLATE';
/** On a PostgreSQL server (DATABASE_URL): the name of the run's prepared database that files copy. */
export const PG_TEMPLATE_ENV = 'AIRSHOP_TEST_PG_TEMPLATE';

/** Creates, prepares and dumps an embedded database into `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await prepareDatabase(database);
    writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  } finally {
    await database.close();
  }
}

let template: Blob | undefined;

/** The run's embedded template, read once per worker; undefined without one (a file run outside the setup). */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/** A database on the server of `serverUrl`, named `name`: its URL. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server's administration connection. */
export async function onServer(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

/**
 * Creates and prepares a template database on the server; returns its name once no connection to it is left
 * (PostgreSQL copies a database only while nobody is connected to it).
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `airshop_test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  try {
    await prepareDatabase(database);
  } catch (error) {
    // A half-prepared template is of no use to a later run: it goes, and the run fails with the reason.
    await database.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  await database.close();
  // A closed client's server process may still be ending; it has no more work, so end it rather than wait.
  await onServer(serverUrl, 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
    name,
  ]);
  return name;
}
