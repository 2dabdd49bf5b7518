// page-weight (quality.md): what a browser downloads for the first view of the product page of the 10k catalogue
// (the 200-variant product, PostgreSQL). Figure: the JavaScript of every chunk loaded on that view, gzipped;
// target <= 150 KB, aiming at 100. Also reported: HTML, CSS and font bytes. Reports; never fails the build.
// Needs the web build (`npm run build`) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BENCH_CATALOG_OPTIONS, BENCH_PRODUCT_ID, prepareBenchCatalogFrom } from './lib/product-catalog.ts';
import { writeResult } from './lib/report.ts';
import { startQuietShop } from './lib/start-server.ts';

const TARGET_JS_GZIP_KB = 150;
const AIM_JS_GZIP_KB = 100;

const { values } = parseArgs({
  options: {
    ...BENCH_CATALOG_OPTIONS,
  },
});

interface Resource {
  url: string;
  type: string;
  bytes: number;
  gzipBytes: number;
}

const catalog = await prepareBenchCatalogFrom(values);
const server = await startQuietShop({
  NODE_ENV: 'production',
  DATA_DIR: catalog.postgresUrl ? catalog.postgresDataDir : catalog.pgliteDataDir,
  DATABASE_URL: catalog.postgresUrl,
  DEMO_DATA: 'off',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const detail = (await (
    await fetch(`${server.url}/api/v1/Catalog/Products/${BENCH_PRODUCT_ID}`)
  ).json()) as {
    Detail: { Url: string };
  };
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const pending: Promise<Resource | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet', 'font'].includes(type)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), type, bytes: body.length, gzipBytes: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(server.url + detail.Detail.Url, { waitUntil: 'networkidle' });
  await page.waitForFunction("document.documentElement.dataset.hydrated === 'true'");
  const resources = (await Promise.all(pending)).filter((r): r is Resource => r !== undefined);

  const total = (type: string) => {
    const of = resources.filter((r) => r.type === type);
    return {
      files: of.length,
      kb: Math.round(of.reduce((s, r) => s + r.bytes, 0) / 102.4) / 10,
      gzipKb: Math.round(of.reduce((s, r) => s + r.gzipBytes, 0) / 102.4) / 10,
    };
  };
  const figures = {
    script: total('script'),
    document: total('document'),
    stylesheet: total('stylesheet'),
    font: total('font'),
  };
  console.log(`page-weight: first view of ${detail.Detail.Url} (10k catalogue)\n`);
  console.log(`${''.padEnd(12)}${'files'.padStart(6)}${'KB'.padStart(10)}${'KB gzip'.padStart(10)}`);
  for (const [type, f] of Object.entries(figures)) {
    console.log(
      `${type.padEnd(12)}${String(f.files).padStart(6)}${f.kb.toFixed(1).padStart(10)}${f.gzipKb.toFixed(1).padStart(10)}`,
    );
  }
  console.log('\nlargest scripts (gzip KB):');
  for (const r of resources
    .filter((r) => r.type === 'script')
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8)) {
    console.log(`  ${(r.gzipBytes / 1024).toFixed(1).padStart(6)}  ${new URL(r.url).pathname}`);
  }
  const verdict = figures.script.gzipKb <= TARGET_JS_GZIP_KB ? 'PASS' : 'BELOW TARGET';
  console.log(
    `\ntarget: JS gzip <= ${TARGET_JS_GZIP_KB} KB (aim ${AIM_JS_GZIP_KB}): ${figures.script.gzipKb} KB — ${verdict}`,
  );
  const file = writeResult('page-weight', {
    page: detail.Detail.Url,
    figures,
    scripts: resources
      .filter((r) => r.type === 'script')
      .map((r) => ({ ...r, url: new URL(r.url).pathname })),
    target: { jsGzipKb: TARGET_JS_GZIP_KB, aimKb: AIM_JS_GZIP_KB },
    verdict,
  });
  console.log(`results: ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
