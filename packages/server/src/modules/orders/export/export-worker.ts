import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { backoffDelayMs } from '../../../platform/backoff.ts';
import type { Config } from '../../../platform/config.ts';
import { drainLeased, startWorkerLoop, type WorkerLoop } from '../../../platform/worker-loop.ts';
import { ordersOutDir, writeExportFile } from './deliver-file.ts';
import { PermanentDeliveryError, postExport, WEBHOOK_TIMEOUT_MS } from './deliver-webhook.ts';
import { buildOrderExport } from './export-document.ts';
import {
  claimDueExports,
  type ExportRow,
  failExhaustedExportLeases,
  markDelivered,
  markExportFailed,
  markExportRetry,
  releaseExportClaims,
  renewExportLease,
} from './export-queries.ts';

/**
 * Attempts before an export is `failed`: 30 s, 1, 2, 4 … minutes doubling to an hour, then hourly — about a day
 * of trying (ADR 0064), so an ERP down over a night still gets every order. A failed row stays in the table for
 * an operator to set back to pending (docs/order-export.md).
 */
export const MAX_EXPORT_ATTEMPTS = 30;

export function exportRetryDelayMs(attempts: number): number {
  return backoffDelayMs(attempts, { firstMs: 30_000, longestMs: 60 * 60_000 });
}

/** A claim outlasts one delivery (the webhook's time-out) with room to record it. */
export const EXPORT_LEASE_MS = WEBHOOK_TIMEOUT_MS * 4;

/** Notifications wake the worker; the poll only catches retries falling due and leases running out. */
export const EXPORT_FALLBACK_POLL_MS = 30_000;

export interface OrderExportWorkerOptions {
  database: Pick<Database, 'db'>;
  config: Pick<Config, 'DATA_DIR' | 'ORDER_WEBHOOK_URL' | 'ORDER_WEBHOOK_SECRET'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** 0 polls never: tests drive `runOnce`. */
  pollIntervalMs?: number;
  batchSize?: number;
}

export type OrderExportWorker = WorkerLoop;

const MAX_ERROR_CHARS = 1000;
const describe = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_CHARS);

/**
 * The ERP hand-off of this process (issue 16 point 8, ADR 0064): any number of processes may run one against one
 * database; claims are atomic, so each order goes once in the normal path. After a crash between the receiver
 * taking an order and the row being marked delivered, it goes again when the lease runs out (at least once: the
 * receiver keys on the order number, docs/order-export.md).
 */
export function startOrderExportWorker({
  database,
  config,
  log,
  pollIntervalMs = EXPORT_FALLBACK_POLL_MS,
  batchSize = 10,
}: OrderExportWorkerOptions): OrderExportWorker {
  const { db } = database;
  const webhook =
    config.ORDER_WEBHOOK_URL && config.ORDER_WEBHOOK_SECRET
      ? { url: config.ORDER_WEBHOOK_URL, secret: config.ORDER_WEBHOOK_SECRET }
      : null;
  const folder = ordersOutDir(config.DATA_DIR);
  const via = webhook ? new URL(webhook.url).origin : folder;

  async function deliver(row: ExportRow, claimToken: string): Promise<boolean> {
    let number = row.orderId;
    try {
      const document = await buildOrderExport(db, row.orderId);
      // The order was removed since (the row would have gone with it): nothing left to hand over.
      if (!document) return false;
      number = document.Order.Number;
      const body = JSON.stringify(document);
      if (webhook) await postExport(webhook, { body, number });
      else await writeExportFile(folder, number, body);
    } catch (error) {
      const message = describe(error);
      if (error instanceof PermanentDeliveryError || row.attempts >= MAX_EXPORT_ATTEMPTS) {
        await markExportFailed(db, row.orderId, claimToken, message);
        log.error({ order: number, attempts: row.attempts, error: message }, 'order export failed for good');
      } else {
        const delayMs = exportRetryDelayMs(row.attempts);
        await markExportRetry(db, row.orderId, claimToken, { delayMs, error: message });
        log.warn(
          { order: number, attempts: row.attempts, retryInMs: delayMs, error: message },
          'order export not delivered',
        );
      }
      return false;
    }
    // Database errors from here leave the lease to run out, and the order goes once more.
    if (await markDelivered(db, row.orderId, claimToken)) {
      log.info({ order: number, attempts: row.attempts, via }, 'order exported');
      return true;
    }
    return false;
  }

  async function drain(isStopped: () => boolean): Promise<number> {
    const exhausted = await failExhaustedExportLeases(db, MAX_EXPORT_ATTEMPTS);
    if (exhausted > 0)
      log.error({ count: exhausted }, 'order exports failed: their worker stopped on the last attempt');
    return drainLeased(
      {
        claim: (limit, claimToken) =>
          claimDueExports(db, {
            limit,
            leaseMs: EXPORT_LEASE_MS,
            maxAttempts: MAX_EXPORT_ATTEMPTS,
            claimToken,
          }),
        renew: (row, claimToken) => renewExportLease(db, row.orderId, claimToken, EXPORT_LEASE_MS),
        release: (rows, claimToken) =>
          releaseExportClaims(
            db,
            rows.map((row) => row.orderId),
            claimToken,
          ),
        deliver,
      },
      { batchSize, isStopped, newToken: randomUUID },
    );
  }

  if (pollIntervalMs > 0) log.info({ via, pollIntervalMs }, 'order export worker started');
  return startWorkerLoop({ drain, pollIntervalMs, log, name: 'order export worker' });
}
