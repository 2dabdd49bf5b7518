import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * The catalogue pages on the demo catalogue the server imports at its first start (70 products): home →
 * family → category, breadcrumb, filters in the URL, the header menu by keyboard and on a phone, held nodes
 * not fetched again, and axe on the new pages.
 */

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Every image in the locator has loaded (a broken or missing file has naturalWidth 0). */
async function expectImagesLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

const productCards = (page: Page) => page.locator('main [data-product-id]');

interface ApiNode {
  Url: string;
  Items: { Id: string; IsDiscontinued: boolean; IsSparePart: boolean }[];
}
interface ApiMenu {
  Catalogs: { Items: { Id: string; Items: { Id: string }[] }[] }[];
}

/** A leaf category holding a discontinued product, found through the API (the demo data decides which). */
async function categoryWithDiscontinued(request: APIRequestContext): Promise<ApiNode> {
  const menu = (await (await request.get('/api/v1/Catalog/Menu')).json()) as ApiMenu;
  const leaves = (menu.Catalogs[0]?.Items ?? []).flatMap((top) => (top.Items.length > 0 ? top.Items : [top]));
  for (const leaf of leaves) {
    const node = (await (
      await request.get(`/api/v1/Catalog/${leaf.Id}?showDiscontinued=true`)
    ).json()) as ApiNode;
    if (node.Items.some((item) => item.IsDiscontinued) && node.Items.some((item) => !item.IsSparePart))
      return node;
  }
  throw new Error('The demo catalogue has no category with a discontinued product');
}

test('home → family → category: products with images, and the breadcrumb leads back', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  const families = page.getByRole('region', { name: 'Product families' });
  await expectImagesLoaded(families.locator('img'));
  await families.getByRole('link', { name: 'Air-handling units' }).click();

  await expect(page).toHaveURL(/\/en\/products\/air-handling-units$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air-handling units');
  await expect(page).toHaveTitle('Air-handling units | Airshop');
  await page.getByRole('link', { name: 'With rotary heat exchanger' }).click();

  await expect(page).toHaveURL(/\/en\/products\/air-handling-units\/rotary$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('With rotary heat exchanger');
  await expect(productCards(page).first()).toBeVisible();
  await expect(productCards(page).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/en\/products\/air-handling-units\/rotary\/[a-z0-9-]+$/,
  );
  await expectImagesLoaded(productCards(page).locator('img'));

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('With rotary heat exchanger');
  await breadcrumb.getByRole('link', { name: 'Air-handling units' }).click();
  await expect(page).toHaveURL(/\/en\/products\/air-handling-units$/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
});

test('a path that is no category is a 404 page', async ({ page }) => {
  const response = await page.goto('/en/products/air-handling-units/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Airshop');
});

test('switching the language on a category page keeps the path and the filters', async ({ page }) => {
  await page.goto('/en/products/fans/duct-fans?showDiscontinued=true');
  await hydrated(page);
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv\/products\/fans\/duct-fans\?showDiscontinued=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kanalfläktar');
  await expect(page.getByRole('checkbox', { name: 'Utgångna produkter' })).toBeChecked();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Produkter' })).toBeVisible();
});

test('the filters toggle, change the list and live in the URL', async ({ page, request }) => {
  const target = await categoryWithDiscontinued(request);
  const all = target.Items.length;
  const withoutDiscontinued = target.Items.filter((item) => !item.IsDiscontinued).length;
  await page.goto(target.Url);
  await hydrated(page);
  await expect(productCards(page)).toHaveCount(withoutDiscontinued);
  await expect(page.getByText('Discontinued', { exact: true })).toHaveCount(0);

  const discontinued = page.getByRole('checkbox', { name: 'Discontinued products' });
  await discontinued.check();
  await expect(page).toHaveURL(/\?showDiscontinued=true$/);
  await expect(productCards(page)).toHaveCount(all);
  await expect(page.getByText('Discontinued', { exact: true }).first()).toBeVisible();
  await expect(discontinued).toBeChecked();

  await page.getByRole('checkbox', { name: 'Only spare parts' }).check();
  await expect(page).toHaveURL(/showDiscontinued=true&showSparePartsOnly=true$/);
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.Url}$`));
  await expect(productCards(page)).toHaveCount(withoutDiscontinued);
  await expect(discontinued).not.toBeChecked();

  // Back restores the filtered list and its toggles; a reload keeps them (server-rendered from the URL).
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Only spare parts' })).toBeChecked();
  await page.goBack();
  await expect(productCards(page)).toHaveCount(all);
  await page.reload();
  await hydrated(page);
  await expect(productCards(page)).toHaveCount(all);
  await expect(page.getByRole('checkbox', { name: 'Discontinued products' })).toBeChecked();
});

test('the catalogue menu works with the keyboard', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Products' });
  await menuButton.focus();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Duct fans' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'All products' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Air-handling units' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'With rotary heat exchanger' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\/air-handling-units\/rotary$/);
  await expect(panel).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens as a drawer, leads to a category, and the level-up link goes to the parent', async ({
    page,
  }) => {
    await page.goto('/en/');
    await hydrated(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Products' });
    await menuButton.click();
    const panel = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(385);
    await panel.getByRole('link', { name: 'Roof fans' }).click();
    await expect(page).toHaveURL(/\/en\/products\/fans\/roof-fans$/);
    await expect(panel).toBeHidden();
    await expectImagesLoaded(productCards(page).first().locator('img'));

    // Phones show the level-up link instead of the whole trail.
    const up = page.getByRole('link', { name: 'Back to Fans' });
    await expect(up).toBeVisible();
    await up.click();
    await expect(page).toHaveURL(/\/en\/products\/fans$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fans');
  });
});

test('nodes already held are not fetched again', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/Catalog')) fetched.push(url.pathname + url.search);
  });
  await page.goto('/en/products/air-handling-units');
  await hydrated(page);
  expect(fetched).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'With rotary heat exchanger' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('With rotary heat exchanger');
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toContain('path=products%2Fair-handling-units%2Frotary');

  // Back to the server-rendered node, forward, and the same links again: all held.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air-handling units');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('With rotary heat exchanger');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Air-handling units' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air-handling units');
  await page.getByRole('main').getByRole('link', { name: 'With rotary heat exchanger' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('With rotary heat exchanger');
  expect(fetched).toHaveLength(1);

  // A node not held yet is fetched once.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  expect(fetched).toHaveLength(2);
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test.describe(`axe on catalogue pages at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/en/products', '/en/products/air-handling-units', '/en/products/fans/duct-fans']) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await expectNoAxeViolations(page);
      });
    }

    test('the open menu and an empty filtered list have no violations', async ({ page }) => {
      await page.goto('/en/products/fans/duct-fans?showSparePartsOnly=true');
      await hydrated(page);
      await expect(page.getByText('No products match these filters')).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
      await expect(page.getByRole('link', { name: 'All products' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
