import { expect, type Page, test } from '@playwright/test';

/*
 * What the product page does for its speed on a phone (issue 13, point 27; bench/src/vitals.ts measures it): the
 * gallery's first slide, the page's largest paint, is responsive and preloaded from the head; the page has one
 * stylesheet, asked for by a Link header before the scripts; the scripts are fetched after the first paint;
 * the cookie banner is painted with the page (ADR 0045); thumbnails are never loaded at gallery size; and
 * crawlers find a real robots.txt and sitemap.
 */

const PRODUCT = '/en/products/air-handling-units/rotary/kvistra-rx-100';

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('the first slide has a srcset and sizes, and the head preloads exactly that image', async ({ page }) => {
  const webp: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/webp') webp.push(new URL(response.url()).pathname);
  });
  await page.goto(PRODUCT);
  await hydrated(page);
  const slide = page.locator('[data-gallery] [data-slide="image"]').first().locator('img');
  const srcset = await slide.getAttribute('srcset');
  const sizes = await slide.getAttribute('sizes');
  expect(srcset).toMatch(/^\/media\/981x732\/\S+ 981w, \/media\/1000x750\/\S+ 1000w$/);
  expect(sizes).toContain('100vw');
  await expect(slide).toHaveAttribute('fetchpriority', 'high');
  await expect(slide).not.toHaveAttribute('loading', 'lazy');

  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', srcset as string);
  await expect(preload).toHaveAttribute('imagesizes', sizes as string);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');

  // The browser picked a candidate of the srcset, in WebP (chosen by the Accept header).
  await expect
    .poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  const chosen = new URL(await slide.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(srcset?.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(chosen);
  expect(webp).toContain(chosen);
});

test('the scripts are fetched once the server HTML is painted, and then hydrate the page', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PRODUCT)).text();
  // Nothing in the document fetches a script by itself: no module preloads, no module script.
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  await page.goto(PRODUCT);
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(1);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
  // The first slide stays the page's one preloaded, high-priority download.
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('fetchpriority', 'high');
});

test('a first visit paints the cookie banner with the page, before any script; a choice hides it for good', async ({
  page,
  context,
}) => {
  // No script chunk arrives: what shows is the server HTML and the head's inline script.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/en/products/air-handling-units');
  const banner = page.getByRole('region', { name: 'Cookies on this website' });
  await expect(banner).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  await context.addCookies([{ name: 'consent', value: 'marketing:0', url: page.url() }]);
  await page.reload();
  await expect(page.locator('[data-consent-banner]')).toBeAttached();
  await expect(banner).toBeHidden();

  // With scripts: a first visit keeps the banner after hydration; choosing removes it.
  await page.unrouteAll();
  await context.clearCookies();
  await page.reload();
  await hydrated(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Necessary cookies only' }).click();
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
});

test('thumbnails load at thumbnail sizes, a video thumbnail too', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const thumbnails = page.locator('[data-gallery] ol img');
  await expect(thumbnails.first()).toBeVisible();
  const count = await thumbnails.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const thumbnail = thumbnails.nth(i);
    await expect(thumbnail).toHaveAttribute('src', /^\/media\/100x100\//);
  }
});

test('the page links one stylesheet, preloaded by a Link header, cached page or not', async ({
  page,
  request,
}) => {
  const first = await request.get(PRODUCT);
  const again = await request.get(PRODUCT);
  await page.goto(PRODUCT);
  const stylesheets = page.locator('link[rel="stylesheet"]');
  await expect(stylesheets).toHaveCount(1);
  const href = await stylesheets.getAttribute('href');
  for (const response of [first, again]) {
    expect(response.headers().link).toBe(`<${href}>; rel=preload; as=style`);
  }
  await page.goto('/en/products/air-handling-units');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
});

test('robots.txt and the sitemaps are served, not redirected to the home page', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain(`<loc>${baseURL}/sitemaps/fi.xml</loc>`);

  const finnish = await request.get('/sitemaps/fi.xml', { maxRedirects: 0 });
  expect(finnish.status()).toBe(200);
  const xml = await finnish.text();
  const fiProduct = PRODUCT.replace(/^\/en/, '/fi');
  expect(xml).toContain(`<loc>${baseURL}${fiProduct}</loc>`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="hu" href="${baseURL}${PRODUCT.replace(/^\/en/, '/hu')}"/>`,
  );
});

test('a category page has a description and its alternates in all 15 locales', async ({ page, baseURL }) => {
  await page.goto('/hu/products/air-handling-units');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S.*Airshop/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/hu/products/air-handling-units`,
  );
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(16);
  await expect(page.locator('head link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute(
    'href',
    `${baseURL}/nl-BL/products/air-handling-units`,
  );
});
