// cart-write (issue 15): p99 of a line update (PATCH Carts/Default/Items, which answers the whole cart) in a
// 50-line cart at 20 connections on PostgreSQL — one buyer and cart per connection — against the floor measured
// in the same run: a trivial authenticated GET (Carts/Default/Status, one session lookup and two small reads)
// by the same buyers. Target: p99 <= 30 ms. Reports; never fails the build.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { pinGenerator } from './lib/cpu.ts';
import { cpuMs } from './lib/cpu-time.ts';
import { freshDatabase } from './lib/fresh-database.ts';
import { median } from './lib/load.ts';
import { writeResult } from './lib/report.ts';
import { freePort, type RunningServer, startProcess } from './lib/start-server.ts';

const TARGET_P99_MS = 30;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    lines: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'postgres-db': { type: 'string', default: 'airshop_bench_cart' },
    // A directory: the server writes a V8 CPU profile there when it stops (read it with cpu-profile-summary.ts).
    'cpu-prof': { type: 'string' },
    // update or floor: run only that load (a profile of one kind of request).
    only: { type: 'string' },
  },
});
const connections = Number(values.connections);

interface BenchCart {
  cookie: string;
  code: string;
  lineItemId: number;
  shipmentNo: number;
}

type Kind = 'update' | 'floor';

/** One run: each connection is one buyer (its own cookie), updating its line or asking for its cart's status. */
async function run(server: RunningServer, origin: string, carts: BenchCart[], kind: Kind, seconds: number) {
  const cpuBefore = cpuMs(server.pid);
  let next = 0;
  let quantity = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    initialContext: {},
    requests: [
      {
        method: kind === 'update' ? 'PATCH' : 'GET',
        path: kind === 'update' ? '/api/v1/Carts/Default/Items' : '/api/v1/Carts/Default/Status/Default/0',
        setupRequest: (request, context: { cart?: BenchCart }) => {
          if (!context.cart) context.cart = carts[next++ % carts.length];
          const cart = context.cart as BenchCart;
          quantity = (quantity % 9) + 1;
          return {
            ...request,
            headers: { ...request.headers, cookie: cart.cookie, origin, 'content-type': 'application/json' },
            ...(kind === 'update'
              ? {
                  body: JSON.stringify({
                    code: cart.code,
                    lineItemId: cart.lineItemId,
                    shipmentNo: cart.shipmentNo,
                    Quantity: quantity,
                  }),
                }
              : {}),
          };
        },
      },
    ],
  });
  const cpuAfter = cpuMs(server.pid);
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    // Server CPU time per request moves much less than latency when other work shares the machine.
    serverCpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

pinGenerator();
const databaseUrl = await freshDatabase(values.postgres, values['postgres-db']);
const port = await freePort();
const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
const server = await startProcess([...profile, '--import', 'tsx', 'bench/src/cart-write-server.ts'], {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '10',
  BENCH_BUYERS: String(connections),
  BENCH_LINES: values.lines,
});
try {
  const { origin, carts, roundTrips } = server.ready as unknown as {
    origin: string;
    carts: BenchCart[];
    roundTrips: Record<Kind, number>;
  };
  const kinds: Kind[] = values.only ? [values.only as Kind] : ['update', 'floor'];
  for (const kind of kinds) await run(server, origin, carts, kind, Number(values.warmup));
  const runs: Record<Kind, Awaited<ReturnType<typeof run>>[]> = { update: [], floor: [] };
  for (let i = 0; i < Number(values.runs); i++) {
    // Alternating, so drift on a shared machine hits both alike.
    for (const kind of kinds)
      runs[kind].push(await run(server, origin, carts, kind, Number(values.duration)));
  }
  const summary = (kind: Kind) => ({
    requestsPerSecond: median(runs[kind].map((r) => r.requestsPerSecond)),
    latencyP50Ms: median(runs[kind].map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(runs[kind].map((r) => r.latencyP99Ms)),
    serverCpuMicrosPerRequest: median(runs[kind].map((r) => r.serverCpuMicrosPerRequest ?? Number.NaN)),
    errors: runs[kind].reduce((sum, r) => sum + r.errors, 0),
    runs: runs[kind],
  });
  if (values.only) {
    // One load alone has no ratio to report: printed, not recorded.
    const alone = summary(values.only as Kind);
    console.log(
      `cart-write, ${values.only} only: ${alone.requestsPerSecond} req/s, p50 ${alone.latencyP50Ms} ms, p99 ${alone.latencyP99Ms} ms, ` +
        `server CPU ${alone.serverCpuMicrosPerRequest} µs/request, SQL statements ${roundTrips[values.only as Kind]}, errors ${alone.errors}`,
    );
  } else {
    const update = summary('update');
    const floor = summary('floor');
    const verdict = update.latencyP99Ms <= TARGET_P99_MS ? 'PASS' : 'BELOW TARGET';
    console.log(
      `cart-write: PATCH Items in a ${values.lines}-line cart at ${connections} connections on PostgreSQL\n` +
        `  update: ${update.requestsPerSecond} req/s, p50 ${update.latencyP50Ms} ms, p99 ${update.latencyP99Ms} ms, server CPU ${update.serverCpuMicrosPerRequest} µs/request, errors ${update.errors}\n` +
        `  floor (authenticated Status GET): ${floor.requestsPerSecond} req/s, p99 ${floor.latencyP99Ms} ms, server CPU ${floor.serverCpuMicrosPerRequest} µs/request, errors ${floor.errors}\n` +
        `  SQL statements per request: update ${roundTrips.update}, floor ${roundTrips.floor}\n` +
        `  p99 update / floor: ${(update.latencyP99Ms / floor.latencyP99Ms).toFixed(2)}; target p99 <= ${TARGET_P99_MS} ms: ${verdict}`,
    );
    const file = writeResult('cart-write', {
      settings: {
        connections,
        lines: Number(values.lines),
        duration: Number(values.duration),
        runs: Number(values.runs),
      },
      update,
      floor,
      sqlStatementsPerRequest: roundTrips,
      target: { p99Ms: TARGET_P99_MS, verdict },
    });
    console.log(`written ${file}`);
  }
} finally {
  await server.stop();
}
