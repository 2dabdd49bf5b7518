import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { sessionOf } from '../support/signed-in.ts';
import type { ApiSizing, ApiVariant } from '../support/sizing.ts';

/*
 * The variant chooser of the product page (issue 6 §1, ADR 0028) on a rotary air-handling unit of the demo
 * catalogue: three attributes (size, orientation, heater type), a default variant, and no electric heater in
 * the largest size, so one combination matches no variant.
 */

interface Unit {
  id: string;
  url: string;
  sizing: ApiSizing;
  /** Values (one per attribute) that no variant has together. */
  missing: string[];
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { 'x-lang': 'en' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The first rotary unit with a combination of values that no variant has. */
async function unitWithGap(request: APIRequestContext): Promise<Unit> {
  const node = await api<{ Items: { Id: string; Url: string }[] }>(
    request,
    'Catalog?path=products/air-handling-units/rotary',
  );
  for (const item of node.Items) {
    const sizing = await api<ApiSizing>(request, `Catalog/Products/${item.Id}/Sizing`);
    const names = sizing.AttributeNames;
    const values = names.map((_, i) => [
      ...new Set(sizing.Variants.map((v) => v.AttributeValues[i] as string)),
    ]);
    const combinations = values.reduce<string[][]>(
      (all, list) => all.flatMap((prefix) => list.map((value) => [...prefix, value])),
      [[]],
    );
    const missing = combinations.find(
      (combination) => !sizing.Variants.some((v) => v.AttributeValues.join('|') === combination.join('|')),
    );
    if (names.length === 3 && sizing.DefaultVariantCode && missing)
      return { id: item.Id, url: item.Url, sizing, missing };
  }
  throw new Error('The demo catalogue has no rotary unit with a missing combination');
}

function chooser(page: Page): Locator {
  return page.locator('section#sizing');
}

function group(page: Page, name: string): Locator {
  return chooser(page).getByRole('group', { name });
}

/** The radio of a value; its name is the value, then its viable-option count. */
function option(page: Page, attribute: string, value: string): Locator {
  return group(page, attribute).getByRole('radio', { name: new RegExp(`^${value} \\(`) });
}

async function choose(page: Page, attribute: string, value: string): Promise<void> {
  // The radio covers its whole button, unseen: a press on the button lands on it.
  await option(page, attribute, value).click();
  await expect(option(page, attribute, value)).toBeChecked();
}

function codeInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('code');
}

async function open(page: Page, url: string): Promise<void> {
  // Consent given before (necessary cookies only): no banner over the bottom of the page.
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'marketing:0', url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('without ?code= the default variant is chosen, and the URL says so', async ({ page, request }) => {
  const unit = await unitWithGap(request);
  const fallback = unit.sizing.Variants.find((v) => v.Code === unit.sizing.DefaultVariantCode) as ApiVariant;
  await open(page, unit.url);
  await expect(chooser(page).getByRole('heading', { level: 2 })).toHaveText('Choose your variant');
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveText(fallback.Code);
  for (const [i, name] of unit.sizing.AttributeNames.entries()) {
    await expect(option(page, name, fallback.AttributeValues[i] as string)).toBeChecked();
  }
  await expect.poll(() => codeInUrl(page)).toBe(fallback.Code);
});

test('?code= preselects its variant, and choosing values moves the code in place', async ({
  page,
  request,
}) => {
  const unit = await unitWithGap(request);
  const [size, orientation] = unit.sizing.AttributeNames as [string, string, string];
  const start = unit.sizing.Variants.find((v) => v.Code !== unit.sizing.DefaultVariantCode) as ApiVariant;
  await open(page, `${unit.url}?hidePrice=1&code=${encodeURIComponent(start.Code)}#sizing`);
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveText(start.Code);
  // The server rendered it that way: the page's HTML already names the variant (ADR 0028).
  const html = await (await request.get(`${unit.url}?code=${encodeURIComponent(start.Code)}`)).text();
  expect(html).toContain(`data-variant="${start.Code}"`);

  const historyLength = await page.evaluate(() => history.length);
  const otherOrientation = unit.sizing.Variants.find(
    (v) =>
      v.AttributeValues[0] === start.AttributeValues[0] &&
      v.AttributeValues[1] !== start.AttributeValues[1] &&
      v.AttributeValues[2] === start.AttributeValues[2],
  ) as ApiVariant;
  await choose(page, orientation, otherOrientation.AttributeValues[1] as string);
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveText(otherOrientation.Code);
  await expect.poll(() => codeInUrl(page)).toBe(otherOrientation.Code);
  const url = new URL(page.url());
  expect(url.searchParams.get('hidePrice')).toBe('1');
  expect(url.hash).toBe('#sizing');
  expect(url.search.indexOf('hidePrice')).toBeLessThan(url.search.indexOf('code'));
  // Replaced, not pushed: Back leaves the product page.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // The keyboard moves through a group's values like any radio group.
  const sizes = [...new Set(unit.sizing.Variants.map((v) => v.AttributeValues[0] as string))];
  const at = sizes.indexOf(otherOrientation.AttributeValues[0] as string);
  const next = sizes[(at + 1) % sizes.length] as string;
  await option(page, size, otherOrientation.AttributeValues[0] as string).focus();
  await page.keyboard.press('ArrowRight');
  await expect(option(page, size, next)).toBeChecked();
  await expect(option(page, size, next)).toBeFocused();
});

test('a combination no variant has shows the wrong-selection note; viable counts follow the other choices', async ({
  page,
  request,
}) => {
  const unit = await unitWithGap(request);
  const names = unit.sizing.AttributeNames;
  const [size, orientation, heater] = unit.missing as [string, string, string];
  await open(page, unit.url);

  // Counts: how many variants have the value and agree with the other attributes' choices.
  await choose(page, names[1] as string, orientation);
  await choose(page, names[2] as string, heater);
  const sizes = [...new Set(unit.sizing.Variants.map((v) => v.AttributeValues[0] as string))];
  for (const value of sizes) {
    const count = unit.sizing.Variants.filter(
      (v) =>
        v.AttributeValues[0] === value &&
        v.AttributeValues[1] === orientation &&
        v.AttributeValues[2] === heater,
    ).length;
    await expect(option(page, names[0] as string, value)).toHaveAccessibleName(
      `${value} (matching variants: ${count})`,
    );
  }
  await expect(option(page, names[0] as string, size)).toHaveAccessibleName(`${size} (matching variants: 0)`);

  await choose(page, names[0] as string, size);
  await expect(chooser(page).getByText('No variant matches this selection').first()).toBeVisible();
  await expect(chooser(page).getByRole('status')).toHaveText('No variant matches this selection');
  // The refused value says why, and the group is described by it.
  await expect(group(page, names[0] as string)).toHaveAccessibleDescription(
    new RegExp(
      `^${size} is not available with your other choices\\. Pick another value here or change the other properties\\.`,
    ),
  );
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect.poll(() => codeInUrl(page)).toBeNull();

  // Another heater clears the size's error and, as that combination exists, selects its variant.
  const fix = unit.sizing.Variants.find(
    (v) => v.AttributeValues[0] === size && v.AttributeValues[1] === orientation,
  ) as ApiVariant;
  await choose(page, names[2] as string, fix.AttributeValues[2] as string);
  await expect(chooser(page).getByText('No variant matches this selection')).toHaveCount(0);
  await expect(group(page, names[0] as string)).not.toHaveAttribute('data-invalid');
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveText(fix.Code);
  await expect.poll(() => codeInUrl(page)).toBe(fix.Code);
});

test('clear selection empties every attribute and drops the code from the URL', async ({ page, request }) => {
  const unit = await unitWithGap(request);
  await open(page, `${unit.url}?code=${encodeURIComponent(unit.sizing.DefaultVariantCode as string)}`);
  await chooser(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(chooser(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(chooser(page).getByText('Choose a value for each property to see the variant')).toBeVisible();
  await expect(chooser(page).getByRole('status')).toHaveText(
    `${unit.sizing.Variants.length} of ${unit.sizing.Variants.length} variants match your choices`,
  );
  await expect.poll(() => codeInUrl(page)).toBeNull();
});

test('a spare part reads as choosing a part', async ({ page, request }) => {
  const node = await api<{ Items: { Id: string; Url: string }[] }>(
    request,
    'Catalog?path=products/spare-parts',
  );
  const part = node.Items[0] as { Id: string; Url: string };
  const sizing = await api<ApiSizing>(request, `Catalog/Products/${part.Id}/Sizing`);
  expect(sizing.IsSparePartOrAccessory).toBe(true);
  await open(page, part.Url);
  await expect(chooser(page).getByRole('heading', { level: 2 })).toHaveText('Choose your part');
  await expect(chooser(page).getByText('Selected part')).toBeVisible();
});

test('the chooser reads in the page language', async ({ page, request }) => {
  const unit = await unitWithGap(request);
  await open(page, unit.url.replace(/^\/en\//, '/sv/'));
  await expect(chooser(page).getByRole('heading', { level: 2 })).toHaveText('Välj variant');
  await expect(chooser(page).getByRole('button', { name: 'Rensa val' })).toBeVisible();
});

test("the shared anonymous page holds no prices; an approved buyer's page has them and stays private", async ({
  request,
  playwright,
  baseURL,
}) => {
  const unit = await unitWithGap(request);
  const path = `${unit.url}?code=${encodeURIComponent(unit.sizing.DefaultVariantCode as string)}`;
  const anonymous = await request.get(path);
  expect(anonymous.headers()['cache-control']).toMatch(/^public/);
  const html = await anonymous.text();
  expect(html).toContain(`data-variant="${unit.sizing.DefaultVariantCode}"`);
  for (const key of ['UnitPrice', 'UnitGrossPrice', 'StockModified', 'LeadTimes'])
    expect(html).not.toContain(key);

  const buyer = await playwright.request.newContext({
    baseURL,
    storageState: await sessionOf('buyer@nordvent.example'),
  });
  const own = await buyer.get(path);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(await own.text()).toContain('UnitPrice');
  // The buyer's visit left nothing in the shared page: the next anonymous visitor gets the same bytes.
  expect(await (await request.get(path)).text()).not.toContain('UnitPrice');
  await buyer.dispose();
});

test('an in-page anchor after a choice keeps the variant and fetches no page data again', async ({
  page,
  request,
}) => {
  const unit = await unitWithGap(request);
  await open(page, unit.url);
  const names = unit.sizing.AttributeNames;
  const other = unit.sizing.Variants.find((v) => v.Code !== unit.sizing.DefaultVariantCode) as ApiVariant;
  for (const [i, name] of names.entries()) await choose(page, name, other.AttributeValues[i] as string);
  await expect.poll(() => codeInUrl(page)).toBe(other.Code);

  const pageData: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('.data') || r.url().includes('/api/v1/Catalog?')) pageData.push(r.url());
  });
  await page.getByRole('list', { name: 'Jump to' }).getByRole('link', { name: 'Accessories' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?code=${other.Code}#accessories$`));
  await expect(page.locator('section#accessories')).toBeInViewport();
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveText(other.Code);
  await page.getByRole('link', { name: 'Back to top' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?code=${other.Code}#top$`));
  expect(pageData).toEqual([]);
});

test('changing the language keeps the chosen variant, its code and the hash, with counts in the new language', async ({
  page,
  request,
}) => {
  const unit = await unitWithGap(request);
  const other = unit.sizing.Variants.find((v) => v.Code !== unit.sizing.DefaultVariantCode) as ApiVariant;
  await open(page, `${unit.url}#sizing`);
  for (const [i, name] of unit.sizing.AttributeNames.entries())
    await choose(page, name, other.AttributeValues[i] as string);
  await expect.poll(() => codeInUrl(page)).toBe(other.Code);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`^[^?]*/de/[^?]*\\?code=${encodeURIComponent(other.Code)}#sizing$`),
  );
  await expect(chooser(page).getByRole('button', { name: 'Auswahl zurücksetzen' })).toBeVisible();
  // The values now read in German: each group still has its value checked and no count fell to 0.
  await expect(chooser(page).getByRole('heading', { level: 3 })).toHaveText(other.Code);
  await expect(chooser(page).getByRole('radio', { checked: true })).toHaveCount(
    unit.sizing.AttributeNames.length,
  );
  await expect(chooser(page).getByRole('status')).toContainText(other.Code);
  await expect(chooser(page).locator('[data-invalid]')).toHaveCount(0);

  // A half-made choice has no code in the URL: it is carried by identity too, back to English this time.
  const germanAnswer = await request.get(`/api/v1/Catalog/Products/${unit.id}/Sizing`, {
    headers: { 'x-lang': 'de' },
  });
  const german = (await germanAnswer.json()) as ApiSizing;
  const germanOther = german.Variants.find((v) => v.Code === other.Code) as ApiVariant;
  await chooser(page).getByRole('button', { name: 'Auswahl zurücksetzen' }).click();
  await choose(page, german.AttributeNames[1] as string, germanOther.AttributeValues[1] as string);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Sprache/ })
    .click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/en\/[^?]*#sizing$/);
  const [, orientation] = unit.sizing.AttributeNames as [string, string];
  await expect(option(page, orientation, other.AttributeValues[1] as string)).toBeChecked();
  await expect(chooser(page).getByRole('status')).toHaveText(/^[1-9]\d* of \d+ variants match your choices$/);
});

test('from the top of the page, skip links reach the first variant value and the selected variant in a few presses', async ({
  page,
  request,
}) => {
  const unit = await unitWithGap(request);
  const fallback = unit.sizing.Variants.find((v) => v.Code === unit.sizing.DefaultVariantCode) as ApiVariant;
  const [first] = unit.sizing.AttributeNames as [string];
  await open(page, unit.url);

  // Tab from the top until the chooser's skip link has focus: it comes right after the header.
  const skip = page.getByRole('link', { name: 'Skip to the variant chooser' });
  let presses = 0;
  while (presses < 20 && !(await skip.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(option(page, first, fallback.AttributeValues[0] as string)).toBeFocused();
  // The chooser says how the keyboard moves, and every group reads it out.
  await expect(
    chooser(page).getByText(/the arrow keys move between the values of one property/),
  ).toBeVisible();
  await expect(group(page, first)).toHaveAccessibleDescription(/arrow keys move between the values/);

  await page.getByRole('link', { name: 'Skip to the selected variant' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // An anonymous visitor's first stop in the selected variant's box is its sign-in link.
  await expect(page.locator('#buy-box').getByRole('link', { name: 'Sign in' })).toBeFocused();
});

test('the page carries the chooser as first drawn, not the variants; a choice made before they come is kept, and a failed read says so and retries', async ({
  page,
  request,
}) => {
  const unit = await unitWithGap(request);
  const html = await (await request.get(unit.url)).text();
  // The default variant is drawn; none of the others' codes travels in the page (ADR 0080).
  expect(html).toContain(`data-variant="${unit.sizing.DefaultVariantCode}"`);
  const others = unit.sizing.Variants.filter((v) => v.Code !== unit.sizing.DefaultVariantCode);
  for (const other of others) expect(html).not.toContain(`"${other.Code}"`);

  // The variants' read is held until the person has chosen: the choice waits for them, then applies.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/Catalog/Products/*/Sizing', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, unit.url);
  const [size, orientation] = unit.sizing.AttributeNames as [string, string, string];
  const fallback = unit.sizing.Variants.find((v) => v.Code === unit.sizing.DefaultVariantCode) as ApiVariant;
  const target = others.find(
    (v) =>
      v.AttributeValues[0] !== fallback.AttributeValues[0] &&
      v.AttributeValues.slice(1).join() === fallback.AttributeValues.slice(1).join(),
  ) as ApiVariant;
  await option(page, size, target.AttributeValues[0] as string).click();
  release();
  await expect(option(page, size, target.AttributeValues[0] as string)).toBeChecked();
  await expect.poll(() => codeInUrl(page)).toBe(target.Code);
  await expect(option(page, orientation, target.AttributeValues[1] as string)).toBeChecked();

  // A read that fails leaves the first view in place, says why, and 'try again' reads again.
  await page.unroute('**/api/v1/Catalog/Products/*/Sizing');
  let failures = 1;
  await page.route('**/api/v1/Catalog/Products/*/Sizing', (route) =>
    failures-- > 0 ? route.abort() : route.continue(),
  );
  await open(page, unit.url);
  const alert = chooser(page).getByRole('alert');
  await expect(alert).toContainText('The variants could not be loaded');
  await expect(chooser(page).locator(`[data-variant="${unit.sizing.DefaultVariantCode}"]`)).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await choose(page, size, target.AttributeValues[0] as string);
  await expect.poll(() => codeInUrl(page)).toBe(target.Code);
});
