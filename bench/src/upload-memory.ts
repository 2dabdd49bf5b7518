// upload-memory: the server's peak memory while many large spare-part enquiries (two ~10 MB photos as base64
// JSON, ~26 MB a body) arrive at once, with the default UPLOAD_SLOTS and with slots for every request (what the
// server did before there were slots: every body read and parsed at once). Measured in one run, reported as
// figures and a ratio (quality.md "bulk": RSS growth; issue 13: 150 such bodies took a process to 3.9 GB).
// Since ADR 0046 the images stream to storage while the body arrives, so the growth per upload is far below
// the body's size with or without slots. Reports; never fails the build. Keep --parallel modest on a shared
// machine (the enquiry's rate limit lets 10 a network through per hour: 9 after the warm-up).
//
//   node --import tsx bench/src/upload-memory.ts --parallel 12
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/paths.ts';
import { writeResult } from './lib/report.ts';
import { startProcess } from './lib/start-server.ts';

const { values } = parseArgs({
  options: {
    parallel: { type: 'string', default: '12' },
    'image-mb': { type: 'string', default: '9.5' },
    slots: { type: 'string', default: '4' },
  },
});
const parallel = Number(values.parallel);
const imageBytes = Math.round(Number(values['image-mb']) * 1024 * 1024);

const { SPARE_PART_ENQUIRY_DETAILS } = await import(
  join(REPO_ROOT, 'packages/domain/src/testing/spare-part-enquiry-fixture.ts')
);

function image(kind: 'png' | 'jpeg'): string {
  const bytes = Buffer.alloc(imageBytes, 7);
  Buffer.from(
    kind === 'png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff, 0xe0],
  ).copy(bytes);
  return `data:image/${kind};base64,${bytes.toString('base64')}`;
}
const primary = image('png');
const secondary = image('jpeg');
const body = (): Buffer =>
  Buffer.from(
    JSON.stringify({
      ...SPARE_PART_ENQUIRY_DETAILS,
      requestId: randomUUID(),
      primaryProductImage: primary,
      secondaryProductImage: secondary,
    }),
  );

/** Resident memory of a process in MiB: now (VmRSS) and its peak so far (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

function post(url: string, payload: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL('/api/v1/Form/SendSparePartEnquiryForm', url);
    const outgoing = request(
      target,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': payload.length } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A refused upload is answered before its body is sent, and the server closes the connection.
    outgoing.on('error', () => resolve(-1));
    outgoing.end(payload);
  });
}

async function measure(slots: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'airshop-bench-upload-'));
  const server = await startProcess(
    ['--import', 'tsx', 'bench/src/product-api-server.ts'],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      UPLOAD_SLOTS: String(slots),
    },
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  try {
    // One request first, so the baseline includes what every request path loads once.
    await post(server.url, body());
    // The peak so far is the start's (loading the catalogue), often above anything an upload adds: reset it
    // (proc(5), clear_refs "5"), so the peak below is the uploads' own.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const before = memoryOf(server.pid);
    const payloads = Array.from({ length: parallel }, body);
    const started = performance.now();
    const statuses = await Promise.all(payloads.map((payload) => post(server.url, payload)));
    const seconds = (performance.now() - started) / 1000;
    const after = memoryOf(server.pid);
    const counts: Record<string, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return {
      slots,
      baselineRssMiB: before.rss,
      peakRssMiB: after.peak,
      growthMiB: after.peak - before.rss,
      seconds: Math.round(seconds * 10) / 10,
      statuses: counts,
    };
  } finally {
    await server.stop();
  }
}

const bodyMiB = Math.round((body().length / 1024 / 1024) * 10) / 10;
console.log(`${parallel} enquiries of ${bodyMiB} MiB at once …`);
const limited = await measure(Number(values.slots));
console.log(limited);
// Slots for every request: the server as it was before UPLOAD_SLOTS.
const unlimited = await measure(Math.min(64, parallel));
console.log(unlimited);
const figures = {
  parallel,
  bodyMiB,
  limited,
  unlimited,
  growthRatio: Math.round((limited.growthMiB / Math.max(1, unlimited.growthMiB)) * 100) / 100,
  /** What one upload in flight costs, against the size of its body. */
  growthPerUploadMiB: Math.round((unlimited.growthMiB / parallel) * 10) / 10,
};
console.log(
  `RSS growth with ${limited.slots} slots: ${limited.growthMiB} MiB; with a slot each: ${unlimited.growthMiB} MiB (ratio ${figures.growthRatio})`,
);
console.log(`per upload in flight: ${figures.growthPerUploadMiB} MiB for a ${bodyMiB} MiB body`);
console.log(`written to ${writeResult('upload-memory', figures)}`);
