import { Agent, request } from 'node:http';

/*
 * An open-loop load: requests start at evenly spaced moments (`rate` per second), whether or not earlier ones
 * have been answered, and each latency counts from the moment its request was due. autocannon's rate option
 * is not that: every connection sends its share of a second back to back at the second's start, so its
 * "rated" latencies are those of a burst of all connections at once.
 */

export interface PacedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface PacedResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** The slowest request: a collector pause shows here before it reaches the p99. */
  latencyMaxMs: number;
  requests: number;
  errors: number;
}

/** Sends `rate` requests per second for `seconds`, the n-th one built by `next(n)`. */
export async function pacedLoad(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: (n: number) => PacedRequest,
): Promise<PacedResult> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      const spec = next(n);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: spec.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 500) >= 400) errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(spec.body);
    });
  for (let n = 0; n < total; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(n, due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requestsPerSecond: Math.round(total / elapsed),
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    latencyMaxMs: Math.round(latencies.at(-1) ?? 0),
    requests: latencies.length,
    errors,
  };
}
