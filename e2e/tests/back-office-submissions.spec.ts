import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * The back office's list of submissions (issue 19 point 5, ADR 0074): a spare-part enquiry with a photo sent
 * through the API is found in the list, opened with every field, its photo downloaded, its status set and kept
 * with who set it; the list filtered by that status finds it. Row link and status form work by keyboard; axe on both pages.
 */

const BACK_OFFICE = 'backoffice@airshop.example';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('an enquiry sent through the API is found, opened, its photo downloaded and its status set', async ({
  browser,
  request,
  baseURL,
}) => {
  const marker = `E2E Sub ${randomUUID().slice(0, 8)}`;
  const photo = Buffer.alloc(4096, 7);
  Buffer.from(PNG_SIGNATURE).copy(photo);
  const sent = await request.post('/api/v1/Form/SendSparePartEnquiryForm', {
    headers: { origin: new URL(baseURL as string).origin },
    data: {
      requestId: randomUUID(),
      serialNumber: 'RX-2021-004512',
      productName: 'Kvistra RX 12 air handling unit',
      primaryProductImage: `data:image/png;base64,${photo.toString('base64')}`,
      sparePartType: 'Motor',
      supportingNotes: 'The motor hums but does not start.',
      firstName: 'Anna',
      lastName: 'Lind',
      companyName: marker,
      address1: 'Industrigatan 4',
      city: 'Göteborg',
      country: 'SE',
      postalCode: '411 04',
      email: 'anna.lind@nordvent.example',
      telephoneCountryCode: '+46',
      telephone: '31-123 4567',
      termsAndConditions: true,
      agreementToContacted: true,
      salesUnit: 'sv',
      marketId: 'SE',
    },
  });
  expect(sent.status(), await sent.text()).toBe(204);

  const context = await signedInContext(browser, BACK_OFFICE);
  const page = await context.newPage();
  await page.goto('/en/back-office/submissions');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /back office/i }).getByRole('link', { name: 'Submissions' }),
  ).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter submissions' });
  await filters.getByRole('searchbox', { name: /Search/ }).fill(marker);
  await filters.getByLabel('Kind').selectOption('spare-part-enquiry');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/kind=spare-part-enquiry/);
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('1 submission');
  await expect(table.getByText(marker)).toBeVisible();
  await expect(table.getByText('RX-2021-004512')).toBeVisible();
  await expect(table.getByText('New', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the row's link opens the submission.
  await table.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Spare-part enquiry' })).toBeVisible();
  await expect(page.getByText('The motor hums but does not start.')).toBeVisible();
  await expect(page.getByText(marker)).toBeVisible();
  await expect(page.getByText('Nobody has set a status yet.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await download.path());
  expect(bytes.equals(photo)).toBe(true);

  await page.getByLabel('Set the status').selectOption('in-progress');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status set to “In progress”.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(`In progress`);
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(BACK_OFFICE);
  await expectNoAxeViolations(page);

  // By keyboard too: the status chosen, Tab to the button, Enter.
  const select = page.getByLabel('Set the status');
  await select.selectOption('done');
  await select.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save status' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Status set to “Done”.' })).toBeVisible();
  await page.getByLabel('Set the status').selectOption('in-progress');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);

  // Kept: the list filtered by the new status finds it, by the old one not.
  await page.goto(`/en/back-office/submissions?q=${encodeURIComponent(marker)}&status=in-progress`);
  await expect(page.getByRole('table').getByText(marker)).toBeVisible();
  await page.goto(`/en/back-office/submissions?q=${encodeURIComponent(marker)}&status=new`);
  await expect(page.getByText('No submissions match these filters.')).toBeVisible();
  await context.close();
});

test('a unit request sent through the API is listed under its kind with its unit’s market', async ({
  browser,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const unit = await request.get('/api/v1/Osd/Product/RX-23J-01231');
  expect(unit.status()).toBe(200);
  const { ProductId } = (await unit.json()) as { ProductId: string };
  const surname = `Unit${randomUUID().slice(0, 8)}`;
  const sent = await request.post(`/api/v1/Osd/Product/${ProductId}/SendOsdProductForm`, {
    headers: { origin },
    data: {
      requestId: randomUUID(),
      SerialNo: 'rx-23j 01231',
      FormType: 'purchase-similar-unit',
      FirstName: 'Eva',
      LastName: surname,
      Email: 'eva.lind@nordvent.example',
      Quantity: 3,
      Message: 'Three more for the east wing.',
      SalesUnit: 'en',
      PrivacyPolicyAccepted: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(204);

  const context = await signedInContext(browser, BACK_OFFICE);
  const page = await context.newPage();
  await page.goto(`/en/back-office/submissions?kind=purchase-similar-unit&market=SE&q=${surname}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('1 submission');
  await expect(table.getByText(`Eva ${surname}`)).toBeVisible();
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase of a similar unit' })).toBeVisible();
  await expect(page.getByText('Three more for the east wing.')).toBeVisible();
  await expect(page.getByText('RX23J01231')).toBeVisible();
  await expect(page.getByText('No files came with it.')).toBeVisible();
  await context.close();
});

test('the webshop manager has neither the page nor the API', async ({ browser }) => {
  const context = await signedInContext(browser, 'manager@airshop.example');
  const page = await context.newPage();
  const response = await page.goto('/en/back-office/submissions');
  expect(response?.status()).toBe(404);
  const api = await page.request.get('/api/v1/BackOffice/Submissions');
  expect(api.status()).toBe(403);
  await context.close();
});
