// `npm start`: configuration, database, HTTP server, and a graceful stop on SIGTERM/SIGINT.

import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { startHousekeeping } from './housekeeping.ts';
import { AFTER_SALES_FILES_FOLDER, referencedAfterSalesFiles } from './modules/after-sales-forms/index.ts';
import { ENQUIRY_FILES_FOLDER, referencedEnquiryFiles } from './modules/forms/spare-part-enquiry-files.ts';
import { MAIL_OUTBOX_CHANNEL } from './modules/mail/outbox.ts';
import { storageAttachments } from './modules/mail/storage-attachments.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { ORDER_EXPORT_CHANNEL, startOrderExportWorker } from './modules/orders/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { configuredStorage } from './platform/configured-storage.ts';
import { databaseOptions } from './platform/database-options.ts';
import { startFileSweeper } from './platform/pending-files.ts';
import { claimSharedStorage, StorageNotSharedError } from './platform/shared-storage.ts';
import { prepareDatabase } from './startup.ts';

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
const { storage, where: filesWhere } = configuredStorage(config, database.db);
const { translations, demoProducts, demoAccounts } = await prepareDatabase(
  database,
  config.demoData ? { demoData: { storage } } : {},
);
// Before any request or mail: a process whose files the other processes of this database cannot see would
// accept uploads their mail workers never find (ADR 0040).
try {
  await claimSharedStorage(database.db, storage, filesWhere);
} catch (error) {
  if (error instanceof StorageNotSharedError) {
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
  throw error;
}
// Requests that enqueue mail wake the worker, which starts once the app (and its logger) exists.
const app = await buildApp({
  config,
  database,
  storage,
  mailWorker: { wake: () => mailWorker?.wake() },
});
app.log.info(
  { database: database.kind, demoData: config.demoData, translations, demoProducts, demoAccounts },
  'database ready',
);
if (config.demoDataOffBecause === 'non-loopback-host') {
  app.log.warn(
    { host: config.HOST },
    'no demo data and no demo accounts: HOST is not a loopback address; set DEMO_DATA=on to load them anyway',
  );
}
if (demoAccounts) {
  app.log.warn(
    { demoAccounts },
    'demo accounts with the public password of README.md were created; set DEMO_DATA=off where real customers sign in',
  );
}
// Uploads a killed process left unfinished: finished or removed now and every ten minutes (ADR 0040).
const fileSweeper = startFileSweeper({
  storage,
  referencedKeys: async (keys) =>
    new Set([
      ...(await referencedEnquiryFiles(database.db, keys)),
      ...(await referencedAfterSalesFiles(database.db, keys)),
    ]),
  watchedFolders: [ENQUIRY_FILES_FOLDER, AFTER_SALES_FILES_FOLDER],
  graceMs: 15 * 60_000,
  intervalMs: 10 * 60_000,
  log: app.log.child({ component: 'file-sweeper' }),
});
// Ended sessions, expired idempotency answers, ended rate-limit windows, abandoned guest carts: hourly (ADR 0066).
const housekeeping = startHousekeeping({
  db: database.db,
  intervalMs: 60 * 60_000,
  log: app.log.child({ component: 'housekeeping' }),
});
// MAIL_WORKER=off leaves this process's mail to the workers of the others (ADR 0046).
const mailLog = app.log.child({ component: 'mail' });
const mailWorker =
  config.MAIL_WORKER === 'on'
    ? startMailWorker({ database, config, log: mailLog, openAttachment: storageAttachments(storage) })
    : undefined;
// A mail enqueued by any process of this database wakes this worker when its transaction commits.
const mailWakeUps = mailWorker
  ? await database.listen(MAIL_OUTBOX_CHANNEL, {
      onNotify: () => mailWorker.wake(),
      onError: (error) => mailLog.warn({ err: error }, 'mail notifications lost; reconnecting'),
    })
  : undefined;
// The ERP hand-off runs in every process (claims are atomic); a committed order wakes it at once (ADR 0064).
const exportLog = app.log.child({ component: 'order-export' });
const orderExportWorker = startOrderExportWorker({ database, config, log: exportLog });
const exportWakeUps = await database.listen(ORDER_EXPORT_CHANNEL, {
  onNotify: () => orderExportWorker.wake(),
  onError: (error) => exportLog.warn({ err: error }, 'order export notifications lost; reconnecting'),
});

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
    // Requests first (they may still enqueue mail), then the mail being sent, then the database both use.
    await app.close();
    await mailWakeUps?.close();
    await mailWorker?.stop();
    await exportWakeUps.close();
    await orderExportWorker.stop();
    await fileSweeper.stop();
    await housekeeping.stop();
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
