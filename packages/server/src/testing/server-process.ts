import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../platform/config.ts';

/** One log line of the server (pino JSON). */
export type LogRecord = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  url: string;
  /** Every log line so far. */
  readonly log: LogRecord[];
  /** Resolves with the first log line (past or future) that `match` accepts; rejects after `timeoutMs`. */
  waitForLog(match: (record: LogRecord) => boolean, timeoutMs: number): Promise<LogRecord>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

/**
 * `node --import tsx packages/server/src/main.ts` as its own process, as `npm run serve` starts it: resolves once
 * it listens (its "Airshop is listening" line names the url; PORT 0 lets it pick a free port).
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogRecord[] = [];
  const stderr: string[] = [];
  const watchers = new Set<(record: LogRecord) => void>();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      record = { msg: line };
    }
    log.push(record);
    for (const watch of watchers) watch(record);
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => stderr.push(line));

  const waitForLog = (match: (record: LogRecord) => boolean, timeoutMs: number) =>
    new Promise<LogRecord>((resolve, reject) => {
      const found = log.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        watchers.delete(watch);
        reject(new Error(`no such log line within ${timeoutMs} ms; last lines:\n${tail()}`));
      }, timeoutMs);
      const watch = (record: LogRecord) => {
        if (!match(record)) return;
        clearTimeout(timer);
        watchers.delete(watch);
        resolve(record);
      };
      watchers.add(watch);
    });
  const tail = () =>
    [...log.slice(-15).map((record) => JSON.stringify(record)), ...stderr.slice(-15)].join('\n');

  return new Promise((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`server exited before it listened (code ${code}):\n${tail()}`));
    child.once('exit', exited);
    waitForLog((record) => record.msg === 'Airshop is listening', READY_TIMEOUT_MS).then(
      (record) => {
        child.off('exit', exited);
        resolve({ url: String(record.url), log, waitForLog, stop: () => stopChild(child) });
      },
      (error: unknown) => {
        child.kill('SIGKILL');
        reject(error);
      },
    );
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
