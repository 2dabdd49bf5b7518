import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import type { ApiSizing, ApiVariant } from '../support/sizing.ts';

/*
 * The extras of the product page (issue 6 §6, ADR 0028): warranties, accessories, spare parts and filters of the
 * demo catalogue's units (open by default, filters per variant only) and duct fans (closed by default).
 */

interface ApiExtra {
  Code: string;
  Name: string;
}
interface ApiProduct {
  Detail: { Id: string; Url: string; AreExtrasOpenByDefault: boolean; HasAccessories: boolean };
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { 'x-lang': 'en' } });
  expect(response.ok()).toBe(true);
  return (response.status() === 204 ? [] : await response.json()) as T;
}

async function firstProduct(
  request: APIRequestContext,
  path: string,
): Promise<ApiProduct & { sizing: ApiSizing }> {
  const node = await api<{ Items: { Id: string }[] }>(request, `Catalog?path=${path}`);
  const id = (node.Items[0] as { Id: string }).Id;
  const product = await api<ApiProduct>(request, `Catalog/Products/${id}`);
  return { ...product, sizing: await api<ApiSizing>(request, `Catalog/Products/${id}/Sizing`) };
}

/** Matches the extras list of one product or variant, whatever its query. */
function extrasUrl(id: string, kind: string): (url: URL) => boolean {
  return (url) => url.pathname === `/api/v1/Catalog/${encodeURIComponent(id)}/${kind}`;
}

/** Values (one per attribute) that no variant has together. */
function missingCombination(sizing: ApiSizing): string[] {
  const values = sizing.AttributeNames.map((_, i) => [
    ...new Set(sizing.Variants.map((v) => v.AttributeValues[i] as string)),
  ]);
  const combinations = values.reduce<string[][]>(
    (all, list) => all.flatMap((prefix) => list.map((value) => [...prefix, value])),
    [[]],
  );
  const missing = combinations.find(
    (c) => !sizing.Variants.some((v) => v.AttributeValues.join('|') === c.join('|')),
  );
  if (!missing) throw new Error('The first rotary unit has every combination of its values');
  return missing;
}

function part(page: Page, anchor: string): Locator {
  return page.locator(`section#${anchor}`);
}

function rows(page: Page, anchor: string): Locator {
  return part(page, anchor).getByRole('listitem');
}

async function open(page: Page, url: string): Promise<void> {
  // Consent given before (necessary cookies only): no banner over the bottom of the page.
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'marketing:0', url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

function radio(page: Page, attribute: string, value: string): Locator {
  return page
    .locator('section#sizing')
    .getByRole('group', { name: attribute })
    .getByRole('radio', {
      name: new RegExp(`^${value} \\(`),
    });
}

/** Chooses every value of a variant in the chooser. */
async function chooseVariant(page: Page, sizing: ApiSizing, variant: ApiVariant): Promise<void> {
  for (const [i, name] of sizing.AttributeNames.entries()) {
    const value = variant.AttributeValues[i] as string;
    await radio(page, name, value).click();
  }
  await expect(page.locator('section#sizing').getByRole('heading', { level: 3 })).toHaveText(variant.Code);
}

test('a unit has its four parts open by default; a duct fan has its two closed until opened', async ({
  page,
  request,
}) => {
  const unit = await firstProduct(request, 'products/air-handling-units/rotary');
  expect(unit.Detail.AreExtrasOpenByDefault).toBe(true);
  await open(page, unit.Detail.Url);
  for (const [anchor, title] of [
    ['warranties', 'Warranties'],
    ['accessories', 'Accessories'],
    ['spareparts', 'Spare parts'],
    ['filters', 'Filters'],
  ] as const) {
    await expect(part(page, anchor).getByRole('button', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  // The section order of the spec: warranties, accessories, spare parts, filters.
  const order = await page
    .locator('section#warranties, section#accessories, section#spareparts, section#filters')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(order).toEqual(['warranties', 'accessories', 'spareparts', 'filters']);

  const fan = await firstProduct(request, 'products/fans/duct-fans');
  expect(fan.Detail.AreExtrasOpenByDefault).toBe(false);
  await open(page, fan.Detail.Url);
  await expect(part(page, 'warranties')).toHaveCount(0);
  await expect(part(page, 'filters')).toHaveCount(0);
  const trigger = part(page, 'accessories').getByRole('button', { name: /^Accessories/ });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(rows(page, 'accessories').first()).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(rows(page, 'accessories').first()).toBeVisible();
  // The summary's action link opens its part too.
  await expect(part(page, 'spareparts').getByRole('button', { name: /^Spare parts/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('list', { name: 'Jump to' }).getByRole('link', { name: 'Spare parts' }).click();
  await expect(part(page, 'spareparts').getByRole('button', { name: /^Spare parts/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test("choosing a variant loads that variant's lists: loading, then its items", async ({ page, request }) => {
  const unit = await firstProduct(request, 'products/air-handling-units/rotary');
  const target = unit.sizing.Variants.find((v) => v.Code !== unit.sizing.DefaultVariantCode) as ApiVariant;
  const filters = await api<ApiExtra[]>(
    request,
    `Catalog/${encodeURIComponent(target.Code)}/Filters?contentType=variant`,
  );
  expect(filters.length).toBeGreaterThan(0);
  await open(page, `${unit.Detail.Url}?code=${encodeURIComponent(unit.sizing.DefaultVariantCode as string)}`);
  await expect(rows(page, 'filters').first()).toBeVisible();

  // Hold the new variant's filters until the loading state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(extrasUrl(target.Code, 'Filters'), async (route: Route) => {
    asked.push(new URL(route.request().url()).searchParams.get('contentType') ?? '');
    await held;
    await route.continue();
  });
  await chooseVariant(page, unit.sizing, target);
  await expect(part(page, 'filters').getByRole('status', { name: 'Loading Filters' })).toBeVisible();
  await expect(part(page, 'filters').locator('[data-stage]')).toHaveAttribute('data-stage', 'loading');
  release();
  await expect(part(page, 'filters').locator('[data-stage]')).toHaveAttribute('data-stage', 'success');
  await expect(part(page, 'filters').getByText(`Showing what fits variant ${target.Code}.`)).toBeVisible();
  await expect(rows(page, 'filters')).toHaveCount(Math.min(filters.length, 2));
  // The name links to the extra's own page with its variant chosen.
  await expect(
    rows(page, 'filters')
      .first()
      .getByRole('link', { name: (filters[0] as ApiExtra).Name, exact: true }),
  ).toHaveAttribute('href', new RegExp(`\\?code=${(filters[0] as ApiExtra).Code}$`));
  expect(asked).toEqual(['variant']);
  // Each item has its own image, from the media URLs at the related-item size.
  await expect(rows(page, 'filters').first().locator('img')).toHaveAttribute('src', /^\/media\/200x200\//);
});

test('a newer selection cancels the request of the older one', async ({ page, request }) => {
  const unit = await firstProduct(request, 'products/air-handling-units/rotary');
  const [first, second] = unit.sizing.Variants.filter((v) => v.Code !== unit.sizing.DefaultVariantCode) as [
    ApiVariant,
    ApiVariant,
  ];
  await open(page, `${unit.Detail.Url}?code=${encodeURIComponent(unit.sizing.DefaultVariantCode as string)}`);
  await expect(rows(page, 'accessories').first()).toBeVisible();

  // The first variant's accessories never answer; the request must be aborted, not waited for.
  await page.route(extrasUrl(first.Code, 'Accessories'), () => {});
  const aborted = page.waitForEvent('requestfailed', (r) =>
    r.url().includes(`/Catalog/${encodeURIComponent(first.Code)}/Accessories`),
  );
  await chooseVariant(page, unit.sizing, first);
  await expect(part(page, 'accessories').locator('[data-stage]')).toHaveAttribute('data-stage', 'loading');
  await chooseVariant(page, unit.sizing, second);
  await aborted;
  await expect(part(page, 'accessories').locator('[data-stage]')).toHaveAttribute('data-stage', 'success');
  await expect(
    part(page, 'accessories').getByText(`Showing what fits variant ${second.Code}.`),
  ).toBeVisible();
});

test("2 items until 'show all N', then 'hide'; 'show all variants' and clear selection", async ({
  page,
  request,
}) => {
  const unit = await firstProduct(request, 'products/air-handling-units/rotary');
  const productAccessories = await api<ApiExtra[]>(
    request,
    `Catalog/${unit.Detail.Id}/Accessories?contentType=product`,
  );
  expect(productAccessories.length).toBeGreaterThan(2);
  const variant = unit.sizing.DefaultVariantCode as string;
  const variantAccessories = await api<ApiExtra[]>(
    request,
    `Catalog/${variant}/Accessories?contentType=variant`,
  );
  await open(page, `${unit.Detail.Url}?code=${encodeURIComponent(variant)}`);

  const accessories = part(page, 'accessories');
  await expect(rows(page, 'accessories')).toHaveCount(2);
  const showAll = accessories.getByRole('button', { name: `Show all ${variantAccessories.length}` });
  await showAll.click();
  await expect(rows(page, 'accessories')).toHaveCount(variantAccessories.length);
  await expect(accessories.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  await accessories.getByRole('button', { name: 'Hide' }).click();
  await expect(rows(page, 'accessories')).toHaveCount(2);
  await expect(showAll).toBeFocused();

  // 'Show all variants': the product's list although a variant is chosen, and back.
  const productList = page.waitForRequest((r) =>
    r.url().includes(`/Catalog/${unit.Detail.Id}/Accessories?contentType=product`),
  );
  await accessories.getByRole('button', { name: 'Show all variants' }).click();
  await productList;
  await expect(accessories.getByText('Showing what fits every variant.')).toBeVisible();
  await expect(accessories.locator('[data-stage]')).toHaveAttribute('data-content', 'product');
  await expect(accessories.getByRole('button', { name: `Show for ${variant} only` })).toBeVisible();

  // Filters exist per variant only: without a choice the part asks for one.
  const productFilters = await api<ApiExtra[]>(
    request,
    `Catalog/${unit.Detail.Id}/Filters?contentType=product`,
  );
  expect(productFilters).toEqual([]);

  // Clear selection: the flags go back, and the product-level lists are loaded again.
  const reloaded = page.waitForRequest((r) =>
    r.url().includes(`/Catalog/${unit.Detail.Id}/Filters?contentType=product`),
  );
  await page.locator('section#sizing').getByRole('button', { name: 'Clear selection' }).click();
  await reloaded;
  await expect(part(page, 'filters').getByText('Select a variant to show what fits it.')).toBeVisible();
  // Every part now says the same about whose additions it shows, the full lists as much as the empty ones.
  for (const anchor of ['accessories', 'filters'])
    await expect(part(page, anchor).getByText('Showing what fits every variant.')).toBeVisible();
  await expect(accessories.getByRole('button', { name: 'Show all variants' })).toHaveCount(0);
  await expect(accessories.locator('[data-stage]')).toHaveAttribute('data-stage', 'success');
  await expect(rows(page, 'accessories')).toHaveCount(2);
  await expect(
    accessories.getByRole('button', { name: `Show all ${productAccessories.length}` }),
  ).toHaveAttribute('aria-expanded', 'false');
});

test('a list that fails to load says so, and loads on "try again"', async ({ page, request }) => {
  const unit = await firstProduct(request, 'products/air-handling-units/rotary');
  const variant = unit.sizing.DefaultVariantCode as string;
  const failing = extrasUrl(variant, 'SpareParts');
  await page.route(failing, (route) =>
    route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
  );
  await open(page, `${unit.Detail.Url}?code=${encodeURIComponent(variant)}`);
  const spareParts = part(page, 'spareparts');
  await expect(spareParts.getByRole('alert')).toContainText('The list could not be loaded');
  await expect(spareParts.locator('[data-stage]')).toHaveAttribute('data-stage', 'error');
  // The other parts are not affected.
  await expect(part(page, 'accessories').locator('[data-stage]')).toHaveAttribute('data-stage', 'success');

  await page.unroute(failing);
  await spareParts.getByRole('button', { name: 'Try again' }).click();
  await expect(spareParts.locator('[data-stage]')).toHaveAttribute('data-stage', 'success');
  await expect(rows(page, 'spareparts').first()).toBeVisible();
  await expect(spareParts.getByRole('alert')).toHaveCount(0);
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`the chooser and the open extras have no WCAG 2.2 AA violations (${viewport.name})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const unit = await firstProduct(request, 'products/air-handling-units/rotary');
    await open(page, unit.Detail.Url);
    await expect(part(page, 'accessories').locator('[data-stage]')).toHaveAttribute('data-stage', 'success');
    await part(page, 'accessories')
      .getByRole('button', { name: /^Show all \d/ })
      .click();
    // A refused value is part of what must read well, too: the last value chosen is the one refused.
    const missing = missingCombination(unit.sizing);
    for (const [i, name] of unit.sizing.AttributeNames.entries()) {
      await radio(page, name, missing[i] as string).click();
    }
    await expect(page.getByText('No variant matches this selection').first()).toBeVisible();
    for (const anchor of ['warranties', 'accessories', 'spareparts', 'filters']) {
      await expect(part(page, anchor).locator('[data-stage]')).toHaveAttribute('data-stage', 'success');
    }
    await expectNoAxeViolations(page, ['section#sizing', 'section:has(> div > section#accessories)']);
    await page.locator('section#sizing').screenshot({ path: testInfo.outputPath('chooser.png') });
    // Nothing of the two sections is wider than their column.
    const overflowing = await page
      .locator('section#sizing, section:has(> div > section#accessories)')
      .evaluateAll((sections) => sections.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.id));
    expect(overflowing).toEqual([]);
  });
}
