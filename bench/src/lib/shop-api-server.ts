// Runs inside a benchmark's server process (product-api-server.ts, cart-write-server.ts): the production app
// (buildApp, NODE_ENV=production) without the pages, on the database the environment names (migrated and seeded
// as on start), listening on HOST:PORT and stopping cleanly on SIGTERM/SIGINT, so a --cpu-prof profile is
// written. Also: approved buyers signed in over HTTP, and a count of the SQL statements sent to PostgreSQL.
//
// The server's modules are loaded by path at run time: bench is its own TypeScript project and may not
// compile the server's sources into itself.
import { resolve } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './paths.ts';

interface ServerApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

export interface ServerDatabase {
  kind: string;
  db: { execute(query: unknown): Promise<unknown> };
  close(): Promise<void>;
}

export interface ShopApi {
  /** The address it listens at, http://host:port. */
  readonly address: string;
  /** The configured public origin, which API writes name in their Origin header. */
  readonly origin: string;
  readonly database: ServerDatabase;
  /** A new approved buyer with the webshop role in the International market (EUR), signed in over HTTP. */
  signInBuyer(): Promise<{ cookie: string; userId: string }>;
}

/** A module of packages/server/src, by its path there. */
export const loadServerModule = (file: string) => import(resolve(REPO_ROOT, 'packages/server/src', file));

let statements = 0;
// Every statement to PostgreSQL goes through Client#query (Pool#query too, and drizzle's transactions), so
// counting there counts the round trips a request costs. PGlite is not counted.
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** SQL statements sent to PostgreSQL per call of `work`, over `times` calls one after the other. */
export async function statementsPerCall(times: number, work: () => Promise<void>): Promise<number> {
  const before = statements;
  for (let i = 0; i < times; i++) await work();
  return (statements - before) / times;
}

/**
 * Opens and prepares the database, runs `prepare` on it (test data the app's caches should see from the
 * start), builds the app and listens.
 */
export async function startShopApi(
  prepare: (database: ServerDatabase) => Promise<void> = async () => {},
): Promise<ShopApi> {
  const { loadConfig } = await loadServerModule('platform/config.ts');
  const { openDatabase } = await loadServerModule('db/client.ts');
  const { databaseOptions } = await loadServerModule('platform/database-options.ts');
  const { prepareDatabase } = await loadServerModule('startup.ts');
  const { buildApp } = await loadServerModule('app.ts');
  const { insertTestAccount, TEST_PASSWORD } = await loadServerModule('testing/test-accounts.ts');

  const config = loadConfig() as { PORT: number; HOST: string; publicUrl: string };
  const database = (await openDatabase(databaseOptions(config))) as ServerDatabase;
  await prepareDatabase(database);
  await prepare(database);

  const app = (await buildApp({ config, database, pages: false })) as ServerApp;
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  const address = await app.listen({ port: config.PORT, host: config.HOST });

  async function signInBuyer(): Promise<{ cookie: string; userId: string }> {
    const { email, userId } = (await insertTestAccount(database.db, { status: 8, marketId: 'INT' })) as {
      email: string;
      userId: string;
    };
    const response = await fetch(`${address}/api/v1/Customer/SignIn`, {
      method: 'POST',
      // The address it was sent to is always one of the site's origins, whatever PUBLIC_URL says.
      headers: { 'content-type': 'application/json', origin: address },
      body: JSON.stringify({ Email: email, Password: TEST_PASSWORD }),
    });
    // The session cookie is airshop_session, __Host- prefixed when the public URL is https.
    const session = response.headers.getSetCookie().find((c) => /^(__Host-)?airshop_session=[^;]/.test(c));
    if (response.status !== 200 || !session) throw new Error(`bench sign-in failed: ${response.status}`);
    return { cookie: session.split(';')[0] as string, userId };
  }

  return { address, origin: config.publicUrl, database, signInBuyer };
}
