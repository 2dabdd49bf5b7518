import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { deleteEndedSessions } from './modules/auth/index.ts';
import { deleteStaleGuestCarts } from './modules/cart/index.ts';
import { deleteOldSearchClicks } from './modules/search/index.ts';
import { deleteExpiredIdempotencyKeys } from './platform/idempotency.ts';
import { type PeriodicTask, runPeriodically } from './platform/periodic.ts';
import { deleteEndedRateLimitWindows } from './platform/rate-limit.ts';

/*
 * Rows that are over and that nothing else removes (ADR 0066): ended sessions of users who do not come back,
 * idempotency answers past their retention, rate-limit windows of clients who do not come back, abandoned guest
 * carts, search beacons older than the insights read. Each owner module says what "over" means; this runs them now and then. Several processes may sweep at
 * once: each statement deletes what is over, and a row deleted by another process is simply not found.
 */

export interface HousekeepingReport {
  readonly sessions: number;
  readonly idempotencyKeys: number;
  readonly rateLimitWindows: number;
  readonly guestCarts: number;
  readonly searchClicks: number;
}

export async function sweepEndedRows(db: Db): Promise<HousekeepingReport> {
  return {
    sessions: await deleteEndedSessions(db),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(db),
    rateLimitWindows: await deleteEndedRateLimitWindows(db),
    guestCarts: await deleteStaleGuestCarts(db),
    searchClicks: await deleteOldSearchClicks(db),
  };
}

/** Sweeps at start and then every `intervalMs`; a failed sweep is logged and tried again at the next interval. */
export function startHousekeeping(options: {
  db: Db;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): PeriodicTask {
  return runPeriodically(options.intervalMs, async () => {
    try {
      const report = await sweepEndedRows(options.db);
      if (Object.values(report).some((count) => count > 0)) options.log.info(report, 'swept ended rows');
    } catch (error) {
      options.log.error({ err: error }, 'sweeping ended rows failed');
    }
  });
}
