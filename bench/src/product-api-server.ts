// The shop's API for the product-api benchmark: the production app (buildApp, NODE_ENV=production) on the
// benchmark's catalogue, without the pages (this benchmark measures the API; product-ssr measures pages).
// BENCH_VIEWER_STATUS=8 makes every request an approved customer's, through the price-visibility strategy's
// in-process override: accounts do not exist yet, and nothing reachable over HTTP can do this.
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
  close(): Promise<void>;
}

const load = (file: string) => import(resolve(REPO_ROOT, 'packages/server/src', file));
const { loadConfig } = await load('platform/config.ts');
const { openDatabase } = await load('db/client.ts');
const { databaseOptions } = await load('db/options.ts');
const { prepareDatabase } = await load('platform/startup.ts');
const { buildApp } = await load('app.ts');
const { overrideCommerceViewer } = await load('modules/product/commerce-visibility.ts');

const config = loadConfig() as { PORT: number; HOST: string };
const database = (await openDatabase(databaseOptions(config))) as ServerDatabase;
await prepareDatabase(database);
const status = process.env.BENCH_VIEWER_STATUS;
if (status) overrideCommerceViewer({ status: Number(status) });

const app = (await buildApp({ config, database, pages: false })) as ServerApp;
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

const address = await app.listen({ port: config.PORT, host: config.HOST });
console.log(JSON.stringify({ url: address, viewerStatus: status ?? null, database: database.kind }));
