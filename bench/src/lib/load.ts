import autocannon from 'autocannon';
import { cpuMs } from './cpu-time.ts';

export interface LoadOptions {
  url: string;
  connections: number;
  pipelining: number;
  durationSeconds: number;
  /** Paths to request in turn on every connection (instead of url's own path). */
  paths?: string[];
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Server CPU time per request, when the server's pid is given and /proc exists. */
  serverCpuMicrosPerRequest?: number;
}

/** One autocannon run in this process against a server in another process (`serverPid`). */
export async function runLoad(options: LoadOptions, serverPid?: number): Promise<LoadResult> {
  const cpuBefore = serverPid === undefined ? undefined : cpuMs(serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    pipelining: options.pipelining,
    duration: options.durationSeconds,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET', path })) } : {}),
  });
  const cpuAfter = serverPid === undefined ? undefined : cpuMs(serverPid);
  const serverCpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(serverCpuMs !== undefined && result.requests.total > 0
      ? { serverCpuMicrosPerRequest: Math.round((serverCpuMs * 1000) / result.requests.total) }
      : {}),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The medians of several runs against one target, and the errors of all of them (a run with errors is not valid). */
export function summarise(runs: LoadResult[]) {
  const cpu = runs.flatMap((r) =>
    r.serverCpuMicrosPerRequest === undefined ? [] : [r.serverCpuMicrosPerRequest],
  );
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    latencyP99Ms: median(runs.map((r) => r.latencyP99Ms)),
    serverCpuMicrosPerRequest: cpu.length ? median(cpu) : undefined,
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    runs,
  };
}

export type Summary = ReturnType<typeof summarise>;
