import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { drainLeased, startWorkerLoop } from '../../platform/worker-loop.ts';
import { composeMail, MissingAttachmentError, type OpenAttachment } from './compose.ts';
import {
  claimDueMails,
  failExhaustedLeases,
  markFailed,
  markRetry,
  markSent,
  type OutboxRow,
  releaseClaims,
  renewLease,
} from './queries.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './retry.ts';
import { createMailTransport, type DeliveryResult, PermanentMailError } from './transport.ts';

/**
 * How long a claim keeps a mail from other workers. It must outlast one send, which the SMTP timeouts in
 * transport.ts bound to well under this; the lease is renewed before each mail of a batch.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/**
 * Without notifications every worker polled every 2 s; with them a poll is only needed for a retry that falls due
 * (30 s at the earliest, retry.ts) and a lease that runs out, so a mail is at most this late for those.
 */
export const MAIL_FALLBACK_POLL_MS = 30_000;

export interface MailWorkerOptions {
  database: Pick<Database, 'db'>;
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'MAIL_FROM'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Poll the outbox this often; 0 polls never (tests drive `runOnce` themselves). A fallback: new mail wakes the
   * worker through `wake()`, called on the outbox's notifications (MAIL_OUTBOX_CHANNEL); the poll picks up
   * retries that fall due and leases that run out.
   */
  pollIntervalMs?: number;
  /** Mails claimed per round trip. */
  batchSize?: number;
  /** Reads attachment bytes; without it, a mail with attachments fails (no file storage yet). */
  openAttachment?: OpenAttachment;
}

export interface MailWorker {
  /** Sends every mail that is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Runs soon instead of at the next poll, e.g. after a transaction that enqueued a mail has committed. */
  wake(): void;
  /** Stops polling, waits for the mail being sent, hands back the rest of the claimed batch. */
  stop(): Promise<void>;
  /**
   * Resolves once the runs under way have finished, a run a wake-up started meanwhile included: a mail that has
   * reached its server is marked sent by then (the server has the mail before the worker hears its answer).
   */
  settled(): Promise<void>;
}

const MAX_ERROR_CHARS = 1000;

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_CHARS);
}

/**
 * The mail worker of this process (ADR 0007). Any number of processes may run one against the same database:
 * claims are atomic, so in the normal path each mail is sent once. After a crash between the SMTP server taking
 * a mail and the row being marked sent, the mail goes again when the lease runs out, with the same Message-ID.
 */
export function startMailWorker({
  database,
  config,
  log,
  pollIntervalMs = MAIL_FALLBACK_POLL_MS,
  batchSize = 10,
  openAttachment,
}: MailWorkerOptions): MailWorker {
  const { db } = database;
  const transport = createMailTransport(config);

  async function deliver(row: OutboxRow, claimToken: string): Promise<boolean> {
    let result: DeliveryResult;
    try {
      result = await transport.send(await composeMail(row, config.MAIL_FROM, openAttachment));
    } catch (error) {
      const message = describe(error);
      if (error instanceof PermanentMailError || row.attempts >= MAX_MAIL_ATTEMPTS) {
        await markFailed(db, row.id, claimToken, message);
        log.error({ mailId: row.id, attempts: row.attempts, error: message }, 'mail failed for good');
      } else {
        const delayMs = retryDelayMs(row.attempts);
        await markRetry(db, row.id, claimToken, { delayMs, error: message });
        const details = { mailId: row.id, attempts: row.attempts, retryInMs: delayMs, error: message };
        // A file missing from storage is an operator's problem (storage not shared, a file removed), not a
        // passing outage: reported as an error on every attempt, while the mail keeps waiting for the file.
        if (error instanceof MissingAttachmentError)
          log.error(details, 'mail waits for a missing attachment');
        else log.warn(details, 'mail not sent');
      }
      return false;
    }
    // Errors from here on are the database's: they leave the lease to run out, and the mail goes once more.
    const note = result.rejected.length > 0 ? `Refused recipients: ${result.rejected.join(', ')}` : null;
    await markSent(db, row.id, claimToken, note?.slice(0, MAX_ERROR_CHARS) ?? null);
    log.info({ mailId: row.id, attempts: row.attempts, via: transport.description }, 'mail sent');
    return true;
  }

  async function drain(stopped: () => boolean): Promise<number> {
    const exhausted = await failExhaustedLeases(db, MAX_MAIL_ATTEMPTS);
    if (exhausted > 0) {
      log.error({ count: exhausted }, 'mails failed: their sender stopped on the last attempt');
    }
    return drainLeased(
      {
        claim: (limit, claimToken) =>
          claimDueMails(db, { limit, leaseMs: MAIL_LEASE_MS, maxAttempts: MAX_MAIL_ATTEMPTS, claimToken }),
        renew: (row, claimToken) => renewLease(db, row.id, claimToken, MAIL_LEASE_MS),
        release: (rows, claimToken) =>
          releaseClaims(
            db,
            rows.map((row) => row.id),
            claimToken,
          ),
        deliver,
      },
      { batchSize, isStopped: stopped, newToken: randomUUID },
    );
  }

  if (pollIntervalMs > 0) log.info({ via: transport.description, pollIntervalMs }, 'mail worker started');
  const loop = startWorkerLoop({ drain, pollIntervalMs, log, name: 'mail worker' });
  return {
    runOnce: loop.runOnce,
    wake: loop.wake,
    settled: loop.settled,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
