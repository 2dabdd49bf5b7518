/** A task run at start and then every interval, never two runs at once. */
export interface PeriodicTask {
  /** The run at start; resolves when it is done. */
  readonly firstRun: Promise<void>;
  /** No further runs; resolves when the one under way (if any) is done. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and every `intervalMs` after, each run after the previous one ended. `task` handles its own
 * errors (a periodic job logs and tries again next time; a rejection here would be unhandled).
 */
export function runPeriodically(intervalMs: number, task: () => Promise<void>): PeriodicTask {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task();
    return running;
  };
  const firstRun = run();
  const timer = setInterval(() => void running.then(run), intervalMs);
  // The job alone must not keep the process alive.
  timer.unref();
  return {
    firstRun,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
