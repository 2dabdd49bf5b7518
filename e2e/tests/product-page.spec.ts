import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * The product page's route and rendering (issue 5 §1): server-rendered content and head, the shared cache of
 * the anonymous HTML (ADR 0019), breadcrumbs, query and hash kept, anchors, a real 404, and every product of
 * the demo catalogue opening. The sections have specs of their own (product-*.spec.ts).
 */

interface ApiNode {
  Url: string;
  Categories: { Url: string }[];
  Items: { Id: string; Name: string; Url: string }[];
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function node(request: APIRequestContext, path: string): Promise<ApiNode> {
  const response = await request.get(`/api/v1/Catalog?path=${path}&showDiscontinued=true`, {
    headers: { 'x-lang': 'en' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiNode;
}

/** Every product listed anywhere in the catalogue tree, walked through the API. */
async function allProducts(request: APIRequestContext): Promise<ApiNode['Items']> {
  const found = new Map<string, ApiNode['Items'][number]>();
  const queue = ['products'];
  while (queue.length > 0) {
    const current = await node(request, queue.shift() as string);
    for (const item of current.Items) found.set(item.Id, item);
    for (const category of current.Categories) queue.push(category.Url.replace(/^\/en\//, ''));
  }
  return [...found.values()];
}

async function rotaryUnit(request: APIRequestContext) {
  const rotary = await node(request, 'products/air-handling-units/rotary');
  const first = rotary.Items[0];
  if (!first) throw new Error('The demo catalogue has no rotary unit');
  return first;
}

test('the server HTML holds the product, its head and its structured data', async ({ request, baseURL }) => {
  const product = await rotaryUnit(request);
  const response = await request.get(product.Url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${product.Name} | Airshop</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${product.Name}</h1>`));
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${product.Url}"/>`);
  // Every locale and x-default.
  expect(html.match(/<link rel="alternate" hrefLang="[^"]+"/g)).toHaveLength(16);
  expect(html).toContain(`hrefLang="de-AT" href="${baseURL}${product.Url.replace('/en/', '/de-AT/')}"`);
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(ld ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: product.Name,
    url: `${baseURL}${product.Url}`,
  });
});

test('the anonymous page is cacheable with an ETag; a signed-in visitor gets a private page', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request);
  const first = await request.get(product.Url);
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(first.headers().vary).toContain('Cookie');
  expect(first.headers()['set-cookie']).toBeUndefined();
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  // The scripts of the kept HTML carry the nonce of the kept policy.
  const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
  expect(await first.text()).toContain(`nonce="${nonce}"`);

  const again = await request.get(product.Url, { headers: { 'if-none-match': etag as string } });
  expect(again.status()).toBe(304);
  const same = await request.get(product.Url);
  expect(same.headers().etag).toBe(etag);

  await page.goto(`/util/login.aspx?language=en&ReturnUrl=${encodeURIComponent(product.Url)}`);
  await hydrated(page);
  await page.getByLabel('E-mail address').fill('buyer@nordvent.example');
  await page.getByLabel('Password').fill('Kvistra-demo-2026');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Karin Lindqvist' })).toBeVisible();
  const personal = await page.context().request.get(product.Url);
  // Prices and the person's name: not even the browser keeps the page (ADR 0035).
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  expect(personal.headers().etag).toBeUndefined();
  expect(await personal.text()).toContain('Karin Lindqvist');
});

test('breadcrumbs lead from home through the products page and the categories', async ({ page, request }) => {
  const product = await rotaryUnit(request);
  await page.goto(product.Url);
  await hydrated(page);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Home',
    'Products',
    'Air-handling units',
    'With rotary heat exchanger',
    product.Name,
  ]);
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  await expect(trail.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/en/products');
  await trail.getByRole('link', { name: 'With rotary heat exchanger' }).click();
  await expect(page).toHaveURL(/\/en\/products\/air-handling-units\/rotary$/);
  // The category page reads the same trail as the product page, up to itself.
  await expect(trail.getByRole('listitem')).toHaveText([
    'Home',
    'Products',
    'Air-handling units',
    'With rotary heat exchanger',
  ]);
  await expect(trail.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/en/products');
  // And back to the product from its card: a client-side navigation to a product path.
  await page.locator(`main a[href="${product.Url}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.Name })).toBeVisible();
  // The chooser names its default variant in the query (spec §2: `code` follows the selection).
  await expect(page).toHaveURL(new RegExp(`${product.Url}\\?code=[\\w-]+$`));
});

test('the query code and hidePrice and the hash are kept; back to top goes to #top', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request);
  // A code of one of its variants (not the default) stays; the chooser keeps `code` in step with the selection.
  const sizing = (await (await request.get(`/api/v1/Catalog/Products/${product.Id}/Sizing`)).json()) as {
    Variants: { Code: string }[];
  };
  const code = (sizing.Variants.at(-1) as { Code: string }).Code;
  await page.goto(`${product.Url}?code=${code}&hidePrice=1#documents`);
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`\\?code=${code}&hidePrice=1#documents$`));
  await expect(page.locator('section#documents')).toBeInViewport();
  const top = page.getByRole('link', { name: 'Back to top' });
  await expect(top).toHaveAttribute('href', '#top');
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown product is a real 404 page', async ({ page }) => {
  const response = await page.goto('/en/products/air-handling-units/rotary/no-such-unit');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).not.toMatch(/public/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('every product of the demo catalogue opens with its name, in English and Swedish', async ({
  request,
}) => {
  const products = await allProducts(request);
  expect(products.length).toBeGreaterThanOrEqual(60);
  for (const product of products) {
    for (const url of [product.Url, product.Url.replace(/^\/en\//, '/sv/')]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  }
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the whole product page has no WCAG 2.2 AA violations on a ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    const product = await rotaryUnit(request);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(product.Url);
    await hydrated(page);
    // The consent banner is part of what a first visitor sees.
    await expect(page.getByRole('region', { name: 'Cookies on this website' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
