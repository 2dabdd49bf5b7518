// vitals (quality.md): Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU, as Lighthouse scores a
// phone) on the anonymous product page and the category page of the production build, on a fresh data dir with
// the demo catalogue. Figures: the four category scores, LCP, TBT and CLS, the median of --runs runs per page.
// Targets: performance >= 95, SEO 100, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.02 (issue 13, point 27); the
// accessibility and best-practice scores are recorded against quality.md's 100. Reports; never fails the build.
// Each run is paired with one on the floor (lib/static-floor.ts): the same HTML with nothing to run, so what the
// busy shared machine costs and what the page's JavaScript costs can be told apart (ADR 0045).
// Needs the web build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { writeResult } from './lib/report.ts';
import { freePort, startShop } from './lib/start-server.ts';
import { startStaticFloor } from './lib/static-floor.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'product,category' },
    /** Keep each run's full Lighthouse report (JSON) in this folder, to see which audits cost what. */
    'lhr-dir': { type: 'string' },
    /** Skip the floor (the same pages with nothing to run, lib/static-floor.ts). */
    'no-floor': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs));

/** Pages of the demo catalogue (seeded on a fresh data dir), anonymous. */
const PAGES: Record<string, string> = {
  product: '/en/products/air-handling-units/rotary/kvistra-rx-100',
  category: '/en/products/air-handling-units',
  home: '/en',
};

type Target = { figure: keyof Figures; atLeast?: number; atMost?: number };
const TARGETS: Target[] = [
  { figure: 'performance', atLeast: 95 },
  { figure: 'accessibility', atLeast: 100 },
  { figure: 'bestPractices', atLeast: 100 },
  { figure: 'seo', atLeast: 100 },
  { figure: 'lcpMs', atMost: 2000 },
  { figure: 'tbtMs', atMost: 100 },
  { figure: 'cls', atMost: 0.02 },
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium with a DevTools port for Lighthouse; a throw-away profile so runs share no cache. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'airshop-vitals-chromium-'));
  const child: ChildProcess = spawn(
    process.env.CHROME_PATH || '/usr/bin/chromium',
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function audit(
  url: string,
  port: number,
  lhrFile?: string,
): Promise<Figures & { lcpElement?: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhrFile) writeFileSync(lhrFile, JSON.stringify(result.lhr, null, 1));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (result.lhr.runtimeError) console.log(`    Lighthouse: ${result.lhr.runtimeError.code}`);
  const lcpItems = (audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
    ?.items;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length > 0) console.log(`    failing audits: ${failing.join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    speedIndexMs: Math.round(value('speed-index')),
    lcpElement: JSON.stringify(lcpItems ?? []).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1],
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const medianFigures = (runs: Figures[]) =>
  Object.fromEntries(
    Object.keys(runs[0] as Figures).map((key) => [key, median(runs.map((r) => r[key as keyof Figures]))]),
  ) as unknown as Figures;

/** One Lighthouse run; undefined when its trace broke (NO_NAVSTART on a busy machine): not a figure. */
async function measure(
  label: string,
  url: string,
  port: number,
  lhrFile?: string,
): Promise<Figures | undefined> {
  if (lhrFile) mkdirSync(values['lhr-dir'] as string, { recursive: true });
  const { lcpElement, ...figures } = await audit(url, port, lhrFile);
  console.log(
    `  ${label}: ${JSON.stringify(figures)}${lcpElement ? `\n    LCP element: ${lcpElement}` : ''}`,
  );
  return Number.isFinite(figures.lcpMs) && Number.isFinite(figures.tbtMs) ? figures : undefined;
}

const pageNames = values.pages.split(',');
for (const name of pageNames) {
  if (!PAGES[name]) throw new Error(`unknown page ${name}; known: ${Object.keys(PAGES).join(', ')}`);
}
const server = await startShop();
const floor = values['no-floor']
  ? undefined
  : await startStaticFloor(
      server.url,
      pageNames.map((name) => PAGES[name] as string),
    );
const chromium = await startChromium();
const report: Record<
  string,
  {
    url: string;
    runs: Figures[];
    failedRuns: number;
    median: Figures;
    verdicts: Record<string, string>;
    floor?: { runs: Figures[]; median: Figures | undefined };
  }
> = {};
try {
  for (const name of pageNames) {
    const path = PAGES[name] as string;
    const url = server.url + path;
    const status = (await fetch(url)).status;
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    console.log(`${name}: ${path}`);
    const runs: Figures[] = [];
    const floorRuns: Figures[] = [];
    let failedRuns = 0;
    // Page and floor in turn, so a busy spell of the machine hits both alike.
    for (let i = 0; i < RUNS; i++) {
      const lhr = (kind: string) =>
        values['lhr-dir'] && join(values['lhr-dir'], `${name}-${kind}${i + 1}.json`);
      const figures = await measure(`run ${i + 1}`, url, chromium.port, lhr(''));
      if (figures) runs.push(figures);
      else failedRuns++;
      if (floor) {
        const floorFigures = await measure(`floor ${i + 1}`, floor.url + path, chromium.port, lhr('floor-'));
        if (floorFigures) floorRuns.push(floorFigures);
      }
    }
    if (runs.length === 0) throw new Error(`no Lighthouse run of ${name} gave metrics`);
    const medians = medianFigures(runs);
    const floorMedians = floorRuns.length > 0 ? medianFigures(floorRuns) : undefined;
    const verdicts: Record<string, string> = {};
    for (const t of TARGETS) {
      const v = medians[t.figure];
      const pass = t.atLeast !== undefined ? v >= t.atLeast : v <= (t.atMost as number);
      verdicts[t.figure] = pass ? 'PASS' : 'BELOW';
      const bound = t.atLeast !== undefined ? `>= ${t.atLeast}` : `<= ${t.atMost}`;
      const floorValue = floorMedians ? `  floor ${String(floorMedians[t.figure]).padStart(7)}` : '';
      console.log(
        `  ${t.figure.padEnd(14)} ${String(v).padStart(7)}  target ${bound.padEnd(9)} ${verdicts[t.figure]}${floorValue}`,
      );
    }
    report[name] = {
      url: path,
      runs,
      failedRuns,
      median: medians,
      verdicts,
      ...(floor ? { floor: { runs: floorRuns, median: floorMedians } } : {}),
    };
  }
  const file = writeResult('vitals', {
    lighthouse: '12.2.3, mobile preset (simulated throttling)',
    runsPerPage: RUNS,
    targets: TARGETS,
    pages: report,
  });
  console.log(`results: ${file}`);
} finally {
  await chromium.stop();
  await floor?.stop();
  await server.stop();
}
