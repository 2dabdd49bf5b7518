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
