import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPostgresTemplate,
  onServer,
  PG_TEMPLATE_ENV,
  TEMPLATE_ENV,
  writePgliteTemplate,
} from './test-templates.ts';

/**
 * The server tests' global setup (vitest.config.ts): one prepared database for the whole run, named to the
 * workers through the environment, which each test file's database is copied from (ADR 0079): a dump of an
 * embedded one, or a template database on the PostgreSQL server of DATABASE_URL.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = await createPostgresTemplate(serverUrl);
    process.env[PG_TEMPLATE_ENV] = name;
    return async () => {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'airshop-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  await writePgliteTemplate(file);
  process.env[TEMPLATE_ENV] = file;
  return async () => rmSync(dir, { recursive: true, force: true });
}
