// `npm start`: configuration, database, HTTP server, and a graceful stop on SIGTERM/SIGINT.

import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseOptions } from './db/options.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { prepareDatabase } from './platform/startup.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase(databaseOptions(config));
const { translations } = await prepareDatabase(database);
const app = await buildApp({ config, database });
app.log.info({ database: database.kind, translations }, 'database ready');

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

const address = await app.listen({ port: config.PORT, host: config.HOST });
const url = address.replace('[::1]', 'localhost');
app.log.info({ url, docs: `${url}/api/docs` }, 'Airshop is listening');
