// long-tasks: what the main thread does during the first view of a page, as Lighthouse's phone would see it
// (CPU slowed down four times through DevTools), so a blocking-time figure (vitals) can be traced to its causes.
// Opens the page in Chromium with a Chromium trace and V8's sampling profiler on, waits for the hydration
// (`<html data-hydrated>`) and two quiet seconds, then prints every task of 50 ms or more: when it ran, how long,
// the blocking part (beyond 50 ms, what TBT sums), the events inside it (script evaluation per chunk, compile,
// layout, style) and the functions that took its time (self time of the sampled frames, by chunk).
// Reports; never fails the build. Needs the web build (`npm run build`) and Chromium.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { writeResult } from './lib/report.ts';
import { startShop } from './lib/start-server.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/en/products/air-handling-units/rotary/kvistra-rx-100' },
    runs: { type: 'string', default: '3' },
    /** The CPU slowdown (Lighthouse's mobile preset: 4). */
    throttle: { type: 'string', default: '4' },
    /** Keep the last run's trace (open it in DevTools' Performance panel). */
    trace: { type: 'string' },
  },
});

const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'toplevel',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: every trace event has arguments of its own; read with ?.
  args?: Record<string, any>;
}

interface Task {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  events: { name: string; ms: number }[];
  functions: { name: string; ms: number }[];
}

const shortUrl = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/\?.*/, '') : '');

/** What an event is about: the chunk a script evaluation, compile or call belongs to. */
function label(event: TraceEvent): string {
  const data = event.args?.data ?? event.args ?? {};
  const url = data.url ?? data.fileName ?? data.scriptName ?? event.args?.fileName;
  const fn = data.functionName ? ` ${data.functionName}` : '';
  return url ? `${event.name} ${shortUrl(url)}${fn}` : `${event.name}${fn}`;
}

/** The sampled frames of V8's profiler (Profile + ProfileChunk events): [time µs, frame] pairs of the main thread. */
function samples(events: TraceEvent[], pid: number, tid: number): { ts: number; frame: string }[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, string>();
  const out: { ts: number; frame: string }[] = [];
  let ts = profile.args?.data?.startTime as number;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const cpu = chunk.args?.data?.cpuProfile ?? {};
    for (const node of cpu.nodes ?? []) {
      const frame = node.callFrame ?? {};
      const where = frame.url
        ? `${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
        : '';
      nodes.set(node.id, `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`);
    }
    const deltas: number[] = chunk.args?.data?.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id: number, i: number) => {
      ts += deltas[i] ?? 0;
      out.push({ ts, frame: nodes.get(id) ?? '?' });
    });
  }
  return out;
}

function longTasks(events: TraceEvent[]): { tasks: Task[]; tbtMs: number } {
  // The page's renderer: of the renderer main threads in the trace (about:blank has one too), the one that
  // parsed the most HTML.
  const parsed = (t: TraceEvent) =>
    events.filter((e) => e.name === 'ParseHTML' && e.pid === t.pid && e.tid === t.tid).length;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => parsed(b) - parsed(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? 0;
  const sampled = samples(events, main.pid, main.tid);
  const complete = onMain.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const tasks = complete
    .filter((e) => e.name === 'RunTask' && (e.dur as number) / 1000 >= LONG_TASK_MS)
    .map((task): Task => {
      const end = task.ts + (task.dur as number);
      // Self time of every event inside the task (its duration less its children's), by what it is about:
      // the wrappers (RunTask, mojo messages) keep little, the work (compile, evaluate, layout) keeps its own.
      const inside = complete
        .filter((e) => e.ts >= task.ts && e.ts + (e.dur as number) <= end)
        .sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
      const selfTime = new Map<TraceEvent, number>();
      const open: TraceEvent[] = [];
      for (const e of inside) {
        while (
          open.length &&
          e.ts >= (open.at(-1) as TraceEvent).ts + ((open.at(-1) as TraceEvent).dur as number)
        )
          open.pop();
        const parent = open.at(-1);
        if (parent) selfTime.set(parent, (selfTime.get(parent) ?? 0) - (e.dur as number));
        selfTime.set(e, (selfTime.get(e) ?? 0) + (e.dur as number));
        open.push(e);
      }
      const events = new Map<string, number>();
      for (const [e, self] of selfTime) events.set(label(e), (events.get(label(e)) ?? 0) + self / 1000);
      const functions = new Map<string, number>();
      const inTask = sampled.filter((s) => s.ts >= task.ts && s.ts <= end);
      inTask.forEach((s, i) => {
        const next = inTask[i + 1]?.ts ?? end;
        functions.set(s.frame, (functions.get(s.frame) ?? 0) + (next - s.ts) / 1000);
      });
      const ranked = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([name, ms]) => ({ name, ms: Math.round(ms) }))
          .filter((x) => x.ms >= 1);
      const durationMs = (task.dur as number) / 1000;
      return {
        startMs: Math.round((task.ts - start) / 1000),
        durationMs: Math.round(durationMs),
        blockingMs: Math.round(durationMs - LONG_TASK_MS),
        events: ranked(events, 8),
        functions: ranked(functions, 12),
      };
    });
  return { tasks, tbtMs: tasks.reduce((sum, t) => sum + t.blockingMs, 0) };
}

const server = await startShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const runs: ReturnType<typeof longTasks>[] = [];
try {
  const url = server.url + values.page;
  const status = (await fetch(url)).status;
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  for (let run = 1; run <= Math.max(1, Number(values.runs)); run++) {
    // A Moto G Power's screen, as Lighthouse's mobile preset; a fresh context so nothing is cached.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    // Effects and idle work after the hydration belong to the first view too: wait for two quiet seconds.
    // (A string: the bench runs through tsx, whose helpers a function passed to the page would not find.)
    await page.evaluate(`new Promise((resolve) => {
      let last = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      const check = () => (performance.now() - last > 2000 ? resolve() : setTimeout(check, 250));
      check();
    })`);
    const trace = await browser.stopTracing();
    if (values.trace) writeFileSync(values.trace, trace);
    const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    const result = longTasks(parsed.traceEvents);
    runs.push(result);
    console.log(`run ${run}: ${result.tasks.length} long tasks, blocking time ${result.tbtMs} ms`);
    for (const task of result.tasks) {
      console.log(`  at ${task.startMs} ms: ${task.durationMs} ms (blocking ${task.blockingMs})`);
      for (const e of task.events) console.log(`      ${String(e.ms).padStart(5)} ms  ${e.name}`);
      console.log('    functions (self time):');
      for (const f of task.functions) console.log(`      ${String(f.ms).padStart(5)} ms  ${f.name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const sorted = runs.map((r) => r.tbtMs).sort((a, b) => a - b);
const medianTbt = sorted[Math.floor(sorted.length / 2)];
console.log(`median blocking time over ${runs.length} runs: ${medianTbt} ms (throttle ${values.throttle}x)`);
writeResult('long-tasks', {
  page: values.page,
  throttle: Number(values.throttle),
  medianBlockingMs: medianTbt,
  runs,
});
