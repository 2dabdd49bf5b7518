import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// CPU time a server spends per request barely moves when other work shares the machine, unlike req/s, so
// it is recorded next to throughput as the steadier comparison. Linux only (/proc); elsewhere undefined.
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU milliseconds used so far by process `pid` (all its threads). */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

const IDLE_WINDOW_MS = 100;
const IDLE_WINDOWS = 2;
const IDLE_WAIT_LIMIT_MS = 10_000;

/**
 * Waits until process `pid` has used at most one clock tick of CPU in each of two consecutive 100 ms windows
 * (about 10 % busy or less), or 10 s at most. A load generator that stops at the end of a run leaves requests in
 * flight, which the server still finishes, and their garbage collected after them: without the wait the next
 * run's first requests queue behind that work (ADR 0078).
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  const tick = 1000 / ticksPerSecond;
  const deadline = Date.now() + IDLE_WAIT_LIMIT_MS;
  let quiet = 0;
  let before = cpuMs(pid);
  while (quiet < IDLE_WINDOWS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    const now = cpuMs(pid);
    if (before === undefined || now === undefined) return;
    quiet = now - before <= tick ? quiet + 1 : 0;
    before = now;
  }
}
