import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { overflowingElements } from '../support/overflow.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * Quick-pick and quick order (issue 17 points 5 and 6, ADR 0069) as an installer uses them: a category's list
 * filled with the keyboard and sent in one update, the list re-syncing after the cart changed in the panel, and a
 * pasted quick order with a bad line. One buyer's cart (installer@nordvent, used by no other spec), so the tests
 * run one after another.
 */

test.describe.configure({ mode: 'serial' });

const BUYER = 'installer@nordvent.example';
const CATEGORY = 'ahu-rotary';

interface QuickPickList {
  Products: { Code: string; Name: string; Quantity: number; LviNumber: string | null }[];
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function open(browser: Browser, path: string, viewport = { width: 1366, height: 900 }) {
  const context = await signedInContext(browser, BUYER, {
    viewport,
    extraHTTPHeaders: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
  });
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  const consent = page.getByRole('button', { name: /Necessary cookies only/ });
  if (await consent.isVisible()) await consent.click();
  return page;
}

async function emptyCart(request: APIRequestContext) {
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
}

async function list(request: APIRequestContext): Promise<QuickPickList> {
  const response = await request.get(`/api/v1/Qp/SE/${CATEGORY}`, { headers: { 'x-lang': 'en' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as QuickPickList;
}

/** The cart's quantity of each code, over its deliveries. */
async function cartQuantities(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/api/v1/Carts/Default/Checkout', { headers: { 'x-lang': 'en' } });
  expect(response.status()).toBe(200);
  const cart = (await response.json()) as { Items: { Code: string; Quantity: number }[] };
  const sums: Record<string, number> = {};
  for (const item of cart.Items) sums[item.Code] = (sums[item.Code] ?? 0) + item.Quantity;
  return sums;
}

const field = (page: Page, code: string) => page.locator(`input[data-code="${code}"]`);

test('a buyer picks quantities of a category with the keyboard, updates the cart in one go, and the cart shows them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await open(browser, '/en/quick-pick');
  await emptyCart(page.request);
  const codes = (await list(page.request)).Products.slice(0, 3).map((product) => product.Code);
  expect(codes).toHaveLength(3);

  await expect(page.getByRole('heading', { level: 1, name: 'Quick pick' })).toBeVisible();
  await page.locator(`a[href="/en/quick-pick/${CATEGORY}"]`).click();
  await expect(page.getByTestId('quick-pick-table')).toBeVisible();
  await hydrated(page);

  const [a, b, c] = codes as [string, string, string];
  await field(page, a).focus();
  await page.keyboard.type('2');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, b)).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, c)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field(page, b)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('1');
  await expect(page.getByText('3 changes')).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Your cart has been updated.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 3 lines' })).toBeVisible();
  expect(await cartQuantities(page.request)).toEqual({ [a]: 2, [b]: 3, [c]: 1 });

  // Lowering one to 0 takes it out, in the same kind of call.
  await field(page, c).fill('0');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 2 lines' })).toBeVisible();
  expect(await cartQuantities(page.request)).toEqual({ [a]: 2, [b]: 3 });

  await page.goto('/en/cart');
  await hydrated(page);
  await expect(page.locator(`[data-testid="cart-line"][data-code="${a}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="cart-line"][data-code="${b}"]`)).toBeVisible();
  await page.context().close();
});

test('the quick-pick list re-syncs when the cart changes in the panel', async ({ browser }) => {
  test.setTimeout(120_000);
  // The category page offers its quick-pick list to buyers.
  const page = await open(browser, '/en/products/air-handling-units/rotary');
  await page.getByRole('link', { name: 'Quick pick this product group' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/quick-pick/${CATEGORY}$`));
  await expect(page.getByTestId('quick-pick-table')).toBeVisible();
  const before = await list(page.request);
  const [a, , , d] = before.Products.map((product) => product.Code) as [string, string, string, string];
  const had = before.Products.find((product) => product.Code === a)?.Quantity ?? 0;
  await expect(field(page, a)).toHaveValue(String(had));
  // A field being edited keeps what was typed while the others follow the cart.
  await field(page, d).fill('4');

  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Cart' });
  await panel.getByRole('button', { name: 'Quick order' }).click();
  await panel.getByLabel('Codes and quantities').fill(`${a} 5`);
  await panel.getByRole('button', { name: 'Check lines' }).click();
  await expect(panel.getByTestId('quick-order-preview')).toContainText('Ready to add');
  await panel.getByRole('button', { name: 'Add 1 line to cart' }).click();
  await expect(panel.getByText('1 line added to your cart.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close the cart' }).click();

  await expect(field(page, a)).toHaveValue(String(had + 5));
  await expect(field(page, d)).toHaveValue('4');
  expect((await cartQuantities(page.request))[a]).toBe(had + 5);
  await page.context().close();
});

test('a pasted quick order shows every line before adding, adds the good ones and keeps the bad one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await open(browser, '/en/cart');
  await emptyCart(page.request);
  await page.reload();
  await hydrated(page);
  const products = (await list(page.request)).Products;
  const [first, second] = products as [QuickPickList['Products'][number], QuickPickList['Products'][number]];
  const box = page.getByRole('region', { name: 'Quick order' });
  // A spreadsheet's tab, a CSV's semicolon, and one code that is no code at all.
  await box.getByLabel('Codes and quantities').fill(`${first.Code}\t4\n${second.Code};2\nNO-SUCH-CODE 1`);
  await box.getByRole('button', { name: 'Check lines' }).click();

  const preview = box.getByTestId('quick-order-preview');
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row').nth(1)).toContainText(first.Code);
  await expect(preview.getByRole('row').nth(1)).toContainText('Ready to add');
  await expect(preview.getByRole('row').nth(3)).toContainText('This code is not in our catalogue.');
  // Nothing is in the cart before the buyer adds.
  expect(await cartQuantities(page.request)).toEqual({});

  await box.getByRole('button', { name: 'Add 2 lines to cart' }).click();
  await expect(box.getByText('2 lines added to your cart. 1 line stays in the box')).toBeVisible();
  await expect(box.getByLabel('Codes and quantities')).toHaveValue('NO-SUCH-CODE 1');
  await expect(preview.getByRole('row')).toHaveCount(2);
  await expect(page.locator(`[data-testid="cart-line"][data-code="${first.Code}"]`)).toBeVisible();
  expect(await cartQuantities(page.request)).toEqual({ [first.Code]: 4, [second.Code]: 2 });
  await expectNoAxeViolations(page);

  // Phones: nothing sticks out of the page.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  await page.goto(`/en/quick-pick/${CATEGORY}`);
  await hydrated(page);
  expect(await overflowingElements(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.context().close();
});
