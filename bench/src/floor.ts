// floor: GET /api/health through the full production stack vs the bare node:http JSON server of quality.md,
// which sends a fixed 20 KB JSON (the floor; ADR 0031), measured in one run and reported as a ratio (target
// >= 0.8). It also splits what the stack costs for the smallest answer, like for like: the bare server and a
// one-route Fastify answering a body of the health answer's size. Reports; never fails the build.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pinGenerator } from './lib/cpu.ts';
import { type LoadOptions, type LoadResult, runLoad, type Summary, summarise } from './lib/load.ts';
import { writeResult } from './lib/report.ts';
import { type RunningServer, startBareServer, startFastifyReference, startShop } from './lib/start-server.ts';

const TARGET_RATIO = 0.8;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    pipelining: { type: 'string', default: '1' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    // Also measure the shop on this PostgreSQL database (migrated and seeded like npm start does).
    'database-url': { type: 'string' },
  },
});
const settings = {
  connections: Number(values.connections),
  pipelining: Number(values.pipelining),
  durationSeconds: Number(values.duration),
  warmupSeconds: Number(values.warmup),
  runs: Number(values.runs),
};

/** Each target answers 200 with JSON; a shop also says its database is fine. */
async function expectAnswer(url: string, healthCheck: boolean): Promise<void> {
  const response = await fetch(url);
  const body = (await response.json()) as { status?: unknown };
  if (response.status !== 200 || (healthCheck && body.status !== 'ok')) {
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body)}`);
  }
}

const servers: RunningServer[] = [];
const stopAll = () => Promise.all(servers.map((s) => s.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

/** One measured target: a URL on a server whose CPU time is read around every run. */
interface Target {
  label: string;
  url: string;
  server: RunningServer;
  runs: LoadResult[];
}

const ratio = (a: Summary, b: Summary) => Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100;
const cpuRatio = (a: Summary, b: Summary) =>
  a.serverCpuMicrosPerRequest && b.serverCpuMicrosPerRequest
    ? Math.round((b.serverCpuMicrosPerRequest / a.serverCpuMicrosPerRequest) * 100) / 100
    : undefined;

try {
  const pinning = pinGenerator();
  const bare = await startBareServer();
  servers.push(bare);
  const fastify = await startFastifyReference();
  servers.push(fastify);
  const shop = await startShop();
  servers.push(shop);
  // The database outlives the run, so its files must too: a server refuses files the database does not know
  // (ADR 0040). One folder per database URL, kept in the temp folder.
  const databaseUrl = values['database-url'];
  const filesOf = (url: string) =>
    join(tmpdir(), `airshop-bench-files-${createHash('sha256').update(url).digest('hex').slice(0, 12)}`);
  const shopOnPostgres = databaseUrl
    ? await startShop({ DATABASE_URL: databaseUrl, FILES_DIR: filesOf(databaseUrl) })
    : undefined;
  if (shopOnPostgres) servers.push(shopOnPostgres);

  const target = (label: string, server: RunningServer, path: string): Target => ({
    label,
    url: `${server.url}${path}`,
    server,
    runs: [],
  });
  const floorTarget = target('bare node:http, 20 KB', bare, '/api/health');
  const sameSizeTarget = target('bare, health-sized', bare, '/same-size');
  const fastifyTarget = target('Fastify alone, same', fastify, '/same-size');
  const shopTarget = target('Airshop (production)', shop, '/api/health');
  const postgresTarget = shopOnPostgres && target('Airshop on PostgreSQL', shopOnPostgres, '/api/health');
  const targets = [
    floorTarget,
    sameSizeTarget,
    fastifyTarget,
    shopTarget,
    ...(postgresTarget ? [postgresTarget] : []),
  ];
  for (const t of targets) await expectAnswer(t.url, t.server === shop || t.server === shopOnPostgres);

  const load = (url: string, durationSeconds: number): LoadOptions => ({ ...settings, url, durationSeconds });
  console.log(
    `floor: GET /api/health, ${settings.connections} connections, pipelining ${settings.pipelining}, ` +
      `${settings.runs} x ${settings.durationSeconds} s per target after ${settings.warmupSeconds} s warm-up (${pinning})`,
  );
  for (const t of targets) await runLoad(load(t.url, settings.warmupSeconds));
  // Alternate the targets so drift in a noisy machine hits all alike.
  for (let run = 0; run < settings.runs; run++) {
    for (const t of targets) t.runs.push(await runLoad(load(t.url, settings.durationSeconds), t.server.pid));
  }
  const floor = summarise(floorTarget.runs);
  const sameSize = summarise(sameSizeTarget.runs);
  const fastifyAlone = summarise(fastifyTarget.runs);
  const stack = summarise(shopTarget.runs);
  const onPostgres = postgresTarget && summarise(postgresTarget.runs);

  // The target of quality.md: the shop's health answer against the floor server (ADR 0031).
  const floorRatio = ratio(stack, floor);
  const errors = targets.reduce((sum, t) => sum + summarise(t.runs).errors, 0);
  const verdict = errors > 0 ? 'NOT VALID' : floorRatio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
  // What the stack costs for the smallest answer, like for like, and whose share it is.
  const stackCost = {
    fastifyToBare: ratio(fastifyAlone, sameSize),
    shopToBare: ratio(stack, sameSize),
    shopToFastify: ratio(stack, fastifyAlone),
    shopToBareByCpu: cpuRatio(stack, sameSize),
    ...(onPostgres ? { postgresShopToBare: ratio(onPostgres, sameSize) } : {}),
  };

  const row = (name: string, s: Summary) =>
    name.padEnd(24) +
    s.requestsPerSecond.toLocaleString('en').padStart(10) +
    String(s.latencyP99Ms).padStart(10) +
    String(s.serverCpuMicrosPerRequest ?? '-').padStart(19);
  console.log(
    `\n${''.padEnd(24)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'server CPU µs/req'.padStart(19)}`,
  );
  for (const t of targets) console.log(row(t.label, summarise(t.runs)));
  console.log(
    `\nfloor ratio: Airshop's /api/health against the floor (bare node:http, 20 KB JSON) ${floorRatio.toFixed(2)} ` +
      `(target >= ${TARGET_RATIO}): ${verdict}`,
  );
  console.log(
    `stack cost, same small body: Fastify alone ${stackCost.fastifyToBare.toFixed(2)} of bare node:http, ` +
      `Airshop ${stackCost.shopToBare.toFixed(2)} (${stackCost.shopToFastify.toFixed(2)} of Fastify alone)` +
      (stackCost.postgresShopToBare === undefined
        ? ''
        : `, Airshop on PostgreSQL ${stackCost.postgresShopToBare.toFixed(2)}`),
  );
  if (errors > 0) console.log(`WARNING: ${errors} errors or non-2xx answers; the run is not valid`);

  const file = writeResult('floor', {
    settings: { ...settings, pinning, postgres: Boolean(onPostgres) },
    floor,
    sameSize,
    fastifyAlone,
    stack,
    ...(onPostgres ? { stackOnPostgres: onPostgres } : {}),
    // Until ADR 0031, `ratio` was the shop against the same-size body; it is now the shop against the floor.
    ratio: floorRatio,
    stackCost,
    target: TARGET_RATIO,
    verdict,
  });
  console.log(`results: ${file}`);
} finally {
  await stopAll();
}
