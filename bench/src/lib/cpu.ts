import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The load generator competes with the server for CPU. Where `taskset` exists and there are at least two
// cores, the generator keeps core 0 and servers get the rest, so the two do not steal each other's time.
const cores = availableParallelism();
const serverCores = cores > 2 ? `1-${cores - 1}` : '1';
const canPin = cores >= 2 && process.env.BENCH_NO_PIN !== '1' && hasTaskset();

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins this (generator) process to core 0; returns a description for the report. */
export function pinGenerator(): string {
  if (!canPin) return 'not pinned';
  execFileSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  return `generator on cpu 0, servers on cpu ${serverCores}`;
}

/** The command that starts a server process on the servers' cores. */
export function serverCommand(command: string, args: string[]): [string, string[]] {
  if (!canPin) return [command, args];
  return ['taskset', ['-c', serverCores, command, ...args]];
}
