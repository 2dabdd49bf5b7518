import { describe, expect, it, vi } from 'vitest';
import { PRINT_POLL_MS, PRINT_WAIT_MAX_MS, type PrintClock, waitUntilReady } from './print-wait.ts';

/** A clock the test moves by hand: timers run when their time has come. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; callback: () => void }[] = [];
  const clock: PrintClock = {
    now: () => now,
    setTimeout: (callback, ms) => timers.push({ at: now + ms, callback }),
  };
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.callback();
      await Promise.resolve();
    }
    now = end;
    await Promise.resolve();
  };
  return { clock, advance };
}

describe('waitUntilReady', () => {
  it('resolves at once when everything is loaded', async () => {
    const { clock } = fakeClock();
    const ready = vi.fn(() => true);
    await expect(waitUntilReady(ready, clock)).resolves.toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('polls every 100 ms until the images are complete', async () => {
    const { clock, advance } = fakeClock();
    let checks = 0;
    const done = vi.fn();
    void waitUntilReady(() => ++checks >= 4, clock).then(done);
    await advance(2 * PRINT_POLL_MS);
    expect(checks).toBe(3);
    expect(done).not.toHaveBeenCalled();
    await advance(PRINT_POLL_MS);
    expect(done).toHaveBeenCalledWith(true);
  });

  it('gives up after 10 s so printing is never blocked', async () => {
    const { clock, advance } = fakeClock();
    const ready = vi.fn(() => false);
    const done = vi.fn();
    void waitUntilReady(ready, clock).then(done);
    await advance(PRINT_WAIT_MAX_MS - PRINT_POLL_MS);
    expect(done).not.toHaveBeenCalled();
    await advance(PRINT_POLL_MS);
    expect(done).toHaveBeenCalledWith(false);
    expect(ready).toHaveBeenCalledTimes(PRINT_WAIT_MAX_MS / PRINT_POLL_MS + 1);
  });
});
