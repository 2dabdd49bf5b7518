// Entry point of `npm run test:e2e`: runs Playwright against Debian's Chromium, never a downloaded browser.
// Without a browser the suite is skipped loudly on a developer machine, and fails under CI=true.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(browser)) {
  const notice = `no Chromium found at ${browser}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') {
    console.error(`End-to-end tests FAILED: ${notice}`);
    process.exit(1);
  }
  console.warn(`\n*** End-to-end tests SKIPPED: ${notice} ***\n`);
  process.exit(0);
}

const playwright = spawn(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: browser } },
);
playwright.on('error', (error) => {
  console.error(`Could not start Playwright: ${error.message}`);
  process.exit(1);
});
playwright.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
