// search (issue 18 point 6, ADR 0071): autocomplete and ranked search with facets on PostgreSQL over the
// 10,000-product demo catalogue (about 92,000 variants and 61,000 documents, each indexed in 15 locales),
// against the floor measured in the same run: the same server answering a search call that runs no SQL
// (GetSearchBarInfo). Targets: autocomplete p95 <= 10 ms, ranked search with facets p95 <= 30 ms. Reports;
// never fails the build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pinGenerator } from './lib/cpu.ts';
import { REPO_ROOT } from './lib/paths.ts';
import { writeResult } from './lib/report.ts';
import { type RunningServer, startProcess } from './lib/start-server.ts';

const TARGET = { autocompleteP95Ms: 10, searchP95Ms: 30 };
const DEMO_PRODUCTS = 10_000;
const DEMO_DATE = '2026-11-22';

const { values } = parseArgs({
  options: {
    'cache-dir': { type: 'string', default: join(tmpdir(), 'airshop-bench-search') },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'postgres-db': { type: 'string', default: 'airshop_bench_search' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
  },
});
const settings = {
  requests: Number(values.requests),
  warmup: Number(values.warmup),
  runs: Number(values.runs),
};

function run(args: string[], env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The catalogue generated once into the cache folder, imported once into its own PostgreSQL database. */
async function prepare(): Promise<{ url: string; dataDir: string }> {
  const cacheDir = values['cache-dir'] as string;
  const catalogDir = join(cacheDir, 'catalog10k');
  const dataDir = join(cacheDir, 'pg-data');
  if (!existsSync(join(catalogDir, 'manifest.json'))) {
    console.log(`generating the ${DEMO_PRODUCTS}-product demo catalogue in ${catalogDir} …`);
    run(
      [
        'packages/server/src/seed/demo-catalog/cli.ts',
        ...['--products', String(DEMO_PRODUCTS), '--out', catalogDir, '--date', DEMO_DATE],
      ],
      {},
    );
  }
  const name = values['postgres-db'] as string;
  const adminUrl = values.postgres as string;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let fresh = false;
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${name}`);
      fresh = true;
    }
  } finally {
    await admin.end();
  }
  if (fresh || (await count(url.toString(), 'select count(*)::int as n from products')) < DEMO_PRODUCTS) {
    console.log(`importing into PostgreSQL ${name} (a few minutes, once; the import builds the index) …`);
    run(['packages/server/src/modules/catalog-import/cli.ts', catalogDir], {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
    });
  }
  return { url: url.toString(), dataDir };
}

async function count(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(query)).rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/** What the load asks: words of product names, codes and LVI numbers, document words, and typos. */
async function queries(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (sql: string) => (await client.query(sql)).rows as Record<string, string>[];
    const names = await rows(`select name->>'en' as t from products order by md5(id) limit 200`);
    const codes = await rows(`select code as t, lvi_number as l from variants order by md5(code) limit 200`);
    const docs = await rows(`select name as t from documents order by md5(id::text) limit 200`);
    // The brand is in every name: a query of it alone matches everything, and is measured on its own.
    const brand = (names[0]?.t ?? '').split(/\s+/)[0]?.toLowerCase() ?? '';
    const words = (list: Record<string, string>[]) =>
      list.flatMap((r) =>
        (r.t ?? '').split(/\s+/).filter((w) => /^\p{L}{4,}$/u.test(w) && w.toLowerCase() !== brand),
      );
    // "Kvistra CX 100" → "CX 100": the model, as a buyer types it.
    const models = names.map((r) => (r.t ?? '').split(/\s+/).slice(1).join(' ')).filter((m) => m !== '');
    const docWords = words(docs);
    const nameWords = words(names);
    // One letter dropped from the middle of a word: a typo within one edit.
    const typos = [...nameWords, ...docWords]
      .filter((w) => w.length >= 6)
      .map((w) => w.slice(0, 3) + w.slice(4));
    const pick = <T>(list: T[], i: number) => list[i % list.length] as T;
    return {
      brand,
      /** Products: models, codes, LVI numbers, a typo, a code's start. */
      products: (i: number) => {
        switch (i % 5) {
          case 0:
            return pick(models, i);
          case 1:
            return pick(codes, i).t as string;
          case 2:
            return pick(codes, i).l ?? (pick(codes, i + 1).t as string);
          case 3:
            return pick(typos, i);
          default:
            return (pick(codes, i).t as string).slice(0, 6);
        }
      },
      /** Documents: a document type with a model, a model, a word of a title, a typo. */
      documents: (i: number) => {
        switch (i % 4) {
          case 0:
            return `${pick(docWords, i)} ${pick(models, i)}`;
          case 1:
            return pick(models, i);
          case 2:
            return pick(docWords, i);
          default:
            return pick(typos, i);
        }
      },
      autocomplete: (i: number) => {
        const source =
          i % 3 === 0 ? (pick(codes, i).t as string) : i % 3 === 1 ? pick(models, i) : pick(docWords, i);
        return source.slice(0, 2 + (i % 5));
      },
    };
  } finally {
    await client.end();
  }
}

interface Scenario {
  name: string;
  /** broad: a query every item matches, reported against the search target but apart from the mix. */
  kind: 'floor' | 'autocomplete' | 'search' | 'broad';
  path: (i: number) => string;
  headers?: Record<string, string>;
  /** Sampled on every n-th round only (the slow broad queries), so a run stays short. */
  every?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timed(base: string, scenario: Scenario, i: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + scenario.path(i), { headers: scenario.headers ?? {} });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${scenario.path(i)} answered ${response.status}`);
  return ms;
}

const servers: RunningServer[] = [];
try {
  const pinning = pinGenerator();
  const { url, dataDir } = await prepare();
  const indexed = {
    products: await count(url, 'select count(*)::int as n from products'),
    variants: await count(url, 'select count(*)::int as n from variants'),
    documents: await count(url, 'select count(*)::int as n from documents'),
    searchRows: await count(url, 'select count(*)::int as n from search_entries'),
  };
  console.log(
    `search: ${indexed.products} products, ${indexed.variants} variants, ${indexed.documents} documents; ` +
      `${indexed.searchRows} index rows (15 locales); one connection, requests one after the other, ` +
      `${settings.runs} runs x ${settings.requests} per call after ${settings.warmup} (${pinning})`,
  );
  const q = await queries(url);
  const server = await startProcess(['--import', 'tsx', 'bench/src/product-api-server.ts'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    BENCH_VIEWER: 'approved',
  });
  servers.push(server);
  const buyer = { cookie: String(server.ready?.cookie ?? '') };
  const enc = encodeURIComponent;
  const scenarios: Scenario[] = [
    { name: 'floor: GetSearchBarInfo (no SQL)', kind: 'floor', path: () => '/searchapi/GetSearchBarInfo' },
    {
      name: 'autocomplete (size 3)',
      kind: 'autocomplete',
      path: (i) => `/find/rest/autocomplete/get/${enc(q.autocomplete(i))}?size=3`,
    },
    {
      name: 'SearchProducts + facets, anonymous',
      kind: 'search',
      path: (i) => `/searchapi/SearchProducts?Query=${enc(q.products(i))}&Size=20`,
    },
    {
      name: 'SearchProducts + facets, buyer (prices)',
      kind: 'search',
      path: (i) => `/searchapi/SearchProducts?Query=${enc(q.products(i))}&Size=20`,
      headers: buyer,
    },
    {
      name: 'SearchDocuments + facets',
      kind: 'search',
      path: (i) => `/searchapi/SearchDocuments?Query=${enc(q.documents(i))}&Size=20`,
    },
    {
      name: 'SearchDocuments + facets, de, Languages=de',
      kind: 'search',
      path: (i) => `/searchapi/SearchDocuments?Query=${enc(q.documents(i))}&Lang=de&Languages=de&Size=20`,
    },
    {
      name: 'instantsearch (3 statements)',
      kind: 'search',
      path: (i) => `/searchapi/instantsearch?Query=${enc(q.products(i))}`,
    },
    {
      name: 'broad: SearchProducts brand (all 10k)',
      kind: 'broad',
      path: () => `/searchapi/SearchProducts?Query=${enc(q.brand)}&Size=20`,
      every: 5,
    },
    {
      name: 'broad: SearchDocuments brand (all 61k)',
      kind: 'broad',
      path: () => `/searchapi/SearchDocuments?Query=${enc(q.brand)}&Size=20`,
      every: 5,
    },
  ];
  for (let i = 0; i < settings.warmup; i++) {
    for (const scenario of scenarios)
      if (i % (scenario.every ?? 1) === 0) await timed(server.url, scenario, i);
  }
  const perRun: Record<string, { p50: number; p95: number; p99: number }[]> = {};
  for (let r = 0; r < settings.runs; r++) {
    const samples = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
    // Interleaved, so drift on a shared machine hits every call alike.
    for (let i = 0; i < settings.requests; i++) {
      for (const scenario of scenarios) {
        if (i % (scenario.every ?? 1) !== 0) continue;
        samples.get(scenario.name)?.push(await timed(server.url, scenario, r * settings.requests + i));
      }
    }
    for (const scenario of scenarios) {
      const sorted = (samples.get(scenario.name) ?? []).sort((a, b) => a - b);
      const list = perRun[scenario.name] ?? [];
      perRun[scenario.name] = list;
      list.push({
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      });
    }
    console.log(`run ${r + 1}/${settings.runs} done`);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
  const floorP95 = median((perRun[scenarios[0]?.name ?? ''] ?? []).map((x) => x.p95));
  const results = scenarios.map((scenario) => {
    const runs = perRun[scenario.name] ?? [];
    const p95 = median(runs.map((x) => x.p95));
    const target =
      scenario.kind === 'autocomplete'
        ? TARGET.autocompleteP95Ms
        : scenario.kind === 'search' || scenario.kind === 'broad'
          ? TARGET.searchP95Ms
          : undefined;
    return {
      name: scenario.name,
      p50Ms: round(median(runs.map((x) => x.p50))),
      p95Ms: round(p95),
      p99Ms: round(median(runs.map((x) => x.p99))),
      p95OverFloor: round(p95 / floorP95),
      targetP95Ms: target,
      verdict: target === undefined ? 'floor' : p95 <= target ? 'PASS' : 'BELOW TARGET',
      runs,
    };
  });
  console.log('');
  console.log('call                                               p50 ms  p95 ms  p99 ms  p95/floor  target');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(50)} ${fmt(r.p50Ms)} ${fmt(r.p95Ms)} ${fmt(r.p99Ms)} ${fmt(r.p95OverFloor, 9)}  ` +
        `${r.targetP95Ms === undefined ? '' : `<= ${r.targetP95Ms} ms ${r.verdict}`}`,
    );
  }
  const file = writeResult('search', { settings, indexed, pinning, results });
  console.log(`\nwritten to ${file}`);
} finally {
  for (const server of servers) await server.stop();
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function fmt(n: number, width = 7): string {
  return n.toFixed(2).padStart(width);
}
