// The shop's API for the product-api benchmark: the production app (buildApp, NODE_ENV=production) on the
// benchmark's catalogue, without the pages (this benchmark measures the API; product-ssr measures pages).
// BENCH_VIEWER=approved adds an approved customer with the webshop role in the International market and signs
// them in through the API once listening; the ready line carries the session cookie the load sends, so every
// request goes through the real session lookup and price-visibility strategy.
//
// The server's modules are loaded by path at run time: bench is its own TypeScript project and may not
// compile the server's sources into itself.
import { resolve } from 'node:path';
import { REPO_ROOT } from './lib/paths.ts';

interface ServerApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}
interface ServerDatabase {
  kind: string;
  db: unknown;
  close(): Promise<void>;
}

const load = (file: string) => import(resolve(REPO_ROOT, 'packages/server/src', file));
const { loadConfig } = await load('platform/config.ts');
const { openDatabase } = await load('db/client.ts');
const { databaseOptions } = await load('db/options.ts');
const { prepareDatabase } = await load('platform/startup.ts');
const { buildApp } = await load('app.ts');
const { insertTestAccount, TEST_PASSWORD } = await load('modules/auth/test-accounts.ts');

const config = loadConfig() as { PORT: number; HOST: string };
const database = (await openDatabase(databaseOptions(config))) as ServerDatabase;
await prepareDatabase(database);
const viewer = process.env.BENCH_VIEWER ?? 'anonymous';

const app = (await buildApp({ config, database, pages: false })) as ServerApp;
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

const address = await app.listen({ port: config.PORT, host: config.HOST });
const cookie = viewer === 'approved' ? await signInApprovedBuyer(address) : null;
console.log(JSON.stringify({ url: address, viewer, cookie, database: database.kind }));

/** A new approved buyer (INT, EUR prices), signed in over HTTP as a browser would: the session cookie. */
async function signInApprovedBuyer(base: string): Promise<string> {
  const { email } = (await insertTestAccount(database.db, { status: 8, marketId: 'INT' })) as {
    email: string;
  };
  const response = await fetch(`${base}/api/v1/Customer/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: TEST_PASSWORD }),
  });
  // The session cookie is airshop_session, __Host- prefixed when the public URL is https.
  const session = response.headers.getSetCookie().find((c) => /^(__Host-)?airshop_session=[^;]/.test(c));
  if (response.status !== 200 || !session) throw new Error(`bench sign-in failed: ${response.status}`);
  return session.split(';')[0] as string;
}
