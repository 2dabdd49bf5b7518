import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addThreeOrderableCodes, apiGet } from '../support/cart-setup.ts';
import { overflowingElements } from '../support/overflow.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * The cart page, checkout step 1 (issue 15 point 1, ADR 0060), as a buyer uses it: three deliveries, part of a
 * line moved, deliveries merged (and a merge beyond 999 refused), a note, the cart's name, and the header
 * widget following each change. One buyer's cart, so the tests of this file run one after another; no other
 * spec touches this buyer's cart.
 */

test.describe.configure({ mode: 'serial' });

const BUYER = 'buyer@brandt.example';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A fresh cart with the three codes in delivery 1: 5, 3 and 2 pieces. */
async function freshCart(request: APIRequestContext): Promise<string[]> {
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  const codes = await addThreeOrderableCodes(request);
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  for (const [code, quantity] of [
    [codes[0], 5],
    [codes[1], 3],
    [codes[2], 2],
  ] as const) {
    const added = await request.put('/api/v1/Carts/Default/Items', {
      data: { Code: code, Quantity: quantity },
    });
    expect((await added.json()).ErrorMessage).toBeNull();
  }
  return codes;
}

async function openCart(browser: Browser, locale = 'en', viewport = { width: 1366, height: 900 }) {
  const context = await signedInContext(browser, BUYER, { viewport });
  const page = await context.newPage();
  await page.goto(`/${locale}/cart`);
  await hydrated(page);
  const consent = page.getByRole('button', {
    name: /Necessary cookies only|Nur notwendige|Vain välttämättömät|Csak a szükséges/,
  });
  if (await consent.isVisible()) await consent.click();
  return page;
}

function delivery(page: Page, number: number): Locator {
  return page
    .getByTestId('cart-delivery')
    .filter({ has: page.getByRole('heading', { name: `Delivery ${number}` }) });
}

function lineOf(scope: Locator, code: string): Locator {
  return scope.locator(`[data-testid="cart-line"][data-code="${code}"]`);
}

function cartButton(page: Page, lines: number): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: `Cart, ${lines} ${lines === 1 ? 'line' : 'lines'}` });
}

test('a buyer builds a three-delivery cart, moves, merges, notes and renames, and the widget follows', async ({
  browser,
}) => {
  // Some thirty steps, each a round trip and a render, and axe at the end: more than the default minute on a
  // busy shared machine.
  test.setTimeout(180_000);
  // The setup writes through the API as the page would: from this site (cookie-authenticated writes name their origin).
  const setup = await signedInContext(browser, BUYER, {
    extraHTTPHeaders: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
  });
  const [a, b, c] = (await freshCart(setup.request)) as [string, string, string];
  await setup.close();

  const page = await openCart(browser);
  await expect(page).toHaveTitle('Cart | Airshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(cartButton(page, 3)).toBeVisible();
  await expect(page.getByTestId('cart-delivery')).toHaveCount(1);
  await expect(lineOf(delivery(page, 1), a).getByLabel('Quantity')).toHaveValue('5');
  await expect(page.getByTestId('cart-totals').getByText('Total incl. VAT')).toBeVisible();

  // Two more deliveries; focus follows the new one.
  for (const number of [2, 3]) {
    await page.getByRole('button', { name: 'Add delivery' }).click();
    await expect(page.getByRole('heading', { name: `Delivery ${number}` })).toBeFocused();
  }
  await expect(page.getByTestId('cart-delivery')).toHaveCount(3);

  // Part of a line moves: 2 of the 5 pieces of A into delivery 2.
  await lineOf(delivery(page, 1), a)
    .getByRole('button', { name: /^Move / })
    .click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pieces to move').fill('2');
  await dialog.getByLabel('To delivery').selectOption({ label: 'Delivery 2' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(lineOf(delivery(page, 2), a).getByLabel('Quantity')).toHaveValue('2');
  await expect(lineOf(delivery(page, 1), a).getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByRole('heading', { name: 'Delivery 2' })).toBeFocused();
  await expect(cartButton(page, 4)).toBeVisible();

  // 999 pieces of B copied into delivery 3: merging delivery 1 (3 of B) into it would make 1,002.
  await lineOf(delivery(page, 1), b)
    .getByRole('button', { name: /^Duplicate / })
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pieces').fill('999');
  await dialog.getByLabel('Into delivery').selectOption({ label: 'Delivery 3' });
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(lineOf(delivery(page, 3), b).getByLabel('Quantity')).toHaveValue('999');

  await delivery(page, 1).getByRole('button', { name: 'Merge into…' }).click();
  dialog = page.getByRole('dialog', { name: 'Merge delivery 1 into another' });
  await dialog.getByLabel('Into delivery').selectOption({ label: 'Delivery 3' });
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('A line can hold at most 999 pieces. Nothing was changed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-delivery')).toHaveCount(3);
  await expect(lineOf(delivery(page, 1), b).getByLabel('Quantity')).toHaveValue('3');

  // Delivery 2 merges into 1: A's pieces add up again, and delivery 3 becomes 2.
  await delivery(page, 2).getByRole('button', { name: 'Merge into…' }).click();
  dialog = page.getByRole('dialog', { name: 'Merge delivery 2 into another' });
  await dialog.getByLabel('Into delivery').selectOption({ label: 'Delivery 1' });
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByTestId('cart-delivery')).toHaveCount(2);
  await expect(lineOf(delivery(page, 1), a).getByLabel('Quantity')).toHaveValue('5');
  await expect(lineOf(delivery(page, 2), b).getByLabel('Quantity')).toHaveValue('999');
  await expect(cartButton(page, 4)).toBeVisible();

  // A note, saved when the field is left; it is there after a reload.
  const note = lineOf(delivery(page, 1), c).getByLabel('Note');
  await note.fill('Plant room 3, north wing');
  await expect(lineOf(delivery(page, 1), c).getByText('24/35')).toBeVisible();
  await note.press('Tab');
  await expect
    .poll(
      async () =>
        (
          await apiGet<{ Items: { Code: string; Note: string | null }[] }>(page.request, 'Carts/Default/Cart')
        ).Items.find((i) => i.Code === c)?.Note,
    )
    .toBe('Plant room 3, north wing');

  // The cart's name, edited in place.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Cart name').fill('Hamburg office tower');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('cart-name')).toHaveText('Hamburg office tower');
  await expect(page.getByLabel('Cart name')).toBeHidden();

  await page.reload();
  await hydrated(page);
  await expect(lineOf(delivery(page, 1), c).getByLabel('Note')).toHaveValue('Plant room 3, north wing');
  await expect(page.getByTestId('cart-name')).toHaveText('Hamburg office tower');

  // A line deleted: focus stays in its delivery and the widget counts one line less.
  await lineOf(delivery(page, 1), c)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(lineOf(delivery(page, 1), c)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Delivery 1' })).toBeFocused();
  await expect(cartButton(page, 3)).toBeVisible();

  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the cart dialog leads to the cart page', async ({ browser }) => {
  const page = await openCart(browser);
  await page.goto('/en');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, / })
    .click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.context().close();
});

test('the cart page is private and asks an anonymous visitor to sign in', async ({ browser, request }) => {
  const answer = await request.get('/en/cart', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/en/account/sign-in?ReturnUrl=%2Fen%2Fcart');
  const page = await openCart(browser);
  const response = await page.goto('/en/cart');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.context().close();
});

for (const locale of ['en', 'de', 'hu', 'fi']) {
  test(`nothing sticks out at 360 px in ${locale}`, async ({ browser }) => {
    const page = await openCart(browser, locale, { width: 360, height: 740 });
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    expect(await overflowingElements(page)).toEqual([]);
    await page.context().close();
  });
}

test('a buyer applies and removes a promotion code, and uploads a CSV and an xlsx with a bad row', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const setup = await signedInContext(browser, BUYER, {
    extraHTTPHeaders: { origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
  });
  const [a, b] = (await freshCart(setup.request)) as [string, string, string];
  await setup.close();
  const page = await openCart(browser);
  const totals = page.getByTestId('cart-totals');

  // An unknown code is refused with its reason under the field; a valid one clears the field and shows its saving.
  const field = page.getByRole('textbox', { name: 'Promotion code' });
  await field.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByText('This promotion code does not exist. Please check the spelling.'),
  ).toBeVisible();
  await expect(field).toHaveValue('NO-SUCH-CODE');
  await field.fill('welcome10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(totals.getByText('Promotion WELCOME10')).toBeVisible();
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: 'Remove promotion code WELCOME10' }).click();
  await expect(totals.getByText('Promotion WELCOME10')).toHaveCount(0);

  // A CSV with a bad row: the good rows go in (into delivery 2, made for them), the bad one is named by number.
  const fileInput = page.locator('input[type="file"]');
  const csv = `code,quantity,note,delivery\n${a},4,From the CSV,2\nNO-SUCH-CODE,1,,1\n${b},2,,1\n`;
  await fileInput.setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 rows added, 1 row refused: row 3.').first()).toBeVisible();
  await expect(lineOf(delivery(page, 2), a).getByLabel('Quantity')).toHaveValue('4');
  await expect(lineOf(delivery(page, 2), a).getByLabel('Note')).toHaveValue('From the CSV');
  await expect(lineOf(delivery(page, 1), b).getByLabel('Quantity')).toHaveValue('5');

  // The same from Excel: a row with a note too long is refused, the good row adds to its line.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cart');
  sheet.addRows([
    ['code', 'quantity', 'note', 'delivery'],
    [a, 1, 'far too long a note for one cart line here', 1],
    [b, 3, '', 1],
  ]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await fileInput.setInputFiles({
    name: 'order.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(page.getByText('1 row added, 1 row refused: row 2.').first()).toBeVisible();
  await expect(lineOf(delivery(page, 1), b).getByLabel('Quantity')).toHaveValue('8');
  await expect(page.getByRole('button', { name: /1 row was not added/ })).toBeVisible();

  await expectNoAxeViolations(page);
  await page.context().close();
});
