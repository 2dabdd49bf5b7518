import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addThreeOrderableCodes } from '../support/cart-setup.ts';
import { projectWithOrderableCodes } from '../support/project-setup.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * The project pages (issue 17 points 1, 2, 7; ADR 0067) as a planner uses them: create a project from the list,
 * fill it in bulk, edit its header and a line, remove an item, put the selection into the cart (and find it on
 * the cart page), and delete the project; another company's buyer gets 404 for it. planner@nordvent.example is
 * this spec's own buyer; buyer@brandt.example only reads.
 */

test.describe.configure({ mode: 'serial' });

const PLANNER = 'planner@nordvent.example';
const OTHER = 'buyer@brandt.example';
const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function dismissConsent(page: Page) {
  const consent = page.getByRole('button', { name: 'Necessary cookies only' });
  if (await consent.isVisible()) await consent.click();
}

function lineOf(page: Page, code: string): Locator {
  return page.locator(`[data-testid="project-line"][data-code="${code}"]`);
}

/** Waits for the PATCH of an item the page sends once a quantity rests or a note is left. */
function itemSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/portal\/Projects\/\d+\/Items$/.test(response.url()) &&
      response.status() === 200,
  );
}

test('a planner creates, fills, edits, trims and deletes a project, and moves its selection into the cart', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await signedInContext(browser, PLANNER, {
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: origin(),
  });
  const request = context.request;
  // Three orderable codes; the cart starts empty so the move's result is all that is in it.
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  const codes = await addThreeOrderableCodes(request);
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  const [a, b, c] = codes as [string, string, string];

  // Create from the list: the page goes to the new project's detail link.
  const page = await context.newPage();
  await page.goto('/en/projects');
  await hydrated(page);
  await dismissConsent(page);
  await page.getByRole('button', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/en\/projects\/detail\?projectId=\d+$/);
  const projectId = Number(new URL(page.url()).searchParams.get('projectId'));
  await expect(page.getByTestId('project-empty')).toBeVisible();

  // Bulk add through the API, as the quick-order box and the spreadsheets do.
  const bulk = await request.put(`/api/v1/portal/Projects/${projectId}/Items/Bulk`, {
    data: [
      { Code: a, Quantity: 2 },
      { Code: b, Quantity: 3 },
      { Code: c, Quantity: 4 },
      { Code: 'NO-SUCH-CODE', Quantity: 1 },
    ],
  });
  expect(await bulk.json()).toMatchObject({
    Status: 'warning',
    Added: 3,
    Errors: [{ Row: 4, Code: 'NO-SUCH-CODE', Error: 'unknownCode' }],
  });
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('project-line')).toHaveCount(3);

  // The header: display → edit → saved.
  const name = `E2E Kvarnholmen ${projectId}`;
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Project leader').fill('Karin Lindqvist');
  await page.getByLabel('Notes').fill('Second phase, site office');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await expect(page.getByText('Second phase, site office')).toBeVisible();

  // A line: its quantity, its note and how many go to the cart.
  const first = lineOf(page, a);
  let saved = itemSaved(page);
  await first.getByRole('button', { name: 'One more', exact: true }).click();
  await saved;
  await expect(first.getByLabel('Quantity', { exact: true })).toHaveValue('3');
  saved = itemSaved(page);
  await first.getByLabel('Note').fill('Roof, stairwell B');
  await first.getByLabel('Note').press('Enter');
  await saved;
  for (const code of [a, b]) {
    saved = itemSaved(page);
    await lineOf(page, code).getByRole('button', { name: 'One more to the cart' }).click();
    await saved;
  }
  await expect(lineOf(page, b).getByLabel('To the cart', { exact: true })).toHaveValue('1');

  // Remove the third item with the pick boxes.
  await lineOf(page, c).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove picked (1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('project-line')).toHaveCount(2);
  await expect(lineOf(page, c)).toHaveCount(0);

  await expectNoAxeViolations(page);

  // Put the selection into the cart, into a new delivery (the cart is empty).
  await page.getByRole('button', { name: 'Put selection into the cart (2)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('A new delivery').check();
  await dialog.getByRole('button', { name: 'Put into the cart' }).click();
  await expect(dialog.getByTestId('to-cart-result')).toHaveText(
    '2 items were put into delivery 1 of your cart.',
  );
  await dialog.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await hydrated(page);
  await expect(page.locator(`[data-testid="cart-line"][data-code="${a}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="cart-line"][data-code="${b}"]`)).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // The cart's lines copied to a new project in one bulk add: 'copied', and the project panel opens with it.
  await page.getByRole('button', { name: 'Copy to a project' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy the cart to a project' });
  await copy.getByRole('radio', { name: 'A new project' }).check();
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied: 2 lines are in the project.')).toBeVisible();
  await expect(page.getByText(/Lines: 2 ·/)).toBeVisible();
  const [copiedTo] = await (await request.get('/api/v1/portal/Projects/Selector')).json();
  expect(copiedTo.Id).not.toBe(projectId);
  const copied = await (await request.get(`/api/v1/portal/Projects/${copiedTo.Id}/Detail`)).json();
  expect(copied.Items.map((item: { Code: string }) => item.Code).sort()).toEqual([a, b].sort());
  expect((await request.delete(`/api/v1/portal/Projects/${copiedTo.Id}`)).status()).toBe(204);
  await page.keyboard.press('Escape');

  // The selection went: the project keeps its quantities, with nothing picked for the cart.
  const detail = await (await request.get(`/api/v1/portal/Projects/${projectId}/Detail`)).json();
  expect(
    detail.Items.map((item: { Quantity: number; SelectedQuantity: number }) => [
      item.Quantity,
      item.SelectedQuantity,
    ]),
  ).toEqual([
    [3, 0],
    [3, 0],
  ]);

  // Another company's buyer does not find it.
  const other = await signedInContext(browser, OTHER);
  const stranger = await other.newPage();
  const response = await stranger.goto(`/en/projects/detail?projectId=${projectId}`);
  expect(response?.status()).toBe(404);
  await other.close();

  // Delete it from the list, after the confirmation.
  await page.goto('/en/projects');
  await hydrated(page);
  await page.getByRole('button', { name: `Delete project ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText('Project deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  expect((await request.get(`/api/v1/portal/Projects/${projectId}/Detail`)).status()).toBe(404);
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  await context.close();
});

test('the project pages fit a phone: the list and the items as cards, nothing wider than the screen', async ({
  browser,
}) => {
  const context = await signedInContext(browser, PLANNER, {
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: origin(),
  });
  const request = context.request;
  const created = await request.put('/api/v1/portal/Projects/0/Items/Bulk', {
    data: (await addThreeOrderableCodes(request)).map((Code) => ({ Code, Quantity: 1 })),
  });
  expect((await request.delete('/api/v1/Carts/Default/Basket/Delete')).status()).toBe(200);
  const { ProjectId } = await created.json();
  const page = await context.newPage();
  for (const path of ['/de/projects', `/de/projects/detail?projectId=${ProjectId}`]) {
    await page.goto(path);
    await hydrated(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
  await expect(page.getByTestId('project-line')).toHaveCount(3);
  expect((await request.delete(`/api/v1/portal/Projects/${ProjectId}`)).status()).toBe(204);
  await context.close();
});

test('a long project: the page carries its first 20 lines, the others come right after hydration', async ({
  browser,
}) => {
  const context = await signedInContext(browser, PLANNER, {
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: origin(),
  });
  const request = context.request;
  // More lines than the page carries in its HTML.
  const { id: ProjectId, codes } = await projectWithOrderableCodes(request, 25);
  const Added = codes.length;
  const path = `/en/projects/detail?projectId=${ProjectId}`;

  const html = await (await request.get(path)).text();
  expect(html.match(/data-testid="project-line"/g)).toHaveLength(20);
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId('project-line')).toHaveCount(Added);
  expect((await request.delete(`/api/v1/portal/Projects/${ProjectId}`)).status()).toBe(204);
  await context.close();
});
