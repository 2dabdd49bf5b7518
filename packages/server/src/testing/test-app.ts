import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  config: Config;
}

/**
 * The API application on its own fresh database, for one test file; call at the top level of the file.
 * Requests go through `app.inject()`, the full stack without a socket.
 */
export function useTestApp(
  env: NodeJS.ProcessEnv = {},
  { logger = false }: { logger?: FastifyServerOptions['logger'] } = {},
): TestApp {
  const holder = {} as TestApp;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-test-'));
    holder.config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
    holder.database = await createTestDatabase();
    holder.app = await buildApp({
      config: holder.config,
      database: holder.database,
      pages: false,
      logger,
    });
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return holder;
}
