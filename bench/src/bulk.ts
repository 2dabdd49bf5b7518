// bulk (issue 17 point 8): the export of a 1,000-line project as xlsx (GET portal/Projects/{id}/Export, target
// < 1 s) and the upload of 10,000 rows with per-row errors (PUT portal/Projects/{id}/Upload, CSV and xlsx,
// target < 2 s), each the wall time of the whole request from the client, on PostgreSQL. Reports; never fails.
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { pinGenerator } from './lib/cpu.ts';
import { cpuMs } from './lib/cpu-time.ts';
import { freshDatabase } from './lib/fresh-database.ts';
import { median } from './lib/load.ts';
import { writeResult } from './lib/report.ts';
import { startBenchServer } from './lib/start-server.ts';

const TARGET_EXPORT_MS = 1000;
const TARGET_UPLOAD_MS = 2000;
const ROWS = 10_000;

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'postgres-db': { type: 'string', default: 'airshop_bench_bulk' },
  },
});
const runs = Number(values.runs);

interface Ready {
  origin: string;
  cookie: string;
  exportProjectId: number;
  uploadProjectId: number;
  codes: string[];
}

/** 10,000 rows over the project's codes, every tenth one bad (an unknown code, or quantity 0): 1,000 errors. */
function uploadRows(codes: readonly string[]): (string | number)[][] {
  return Array.from({ length: ROWS }, (_, i) => {
    if (i % 20 === 9) return [`NO-SUCH-${i}`, 1, ''];
    if (i % 20 === 19) return [codes[i % codes.length] as string, 0, ''];
    return [codes[i % codes.length] as string, 1, `row ${i + 2}`];
  });
}

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  sheet.addRow(['code', 'quantity', 'note']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

pinGenerator();
const databaseUrl = await freshDatabase(values.postgres, values['postgres-db']);
const server = await startBenchServer('bench/src/bulk-server.ts', databaseUrl, {
  BENCH_LINES: values.lines,
});
try {
  const ready = server.ready as unknown as Ready;
  const headers = { origin: ready.origin, cookie: ready.cookie };

  /** One request's wall time to its last byte, and the server's CPU time for it. */
  async function timed(path: string, init: RequestInit, check: (body: Buffer) => void) {
    const cpuBefore = cpuMs(server.pid);
    const start = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - start;
    const cpuAfter = cpuMs(server.pid);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.toString()}`);
    check(body);
    return {
      ms: Math.round(ms),
      serverCpuMs:
        cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round(cpuAfter - cpuBefore),
      /** Bytes of the answer: the workbook, or the upload's JSON answer. */
      answerBytes: body.length,
    };
  }

  const exportOnce = () =>
    timed(`/api/v1/portal/Projects/${ready.exportProjectId}/Export`, {}, (body) => {
      if (body.subarray(0, 2).toString() !== 'PK') throw new Error('the export is no xlsx');
    });
  const rows = uploadRows(ready.codes);
  const csv = Buffer.from(`code,quantity,note\r\n${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);
  const xlsx = await xlsxOf(rows);
  const uploadOnce = (file: Buffer, name: string) =>
    timed(
      `/api/v1/portal/Projects/${ready.uploadProjectId}/Upload`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ FileName: name, Data: file.toString('base64') }),
      },
      (body) => {
        const answer = JSON.parse(body.toString()) as { Status: string; Added: number; Errors: unknown[] };
        if (answer.Status !== 'warning' || answer.Added !== ROWS - 1000 || answer.Errors.length !== 1000) {
          throw new Error(
            `unexpected upload answer: ${answer.Status}, ${answer.Added} added, ${answer.Errors.length} errors`,
          );
        }
      },
    );

  // Warm-up: the first request of each kind loads exceljs and fills the caches.
  await exportOnce();
  await uploadOnce(csv, 'rows.csv');
  type Timed = Awaited<ReturnType<typeof exportOnce>>;
  const results: Record<'export' | 'csv' | 'xlsx', Timed[]> = { export: [], csv: [], xlsx: [] };
  for (let i = 0; i < runs; i++) {
    // Alternating, so drift on a shared machine hits all alike.
    results.export.push(await exportOnce());
    results.csv.push(await uploadOnce(csv, 'rows.csv'));
    results.xlsx.push(await uploadOnce(xlsx, 'rows.xlsx'));
  }
  const summary = (list: Timed[], target: number) => {
    const ms = median(list.map((r) => r.ms));
    return {
      medianMs: ms,
      maxMs: Math.max(...list.map((r) => r.ms)),
      serverCpuMs: median(list.map((r) => r.serverCpuMs ?? Number.NaN)),
      answerBytes: list[0]?.answerBytes,
      targetMs: target,
      verdict: ms <= target ? 'PASS' : 'BELOW TARGET',
      runs: list,
    };
  };
  const figures = {
    export: summary(results.export, TARGET_EXPORT_MS),
    uploadCsv: summary(results.csv, TARGET_UPLOAD_MS),
    uploadXlsx: summary(results.xlsx, TARGET_UPLOAD_MS),
  };
  const line = (name: string, f: ReturnType<typeof summary>) =>
    `  ${name}: median ${f.medianMs} ms, max ${f.maxMs} ms, server CPU ${f.serverCpuMs} ms, answer ${f.answerBytes} bytes; target < ${f.targetMs} ms: ${f.verdict}`;
  console.log(
    `bulk: ${values.lines}-line project export and ${ROWS}-row uploads (1,000 rows refused) on PostgreSQL, ${runs} runs\n` +
      `${line('export xlsx', figures.export)}\n${line('upload csv', figures.uploadCsv)}\n${line('upload xlsx', figures.uploadXlsx)}`,
  );
  const file = writeResult('bulk', {
    settings: { lines: Number(values.lines), rows: ROWS, runs },
    ...figures,
  });
  console.log(`written ${file}`);
} finally {
  await server.stop();
}
