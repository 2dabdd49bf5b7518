import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addThreeOrderableCodes, apiGet } from '../support/cart-setup.ts';
import { overflowingElements } from '../support/overflow.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * Checkout and orders (issue 16, ADR 0063–0065), one flow: a buyer places a three-delivery cart with a new
 * address and a promotion code and lands on the order's confirmation, with the analytics event pushed; finds
 * the order in the history and orders it again; the back office finds it and confirms it, which the buyer's
 * order page then shows. A guest sends a cart as a quote request. Serial: the later steps use the order the
 * first one placed.
 */

test.describe.configure({ mode: 'serial' });

// Shared machines: hydration and answers take seconds under load (see guest-cart.spec.ts).
const expect = baseExpect.configure({ timeout: 45_000 });

// Its own buyer: cart.spec fills buyer@brandt's cart, guest-cart.spec planner@brandt's, product-commerce
// buyer@nordvent's; no other spec fills this company admin's own cart.
const BUYER = 'admin@nordvent.example';
const BACK_OFFICE = 'backoffice@airshop.example';
const REFERENCE = 'PO-CHECKOUT-E2E';
let orderNumber = '';
// The set-up writes through the API as the page would: from this site (cookie-authenticated writes name their
// origin, as a browser does).
const SAME_SITE = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The buyer's cart emptied and filled anew: one line in each of three deliveries. */
async function threeDeliveries(request: APIRequestContext): Promise<string[]> {
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  const codes = await addThreeOrderableCodes(request);
  for (const _ of [2, 3])
    expect((await request.post('/api/v1/Carts/Default/Delivery/Create', { data: {} })).status()).toBe(200);
  const cart = await apiGet<{ Items: { Code: string; LineItemId: number }[] }>(request, 'Carts/Default/Cart');
  for (const [index, code] of codes.entries()) {
    if (index === 0) continue;
    const line = cart.Items.find((item) => item.Code === code);
    const moved = await request.patch('/api/v1/Carts/Default/Items/Move', {
      data: {
        Code: code,
        LineItemId: line?.LineItemId,
        Quantity: 1,
        ShipmentNo: 1,
        NewShipmentNo: index + 1,
      },
    });
    expect(moved.status()).toBe(200);
  }
  return codes;
}

test('a buyer checks out a three-delivery cart with a new address and a promotion code', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await signedInContext(browser, BUYER, {
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: SAME_SITE,
  });
  const page = await context.newPage();
  await threeDeliveries(page.request);

  await page.goto('/en/cart');
  await hydrated(page);
  const consent = page.getByRole('button', { name: 'Necessary cookies only' });
  if (await consent.isVisible()) await consent.click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('checkout-delivery')).toHaveCount(3);
  // The address cleanup gives the order an address when it has none.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  // A new address: the dialog saves it, the order goes there.
  await page.getByRole('button', { name: 'New address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shipping address' });
  await dialog.getByLabel(/^Name/).fill('Nordvent site Lindholmen');
  await dialog.getByLabel(/^Street address/).fill('Lindholmspiren 7');
  await dialog.getByLabel(/^Postal code/).fill('417 56');
  await dialog.getByLabel(/^City/).fill('Göteborg');
  await dialog.getByLabel(/^Country/).selectOption('SE');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The address is saved and chosen for this order.')).toBeVisible();
  const chosen = page
    .getByTestId('checkout-address')
    .filter({ has: page.getByRole('radio', { checked: true }) });
  await expect(chosen).toContainText('Nordvent site Lindholmen');

  // The buyer's reference, saved when the field is left.
  const reference = page.getByLabel('Your order reference');
  await reference.fill(REFERENCE);
  await reference.blur();

  // The promotion code, as on the cart page.
  const totalBefore = await page.getByTestId('total-net').textContent();
  await page.getByLabel('Promotion code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promotion code WELCOME10 applied.')).toBeVisible();
  await expect(page.getByTestId('total-net')).not.toHaveText(totalBefore ?? '');

  await expectNoAxeViolations(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en\/orders\/AS-\d{4}-\d{6}\?placed=1$/);
  const number = new URL(page.url()).pathname.split('/').at(-1) as string;
  orderNumber = number;
  const pushed = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
  expect(pushed).toContainEqual(
    expect.objectContaining({
      event: 'checkoutCompleted',
      orderNumber: number,
      orderReference: REFERENCE,
      currency: 'SEK',
    }),
  );
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
  await expect(page.getByText(REFERENCE)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' }).getByText('Received')).toBeVisible();
  await expectNoAxeViolations(page);
  // The cart is empty now, and the header says so.
  expect((await apiGet<{ Items: unknown[] }>(page.request, 'Carts/Default/Cart')).Items).toHaveLength(0);
  await context.close();
});

test('the buyer finds the order in the history and orders it again', async ({ browser }) => {
  expect(orderNumber, 'the order of the test before').not.toBe('');
  const context = await signedInContext(browser, BUYER);
  const page = await context.newPage();
  await page.goto('/en/orders');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText(REFERENCE);
  await expectNoAxeViolations(page);
  // The company admin may switch to all of the company's orders.
  await page.getByLabel('Show all of the company’s orders').check();
  await page.getByRole('form', { name: 'Filter orders' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/scope=company/);
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();

  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Thank you for your order!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('3 lines were added to your cart at today’s prices.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await context.close();
});

test('the back office finds the order and confirms it, and the buyer sees the new status', async ({
  browser,
}) => {
  expect(orderNumber, 'the order of the first test').not.toBe('');
  const desk = await signedInContext(browser, BACK_OFFICE);
  const page = await desk.newPage();
  await page.goto('/en/back-office/orders');
  await hydrated(page);
  await page.getByLabel('Number, reference or buyer').fill(orderNumber);
  await page.getByRole('form', { name: 'Filter orders' }).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
    'href',
    new RegExp(`q=${orderNumber}`),
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByLabel('New status').selectOption('confirmed');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('The order is now: Confirmed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await desk.close();

  const buyer = await signedInContext(browser, BUYER);
  const own = await buyer.newPage();
  await own.goto(`/en/orders/${orderNumber}`);
  await hydrated(own);
  const timeline = own.getByRole('region', { name: 'Status history' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByText('Confirmed')).toBeVisible();
  await buyer.close();
});

test('a guest sends the cart as a quote request', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: SAME_SITE,
  });
  const page = await context.newPage();
  expect((await page.request.post('/api/v1/Carts/Default/Guest')).status()).toBeLessThan(300);
  await addThreeOrderableCodes(page.request);

  await page.goto('/en/cart');
  await hydrated(page);
  await page.getByRole('button', { name: 'Necessary cookies only' }).click();
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  // No price reaches a guest.
  await expect(page.getByText(/€|SEK|EUR|excl\. VAT/)).toHaveCount(0);

  // A submit with nothing filled in says what is missing, under the fields.
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByText('field is required').first()).toBeVisible();

  const form = page.getByTestId('quote-form');
  await form.getByLabel(/^Company/).fill('Hamina Rakennus Oy');
  await form.getByLabel(/^First name/).fill('Aino');
  await form.getByLabel(/^Last name/).fill('Virtanen');
  await form.getByLabel(/^E-mail/).fill('aino.virtanen@hamina.example');
  await form.getByLabel(/^Phone/).fill('+358 40 123 4567');
  await form.getByLabel(/^Country/).selectOption('FI');
  await form.getByLabel(/^Delivery address/).fill('Satamakatu 3');
  await form.getByLabel(/^Postal code/).fill('49400');
  await form.getByLabel(/^City/).fill('Hamina');
  expect(await overflowingElements(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send quote request' }).click();

  await expect(page).toHaveURL(/\/en\/cart\/quote-sent\?number=AS-Q-\d{4}-\d{6}$/);
  const number = new URL(page.url()).searchParams.get('number') as string;
  await expect(page.getByTestId('quote-sent')).toContainText(number);
  await expect(page.getByText('A copy of your request is on its way to your e-mail address.')).toBeVisible();
  await context.close();
});
