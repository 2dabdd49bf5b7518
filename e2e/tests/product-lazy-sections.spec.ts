import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/*
 * The lazily hydrated sections of the product page (ADR 0030): the enquiry, documents, contacts and services,
 * marketing form and next steps are in the server HTML, but their code (one chunk, lower-sections-*.js) is not
 * part of the first view; it loads when a section comes near, is pressed or focused, or is named by the hash. A
 * press on a section whose code has not arrived yet is kept and done once it has.
 */

const LOWER_SECTIONS = /\/assets\/lower-sections-[\w-]+\.js$/;
const SPARE_PART_PAGE = '/en/products/spare-parts/kvistra-sp-100';

test.use({ viewport: { width: 1366, height: 900 } });

/** A rotary unit with documents and the sales-contact block (the demo data decides which). */
async function rotaryUnitUrl(request: APIRequestContext): Promise<string> {
  const node = await request.get('/api/v1/Catalog?path=products/air-handling-units/rotary', {
    headers: { 'x-lang': 'en' },
  });
  expect(node.status()).toBe(200);
  for (const item of ((await node.json()) as { Items: { Id: string; Url: string }[] }).Items) {
    const detail = await request.get(`/api/v1/Catalog/Products/${item.Id}`, { headers: { 'x-lang': 'en' } });
    expect(detail.status()).toBe(200);
    if (((await detail.json()) as { Documents: unknown[] }).Documents.length > 0) return item.Url;
  }
  throw new Error('The demo catalogue has no rotary unit with documents');
}

/** Every request for the lower sections' chunk, and every console error and page error, from now on. */
function watch(page: Page) {
  const chunkRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (LOWER_SECTIONS.test(request.url())) chunkRequests.push(request.url());
  });
  page.on('console', (message) => {
    // In the browser a path is looked up as a category first, and a product's path answers 404 (ADR 0013).
    if (message.type() !== 'error' || message.location().url.includes('/api/v1/Catalog?path=')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { chunkRequests, errors };
}

const lazySection = (page: Page, name: string) => page.locator(`[data-lazy-section="${name}"]`);

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('the first view holds the lower sections in its HTML but not their code', async ({ page, request }) => {
  const url = await rotaryUnitUrl(request);
  const seen = watch(page);
  await openHydrated(page, url);
  // Everything the first view asks for has arrived, the page has hydrated, and nobody scrolled.
  await page.waitForLoadState('networkidle');
  expect(seen.chunkRequests).toEqual([]);
  await expect(lazySection(page, 'documents')).not.toHaveAttribute('data-hydrated');
  await expect(lazySection(page, 'contacts')).not.toHaveAttribute('data-hydrated');
  // The server HTML of the sections is still there, as rendered.
  await expect(
    page.locator('section#documents').getByRole('heading', { name: 'Documents', level: 2 }),
  ).toBeAttached();
  await expect(page.locator('section#documents tbody tr').first()).toBeAttached();
  await expect(page.locator('section#contact').getByRole('button', { name: 'Show contacts' })).toBeAttached();

  const loading = page.waitForRequest(LOWER_SECTIONS);
  await page.locator('section#documents').scrollIntoViewIfNeeded();
  await loading;
  await expect(lazySection(page, 'documents')).toHaveAttribute('data-hydrated', '');
  expect(seen.chunkRequests).toHaveLength(1);
  expect(seen.errors).toEqual([]);
});

test('a hash naming a lower section loads its code with the page', async ({ page }) => {
  const seen = watch(page);
  const loading = page.waitForRequest(LOWER_SECTIONS);
  await openHydrated(page, `${SPARE_PART_PAGE}#enquiry`);
  await loading;
  await expect(lazySection(page, 'enquiry')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('section#enquiry').getByRole('textbox').first()).toBeEditable();
  expect(seen.errors).toEqual([]);
});

test('a press on a section whose code has not arrived is done once it has', async ({ page, request }) => {
  const url = await rotaryUnitUrl(request);
  const seen = watch(page);
  // The chunk is held until the press has been made, so the press surely meets the server HTML alone.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(LOWER_SECTIONS, async (route) => {
    await released;
    await route.continue();
  });
  await openHydrated(page, url);
  await page.getByRole('button', { name: 'Necessary cookies only' }).click();

  const section = page.locator('section#documents');
  const requested = page.waitForRequest(LOWER_SECTIONS);
  await section.scrollIntoViewIfNeeded();
  await requested;
  const dateHeader = section.getByRole('columnheader', { name: 'Date' });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
  await expect(lazySection(page, 'documents')).not.toHaveAttribute('data-hydrated');
  await dateHeader.getByRole('button').click();

  release();
  await expect(lazySection(page, 'documents')).toHaveAttribute('data-hydrated', '');
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  expect(seen.errors).toEqual([]);
});

test('a product reached in the browser renders its lower sections with their code', async ({
  page,
  request,
}) => {
  const url = await rotaryUnitUrl(request);
  const seen = watch(page);
  await openHydrated(page, url);
  // Up to the category through the breadcrumb, then into a product: both rendered in the browser.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/air-handling-units\/rotary$/);
  await page.locator(`main [data-product-id] a[href="${url}"]`).first().click();
  // The chooser may add the chosen variant's code to the address (ADR 0028).
  await expect(page).toHaveURL(new RegExp(`${url}(\\?.*)?$`));
  await expect(lazySection(page, 'documents')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('section#documents tbody tr').first()).toBeVisible();
  expect(seen.chunkRequests.length).toBeGreaterThan(0);
  expect(seen.errors).toEqual([]);
});
