// Starts the production server for Playwright on a fresh, throw-away database.
// Usage: node e2e/support/start-server.mjs --port <port>   (run from the repo root)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port ?? process.env.PORT;
if (!port) {
  console.error('start-server: pass --port <port> (or PORT)');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'airshop-e2e-'));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

// detached: Playwright signals our whole process group on shutdown; owning the server's
// group ourselves means it receives exactly one SIGTERM (from us) and can shut down cleanly.
// The compiled server, as `npm run serve` runs it (ADR 0052); `npm run build` makes it.
const server = spawn(process.execPath, ['--conditions=airshop-compiled', 'packages/server/dist/main.js'], {
  cwd: root,
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    TEST_HOOKS: 'true',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    // The tests browse the demo catalogue and sign in with the demo accounts, on PostgreSQL too.
    DEMO_DATA: 'on',
    // Request logs would drown the test report; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

// If the server ignores SIGTERM, do not leave it behind once we are asked to stop.
const FORCE_KILL_AFTER_MS = 10_000;
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  setTimeout(() => server.kill('SIGKILL'), FORCE_KILL_AFTER_MS).unref();
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));

server.on('error', (error) => {
  console.error(`start-server: could not start the server: ${error.message}`);
  removeDataDir();
  process.exit(1);
});
server.on('exit', (code, signal) => {
  removeDataDir();
  if (!stopping) console.error(`start-server: server exited on its own (code ${code}, signal ${signal})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
