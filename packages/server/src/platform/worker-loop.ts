import type { FastifyBaseLogger } from 'fastify';

/*
 * The run loop of an outbox worker (the mail outbox, ADR 0007; the ERP hand-off, ADR 0064): one drain of the
 * outbox at a time, started by a wake-up (a notification that a row was committed) or by a rare fallback poll for
 * retries that fall due and leases that run out. What a drain does — claim, deliver, record — is the worker's own.
 */

export interface WorkerLoop {
  /** Drains the outbox now; resolves with how many rows the drain handled. */
  runOnce(): Promise<number>;
  /** Runs soon instead of at the next poll, e.g. after a transaction that wrote a row has committed. */
  wake(): void;
  /** Stops polling and waits for the drains under way (a drain checks `isStopped` between rows). */
  stop(): Promise<void>;
  /** Resolves once the drains under way have finished, one a wake-up started meanwhile included. */
  settled(): Promise<void>;
}

export interface WorkerLoopOptions {
  /** One pass over the due rows; `isStopped` tells it to hand back what it claimed and return. */
  drain: (isStopped: () => boolean) => Promise<number>;
  /** 0 polls never (tests drive `runOnce` themselves), and the loop does not start on its own. */
  pollIntervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** For the log line of a failed run. */
  name: string;
}

export function startWorkerLoop({ drain, pollIntervalMs, log, name }: WorkerLoopOptions): WorkerLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let runAgain = false;
  const runs = new Set<Promise<number>>();
  const isStopped = () => stopped;

  function runOnce(): Promise<number> {
    // After stop the database may already be closed.
    const run = stopped ? Promise.resolve(0) : drain(isStopped);
    runs.add(run);
    const forget = () => runs.delete(run);
    run.then(forget, forget);
    return run;
  }

  function schedule(): void {
    if (stopped || pollIntervalMs <= 0 || timer) return;
    timer = setTimeout(tick, pollIntervalMs);
    // The poll alone must not keep the process alive.
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (stopped) return;
    if (loop) {
      runAgain = true;
      return;
    }
    loop = (async () => {
      do {
        runAgain = false;
        try {
          await runOnce();
        } catch (error) {
          // The database is unreachable or restarting: log it and try again at the next poll.
          log.error({ err: error }, `${name} run failed`);
        }
      } while (runAgain && !stopped);
    })().finally(() => {
      loop = undefined;
      schedule();
    });
  }

  function wake(): void {
    if (stopped) return;
    clearTimeout(timer);
    tick();
  }

  async function stop(): Promise<void> {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    await Promise.allSettled([loop, ...runs]);
  }

  async function settled(): Promise<void> {
    while (loop || runs.size > 0) await Promise.allSettled([loop, ...runs]);
  }

  if (pollIntervalMs > 0) wake();
  return { runOnce, wake, stop, settled };
}

/** What a leased outbox's drain needs of its table (the statements are the table's own: mail/queries.ts …). */
export interface LeasedOutbox<Row> {
  /** Claims up to `limit` due rows under `claimToken`, each claim counting as an attempt. */
  claim(limit: number, claimToken: string): Promise<Row[]>;
  /** Extends the lease of a claimed row; false when the claim was lost (another worker has the row now). */
  renew(row: Row, claimToken: string): Promise<boolean>;
  /** Hands claimed rows back untouched (the worker stops before it got to them); the claim does not count. */
  release(rows: Row[], claimToken: string): Promise<void>;
  /** Handles one row and records the result under the claim; true when it was delivered. */
  deliver(row: Row, claimToken: string): Promise<boolean>;
}

/**
 * Claims and handles batches until fewer than `batchSize` are due. The first row of a batch has a fresh lease
 * from the claim; a later one's lease is renewed first, as it may have waited for slow deliveries before it.
 */
export async function drainLeased<Row>(
  outbox: LeasedOutbox<Row>,
  { batchSize, isStopped, newToken }: { batchSize: number; isStopped: () => boolean; newToken: () => string },
): Promise<number> {
  let delivered = 0;
  while (!isStopped()) {
    const claimToken = newToken();
    const rows = await outbox.claim(batchSize, claimToken);
    for (const [index, row] of rows.entries()) {
      if (isStopped()) {
        await outbox.release(rows.slice(index), claimToken);
        break;
      }
      if (index > 0 && !(await outbox.renew(row, claimToken))) continue;
      if (await outbox.deliver(row, claimToken)) delivered += 1;
    }
    if (rows.length < batchSize) break;
  }
  return delivered;
}
