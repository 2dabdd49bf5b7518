// after-sales-uploads: the server's memory while three 32 MB discrepancy reports arrive at once (issue 19 point
// 4, quality.md "bulk": three 32 MB form uploads at once, RSS growth). The files stream to storage as they
// arrive (ADR 0075), so the peak should stay far below the 96 MB the bodies hold together. The server's RSS is
// sampled from /proc/<pid>/status (VmRSS) every 10 ms, and VmHWM gives the peak between samples. Target: peak
// below idle + 100 MB. Reports; never fails the build.
//
//   npm run bench:uploads -w bench
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/paths.ts';
import { writeResult } from './lib/report.ts';
import { startProcess } from './lib/start-server.ts';

const { values } = parseArgs({
  options: { parallel: { type: 'string', default: '3' }, 'file-mb': { type: 'string', default: '32' } },
});
const parallel = Number(values.parallel);
const fileBytes = Math.round(Number(values['file-mb']) * 1024 * 1024);

const support = await import(
  join(REPO_ROOT, 'packages/server/src/modules/after-sales-forms/test-support.ts')
);
const file = support.fileOf(fileBytes);
const body = (): Buffer =>
  support.multipartBody(support.discrepancyReport(), [
    { field: 'IssueDocumentation', filename: 'documentation.pdf', type: 'application/pdf', data: file },
  ]);

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

/** Sends the body in 64 KiB pieces, as a browser's upload arrives, and answers the status. */
function post(url: string, payload: Buffer, remote: number): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(
      new URL('/api/v1/Form/SendDiscrepancyReportForm', url),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${support.BOUNDARY}`,
          'content-length': payload.length,
          'x-page-locale': 'sv',
          // Each upload from its own network: the forms' rate limit is per network.
          'x-forwarded-for': `198.51.${remote}.7`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(-1));
    let offset = 0;
    const next = () => {
      while (offset < payload.length) {
        const piece = payload.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!outgoing.write(piece)) {
          outgoing.once('drain', next);
          return;
        }
      }
      outgoing.end();
    };
    next();
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'airshop-bench-after-sales-'));
const server = await startProcess(
  ['--import', 'tsx', 'bench/src/product-api-server.ts'],
  {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
  },
  () => rmSync(dataDir, { recursive: true, force: true }),
);
try {
  // One upload first, so the idle figure includes what the upload path loads once.
  const warm = await post(server.url, body(), 200);
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const idle = memoryOf(server.pid);
  const payloads = Array.from({ length: parallel }, body);
  let sampledPeak = idle.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rss);
  }, 10);
  const started = performance.now();
  const statuses = await Promise.all(payloads.map((payload, i) => post(server.url, payload, i + 1)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  const peak = Math.max(sampledPeak, after.peak);
  const figures = {
    parallel,
    fileMiB: fileBytes / 1024 / 1024,
    bodyMiB: Math.round(((payloads[0]?.length ?? 0) / 1024 / 1024) * 10) / 10,
    warmStatus: warm,
    statuses,
    idleRssMiB: idle.rss,
    peakRssMiB: peak,
    growthMiB: peak - idle.rss,
    peakToIdle: Math.round((peak / idle.rss) * 100) / 100,
    targetMet: peak - idle.rss < 100,
    seconds: Math.round(seconds * 10) / 10,
  };
  console.log(figures);
  console.log(`written to ${writeResult('after-sales-uploads', figures)}`);
} finally {
  await server.stop();
}
