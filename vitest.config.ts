import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          // `*.postgres.test.ts` need a PostgreSQL server (several processes on one database): they run in the
          // server tests' PostgreSQL run (DATABASE_URL set, README "Tests"), the embedded database cannot share.
          exclude: process.env.DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'packages/server/src/**/*.postgres.test.ts'],
          environment: 'node',
          // One migrated embedded database for the run, which each file's own database is copied from (ADR 0079).
          globalSetup: ['packages/server/src/testing/vitest-global-setup.ts'],
          // Each file builds its own database; PGlite start-up and migration take a moment on 2 cores.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
      {
        // Components and hooks of the web package that hold logic, rendered in a simulated browser with Testing
        // Library, so web-only logic is tested where it lives rather than moved into `domain` for it.
        test: {
          name: 'web',
          include: ['packages/web/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
