import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInContext } from '../support/signed-in.ts';
import type { ApiSizing } from '../support/sizing.ts';

/*
 * Orders after checkout (issue 16 points 5 and 7): a buyer's order shows on its confirmation page, in the
 * history, and can be ordered again; the back office finds it and moves its status on, which the buyer's order
 * page then shows. The order is placed through the checkout's own submit (POST Carts/{id}/Order/Submit), so
 * this file needs the checkout server. Its buyer (admin@nordvent.example, a company admin) is used by no other
 * spec, so its cart is its own.
 */

test.describe.configure({ mode: 'serial' });

const BUYER = 'admin@nordvent.example';
const BACK_OFFICE = 'backoffice@airshop.example';
const ORIGIN_HEADERS = { 'x-lang': 'en' };
let orderNumber = '';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function json<T>(
  request: APIRequestContext,
  method: 'get' | 'put' | 'patch' | 'post' | 'delete',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request[method](`/api/v1/${path}`, {
    headers: { ...ORIGIN_HEADERS, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Puts one orderable variant of the demo catalogue into the emptied cart: 2 pieces. */
async function cartWithOneLine(request: APIRequestContext): Promise<string> {
  await json(request, 'delete', 'Carts/Default/Basket/Delete');
  const node = await json<{ Items: { Id: string }[] }>(
    request,
    'get',
    'Catalog?path=products/air-handling-units/rotary',
  );
  for (const item of node.Items) {
    const sizing = await json<ApiSizing>(request, 'get', `Catalog/Products/${item.Id}/Sizing`);
    for (const variant of sizing.Variants) {
      const added = await json<{ ErrorMessage: string | null }>(request, 'put', 'Carts/Default/Items', {
        Code: variant.Code,
        Quantity: 2,
      });
      if (added.ErrorMessage === null) return variant.Code;
    }
  }
  throw new Error('no orderable variant found');
}

/** Places the order as the checkout page does: an address and a reference, then the submit with a key. */
async function placeOrder(browser: Browser): Promise<string> {
  const context = await signedInContext(browser, BUYER);
  try {
    const request = context.request;
    await cartWithOneLine(request);
    const addresses = await json<{ Addresses: { Id: string }[] }>(request, 'get', 'Carts/Default/Addresses');
    const addressId = addresses.Addresses[0]?.Id;
    if (!addressId) throw new Error('the demo company has no shipping address');
    const cart = await json<{ Id: string }>(request, 'get', 'Carts/Default/Checkout');
    await json(request, 'patch', `Carts/${cart.Id}/Order`, {
      ShippingAddressId: addressId,
      OrderReference: 'E2E-PO-16',
    });
    const priced = await json<{ Version: number; Total: { TotalNet: number } }>(
      request,
      'get',
      'Carts/Default/Checkout',
    );
    const placed = await json<{ OrderNumber: string }>(
      request,
      'post',
      `Carts/${cart.Id}/Order/Submit`,
      { Version: priced.Version, TotalNet: priced.Total.TotalNet },
      { 'idempotency-key': `e2e-orders-${Date.now()}` },
    );
    return placed.OrderNumber;
  } finally {
    await context.close();
  }
}

test('the buyer sees the placed order, finds it in the history and orders it again', async ({ browser }) => {
  orderNumber = await placeOrder(browser);
  const context = await signedInContext(browser, BUYER);
  const page = await context.newPage();

  await page.goto(`/en/orders/${orderNumber}?placed=1`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
  await expect(page.getByText('E2E-PO-16')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' }).getByText('Received')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/orders');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText('E2E-PO-16');
  await expectNoAxeViolations(page);
  // The company admin may switch to all of the company's orders.
  await page.getByLabel('Show all of the company’s orders').check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/scope=company/);
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();

  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Thank you for your order!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('1 line was added to your cart at today’s price.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await context.close();
});

test('the back office finds the order and confirms it, and the buyer sees the new status', async ({
  browser,
}) => {
  expect(orderNumber, 'the order of the test before').not.toBe('');
  const desk = await signedInContext(browser, BACK_OFFICE);
  const page = await desk.newPage();
  await page.goto('/en/back-office/orders');
  await hydrated(page);
  await page.getByLabel('Number, reference or buyer').fill(orderNumber);
  await page.getByRole('button', { name: 'Search' }).click();
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
