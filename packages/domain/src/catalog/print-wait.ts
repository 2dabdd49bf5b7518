/*
 * Printing the product page (product-page.md §2 "Share and print", §9): lazy images may still be loading when
 * the visitor presses print, so the page waits until they are complete, at most 10 s, checking every 100 ms,
 * and prints anyway after that (a slow image must not block printing).
 */

export const PRINT_WAIT_MAX_MS = 10_000;
export const PRINT_POLL_MS = 100;

export interface PrintClock {
  setTimeout(callback: () => void, ms: number): unknown;
  now(): number;
}

/**
 * Resolves true once `ready()` holds, or false when PRINT_WAIT_MAX_MS passed first. `ready` is checked at once
 * and then every PRINT_POLL_MS.
 */
export function waitUntilReady(
  ready: () => boolean,
  clock: PrintClock,
  maxMs = PRINT_WAIT_MAX_MS,
  pollMs = PRINT_POLL_MS,
): Promise<boolean> {
  const started = clock.now();
  return new Promise((resolve) => {
    const check = () => {
      if (ready()) return resolve(true);
      if (clock.now() - started >= maxMs) return resolve(false);
      clock.setTimeout(check, pollMs);
    };
    check();
  });
}
