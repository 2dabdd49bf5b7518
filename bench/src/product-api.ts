// product-api (quality.md): product detail + sizing of a product with 200 variants in a 10k-product
// catalogue. Targets: <= 2 SQL round trips per request; >= 1,000 req/s with p99 <= 50 ms at 50 connections
// on PostgreSQL for an approved customer; anonymous >= 0.25 x the floor (the bare node:http server measured
// in the same run). Reports; never fails the build.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pinGenerator } from './lib/cpu.ts';
import { type LoadOptions, type LoadResult, runLoad, type Summary, summarise } from './lib/load.ts';
import {
  BENCH_CATALOG_OPTIONS,
  BENCH_PRODUCT_ID,
  BENCH_VARIANTS,
  prepareBenchCatalogFrom,
} from './lib/product-catalog.ts';
import { writeResult } from './lib/report.ts';
import { type RunningServer, startBareServer, startProcess } from './lib/start-server.ts';

const TARGET = { approvedRps: 1000, approvedP99Ms: 50, anonymousFloorRatio: 0.25, roundTrips: 2 };

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    ...BENCH_CATALOG_OPTIONS,
    'no-pglite': { type: 'boolean', default: false },
  },
});
const settings = {
  connections: Number(values.connections),
  pipelining: 1,
  durationSeconds: Number(values.duration),
  warmupSeconds: Number(values.warmup),
  runs: Number(values.runs),
};

const PATHS = [
  `/api/v1/Catalog/Products/${BENCH_PRODUCT_ID}`,
  `/api/v1/Catalog/Products/${BENCH_PRODUCT_ID}/Sizing`,
];

interface Scenario {
  name: string;
  database: 'postgres' | 'pglite';
  viewer: 'anonymous' | 'approved';
  env: NodeJS.ProcessEnv;
}

/** Statements the benchmark's PostgreSQL database has committed so far (each API query is one). */
async function committedStatements(url: string | undefined): Promise<number | undefined> {
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Statistics reach pg_stat_database when backends flush them (about once a second when busy).
    await client.query('select pg_stat_force_next_flush()').catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await client.query('select pg_stat_clear_snapshot()');
    const result = await client.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(result.rows[0]?.n);
  } finally {
    await client.end();
  }
}

/** One GET of each path: status 200, 200 variants, and prices only for the approved viewer. */
async function checkAnswers(
  base: string,
  scenario: Scenario,
  headers: Record<string, string>,
): Promise<void> {
  for (const path of PATHS) {
    const response = await fetch(base + path, { headers });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const body = (await response.json()) as { Variants?: { UnitPrice?: unknown }[] };
    if (!path.endsWith('/Sizing')) continue;
    const variants = body.Variants ?? [];
    if (variants.length !== BENCH_VARIANTS) throw new Error(`${path}: ${variants.length} variants`);
    const priced = variants.some((v) => v.UnitPrice !== undefined);
    if (priced !== (scenario.viewer === 'approved')) {
      throw new Error(
        `${scenario.name}: prices ${priced ? 'present' : 'absent'} for the ${scenario.viewer} viewer`,
      );
    }
  }
}

const servers: RunningServer[] = [];
const stopAll = () => Promise.all(servers.map((s) => s.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  const catalog = await prepareBenchCatalogFrom(values, { pglite: true });
  const pinning = pinGenerator();
  const common = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' };
  const approved = { BENCH_VIEWER: 'approved' };
  const uncached = { BENCH_VIEWER: 'approved', PRODUCT_CACHE_TTL_MS: '0' };
  const scenarios: Scenario[] = [];
  const add = (database: Scenario['database'], label: string, env: NodeJS.ProcessEnv) => {
    scenarios.push({
      name: `${label}, approved`,
      database,
      viewer: 'approved',
      env: { ...env, ...approved },
    });
    scenarios.push({
      name: `${label}, approved, no cache`,
      database,
      viewer: 'approved',
      env: { ...env, ...uncached },
    });
    scenarios.push({ name: `${label}, anonymous`, database, viewer: 'anonymous', env });
  };
  if (catalog.postgresUrl) {
    add('postgres', 'PostgreSQL', {
      ...common,
      DATA_DIR: catalog.postgresDataDir,
      DATABASE_URL: catalog.postgresUrl,
    });
  }
  if (!values['no-pglite']) {
    add('pglite', 'PGlite', { ...common, DATA_DIR: catalog.pgliteDataDir, DATABASE_URL: undefined });
  }

  console.log(
    `product-api: GET ${PATHS.join(' and ')} in turn, ${settings.connections} connections, ` +
      `${settings.runs} x ${settings.durationSeconds} s after ${settings.warmupSeconds} s warm-up (${pinning})`,
  );

  const bare = await startBareServer();
  servers.push(bare);
  const floorLoad = (seconds: number): LoadOptions => ({
    ...settings,
    url: `${bare.url}/api/health`,
    durationSeconds: seconds,
  });
  await runLoad(floorLoad(settings.warmupSeconds));
  const floorRuns: LoadResult[] = [];

  const results: Record<string, Summary & { roundTripsPerRequest?: number }> = {};
  for (const scenario of scenarios) {
    const server = await startProcess(['--import', 'tsx', 'bench/src/product-api-server.ts'], scenario.env);
    servers.push(server);
    // The approved scenarios send the session cookie of the buyer the server signed in.
    const cookie = server.ready?.cookie;
    const headers: Record<string, string> = typeof cookie === 'string' ? { cookie } : {};
    await checkAnswers(server.url, scenario, headers);
    const load = (seconds: number): LoadOptions => ({
      ...settings,
      headers,
      url: server.url,
      paths: PATHS,
      durationSeconds: seconds,
    });
    await runLoad(load(settings.warmupSeconds));
    const runs: LoadResult[] = [];
    let statements = 0;
    for (let run = 0; run < settings.runs; run++) {
      // The floor runs between the shop's runs, so drift on a noisy machine hits both alike.
      floorRuns.push(await runLoad(floorLoad(settings.durationSeconds), bare.pid));
      const before =
        scenario.database === 'postgres' ? await committedStatements(catalog.postgresUrl) : undefined;
      const result = await runLoad(load(settings.durationSeconds), server.pid);
      const after =
        scenario.database === 'postgres' ? await committedStatements(catalog.postgresUrl) : undefined;
      if (before !== undefined && after !== undefined) statements += after - before;
      runs.push(result);
    }
    const summary = summarise(runs);
    results[scenario.name] = {
      ...summary,
      ...(scenario.database === 'postgres'
        ? { roundTripsPerRequest: Math.round((statements / summary.requests) * 100) / 100 }
        : {}),
    };
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  }

  const floor = summarise(floorRuns);
  const row = (name: string, s: Summary & { roundTripsPerRequest?: number }) =>
    name.padEnd(36) +
    s.requestsPerSecond.toLocaleString('en').padStart(9) +
    String(s.latencyP99Ms).padStart(8) +
    String(s.serverCpuMicrosPerRequest ?? '-').padStart(11) +
    (Math.round((s.requestsPerSecond / floor.requestsPerSecond) * 100) / 100).toFixed(2).padStart(8) +
    String(s.roundTripsPerRequest ?? '-').padStart(12) +
    String(s.errors).padStart(8);
  console.log(
    `\n${''.padEnd(36)}${'req/s'.padStart(9)}${'p99 ms'.padStart(8)}${'CPU µs/req'.padStart(11)}` +
      `${'x floor'.padStart(8)}${'SQL/request'.padStart(12)}${'errors'.padStart(8)}`,
  );
  console.log(row('floor: bare node:http, 20 KB', floor));
  for (const [name, summary] of Object.entries(results)) console.log(row(name, summary));

  const verdicts: Record<string, string> = {};
  const pgApproved = results['PostgreSQL, approved'];
  if (pgApproved) {
    verdicts.approvedPostgres =
      pgApproved.requestsPerSecond >= TARGET.approvedRps && pgApproved.latencyP99Ms <= TARGET.approvedP99Ms
        ? 'PASS'
        : 'BELOW TARGET';
    verdicts.roundTrips =
      (pgApproved.roundTripsPerRequest ?? Number.POSITIVE_INFINITY) <= TARGET.roundTrips
        ? 'PASS'
        : 'BELOW TARGET';
  }
  for (const [key, name] of [
    ['anonymousPostgres', 'PostgreSQL, anonymous'],
    ['anonymousPglite', 'PGlite, anonymous'],
  ] as const) {
    const r = results[name];
    if (r)
      verdicts[key] =
        r.requestsPerSecond >= TARGET.anonymousFloorRatio * floor.requestsPerSecond ? 'PASS' : 'BELOW TARGET';
  }
  console.log(
    `\ntargets: approved on PostgreSQL >= ${TARGET.approvedRps} req/s with p99 <= ${TARGET.approvedP99Ms} ms; ` +
      `anonymous >= ${TARGET.anonymousFloorRatio} x floor; <= ${TARGET.roundTrips} SQL round trips per request`,
  );
  console.log(
    Object.entries(verdicts)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
  );
  console.log(
    'approved = an approved customer in the International market (EUR prices and stock), signed in over HTTP ' +
      'and sending the session cookie (each request looks the session up): the page from the cache (the same ' +
      'for everyone), the sizing with prices from SQL on every request. "no cache" = the answer caches off (PRODUCT_CACHE_TTL_MS=0): both ' +
      'requests run their SQL. anonymous = no customer, the shop as configured (both answers cached).',
  );

  const file = writeResult('product-api', {
    settings: { ...settings, pinning, paths: PATHS, variants: BENCH_VARIANTS, products: 10_001 },
    floor,
    results,
    target: TARGET,
    verdicts,
  });
  console.log(`results: ${file}`);
} finally {
  await stopAll();
}
