import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// Playwright re-evaluates this file in every worker process; the port is chosen once in the
// runner and handed down through the environment so all processes agree on it.
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Shared 2-core machines can be slow for a while: web-first assertions wait up to this long (they return as
  // soon as the condition holds, so a fast machine does not pay for it). A test's own limit only guards against
  // a hang: a three-page flow that takes 14 s on a quiet machine took over 60 s in a loaded CI run.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: process.env.CI === 'true',
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium-desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    command: `node e2e/support/start-server.mjs --port ${process.env.E2E_PORT}`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Without this Playwright SIGKILLs the server and the temp data dir is left behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
