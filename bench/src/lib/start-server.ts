import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { serverCommand } from './cpu.ts';
import { REPO_ROOT } from './paths.ts';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** The rest of the server's ready line (e.g. the product-api server's session cookie). */
  ready?: Record<string, unknown>;
}

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts a server process and resolves once it logs a JSON line with a `url` (the shop's
 * "Airshop is listening" line; the bare server prints the same shape). The server picks its own port.
 */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  cleanup = () => {},
): Promise<RunningServer> {
  const [command, commandArgs] = serverCommand(process.execPath, args);
  const child = spawn(command, commandArgs, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const recent: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready within ${READY_TIMEOUT_MS} ms:\n${recent.join('\n')}`));
    }, READY_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      cleanup();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      cleanup();
      reject(
        new Error(
          `server exited before it was ready (code ${code}, signal ${signal}):\n${recent.join('\n')}`,
        ),
      );
    });
    // Keep draining stdout after ready, or a full pipe would stall the server.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      const ready = readyRecord(line);
      if (!ready) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: ready.url, ready, pid: child.pid!, stop: () => stopProcess(child).finally(cleanup) });
    });
  });
}

function readyRecord(line: string): (Record<string, unknown> & { url: string }) | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    return typeof record.url === 'string' ? { ...record, url: record.url } : undefined;
  } catch {
    return undefined;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The whole shop as `npm start` runs it, on a fresh embedded database that is removed afterwards. */
export function startShop(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airshop-bench-'));
  return startProcess(
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...extraEnv },
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

/**
 * A bench's own server script on PostgreSQL (it seeds what the bench needs, then prints its ready record), with
 * request logs off and on a port chosen here; `nodeArgs` go before the script (a CPU profile, say).
 */
export async function startBenchServer(
  script: string,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  return startProcess([...nodeArgs, '--import', 'tsx', script], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    ...env,
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The shop with request logs off (LOG_LEVEL=warn, as the product-api server runs): a page benchmark logs one line
 * per request otherwise, and a pipe the generator reads on its busy core fills up and stalls the server. Ready
 * when /api/health answers on a port chosen here.
 */
export async function startQuietShop(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const [command, commandArgs] = serverCommand(process.execPath, [
    '--import',
    'tsx',
    'packages/server/src/main.ts',
  ]);
  const child = spawn(command, commandArgs, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited before it was ready (code ${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid as number, stop: () => stopProcess(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop was not ready within ${READY_TIMEOUT_MS} ms`);
}

/** The floor: a bare node:http server (bench/src/bare-server.ts). */
export function startBareServer(): Promise<RunningServer> {
  return startProcess(['--import', 'tsx', 'bench/src/bare-server.ts'], { NODE_ENV: 'production' });
}

/** A one-route Fastify with nothing of ours (bench/src/fastify-reference-server.ts): Fastify's own share. */
export function startFastifyReference(): Promise<RunningServer> {
  return startProcess(['--import', 'tsx', 'bench/src/fastify-reference-server.ts'], {
    NODE_ENV: 'production',
  });
}

/**
 * A bare node:http server answering every request with one recorded response (bench/src/replay-server.ts):
 * the floor for a page, with the very bytes the shop sends.
 */
export function startReplayServer(recordingFile: string): Promise<RunningServer> {
  return startProcess(['--import', 'tsx', 'bench/src/replay-server.ts'], {
    NODE_ENV: 'production',
    REPLAY_FILE: recordingFile,
  });
}
