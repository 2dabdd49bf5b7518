// floor: GET /api/health through the full production stack vs a bare node:http JSON server answering the same
// small body, measured in one run and reported as a ratio (target >= 0.8, quality.md). It also measures the
// bare server sending a fixed 20 KB JSON, the unit of the other benchmarks' "x floor" (ADR 0014). Reports;
// never fails the build.
import { parseArgs } from 'node:util';
import { pinGenerator } from './lib/cpu.ts';
import { type LoadOptions, type LoadResult, runLoad, type Summary, summarise } from './lib/load.ts';
import { writeResult } from './lib/report.ts';
import { type RunningServer, startBareServer, startShop } from './lib/start-server.ts';

const TARGET_RATIO = 0.8;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    pipelining: { type: 'string', default: '1' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
  },
});
const settings = {
  connections: Number(values.connections),
  pipelining: Number(values.pipelining),
  durationSeconds: Number(values.duration),
  warmupSeconds: Number(values.warmup),
  runs: Number(values.runs),
};

async function expectHealthy(url: string): Promise<void> {
  const response = await fetch(url);
  const body = (await response.json()) as { status?: unknown };
  if (response.status !== 200 || body.status !== 'ok') {
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body)}`);
  }
}

const servers: RunningServer[] = [];
const stopAll = () => Promise.all(servers.map((s) => s.stop()));
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  const pinning = pinGenerator();
  const bare = await startBareServer();
  servers.push(bare);
  const shop = await startShop();
  servers.push(shop);
  const targets = {
    bare: `${bare.url}/api/health`,
    sameSize: `${bare.url}/same-size`,
    shop: `${shop.url}/api/health`,
  };
  await expectHealthy(targets.sameSize);
  await expectHealthy(targets.shop);

  const load = (url: string, durationSeconds: number): LoadOptions => ({ ...settings, url, durationSeconds });
  console.log(
    `floor: GET /api/health, ${settings.connections} connections, pipelining ${settings.pipelining}, ` +
      `${settings.runs} x ${settings.durationSeconds} s per server after ${settings.warmupSeconds} s warm-up (${pinning})`,
  );
  await runLoad(load(targets.bare, settings.warmupSeconds));
  await runLoad(load(targets.shop, settings.warmupSeconds));

  // Alternate the three so drift in a noisy machine hits all alike.
  const bareRuns: LoadResult[] = [];
  const sameSizeRuns: LoadResult[] = [];
  const shopRuns: LoadResult[] = [];
  for (let run = 0; run < settings.runs; run++) {
    bareRuns.push(await runLoad(load(targets.bare, settings.durationSeconds), bare.pid));
    sameSizeRuns.push(await runLoad(load(targets.sameSize, settings.durationSeconds), bare.pid));
    shopRuns.push(await runLoad(load(targets.shop, settings.durationSeconds), shop.pid));
  }
  const floor = summarise(bareRuns);
  const sameSize = summarise(sameSizeRuns);
  const stack = summarise(shopRuns);
  const ratioTo = (reference: Summary) =>
    Math.round((stack.requestsPerSecond / reference.requestsPerSecond) * 100) / 100;
  // The target compares like with like: the same small answer with and without the stack (ADR 0014). The
  // 20 KB figure is the unit other benchmarks are measured in ("x floor"); the shop's health answer is
  // smaller, so its ratio to it says nothing about the stack and is only recorded.
  const ratio = ratioTo(sameSize);
  const ratioTo20Kb = ratioTo(floor);
  const verdict = ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
  // Same comparison by server CPU time per request: steadier than req/s when the machine is busy.
  const cpuRatio =
    sameSize.serverCpuMicrosPerRequest && stack.serverCpuMicrosPerRequest
      ? Math.round((sameSize.serverCpuMicrosPerRequest / stack.serverCpuMicrosPerRequest) * 100) / 100
      : undefined;

  const row = (name: string, s: Summary) =>
    name.padEnd(22) +
    s.requestsPerSecond.toLocaleString('en').padStart(10) +
    String(s.latencyP99Ms).padStart(10) +
    String(s.serverCpuMicrosPerRequest ?? '-').padStart(19);
  console.log(
    `\n${''.padEnd(22)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'server CPU µs/req'.padStart(19)}`,
  );
  console.log(row('bare node:http, 20 KB', floor));
  console.log(row('bare, health-sized', sameSize));
  console.log(row('Airshop (production)', stack));
  console.log(
    `\nratio to the bare server's health-sized answer ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${verdict}`,
  );
  console.log(
    `floor unit for other benchmarks: ${floor.requestsPerSecond.toLocaleString('en')} req/s (20 KB)`,
  );
  if (cpuRatio !== undefined)
    console.log(`CPU-time ratio ${cpuRatio.toFixed(2)} (bare CPU per request / shop's)`);
  if (floor.errors + sameSize.errors + stack.errors > 0) {
    console.log(
      `WARNING: ${floor.errors + sameSize.errors} bare / ${stack.errors} shop errors or non-2xx answers`,
    );
  }

  const file = writeResult('floor', {
    settings: { ...settings, pinning },
    floor,
    sameSize,
    stack,
    ratio,
    ratioTo20Kb,
    cpuRatio,
    target: TARGET_RATIO,
    verdict,
  });
  console.log(`results: ${file}`);
} finally {
  await stopAll();
}
