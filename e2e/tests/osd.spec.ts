import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { mailsContaining } from '../support/outbox.ts';

/*
 * The after-sales pages (issue 19 points 1-3, ADR 0073) as an installer uses them: a demo serial typed as the label
 * prints it, the unit page the search leads to, its documents' zip (checked with unzip -t), each of the four requests
 * sent and its mails found in the outbox (the service engineer's with its confirmation), and the order page
 * reached from the unit. axe on each page.
 */

/** A demo unit of order SO-104106 (README "Demo serial numbers"). */
const SERIAL = 'RX23J01231';
const TYPED = 'rx-23j 01231';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a serial number leads to its unit, its documents, its zip, a request and its order', async ({
  page,
}) => {
  await open(page, '/en/after-sales/serial-number');
  await page.getByRole('button', { name: 'Necessary cookies only' }).click();
  expect(await axeViolations(page)).toEqual([]);

  // An unknown serial says so and stays on the page.
  const serialField = page.getByRole('textbox', { name: 'Serial number' });
  await serialField.fill('RX-99Z-99999');
  await page.getByRole('button', { name: 'Find unit' }).click();
  await expect(
    page.getByText('No unit with the serial number RX-99Z-99999 was found.', { exact: false }),
  ).toBeVisible();

  // The serial as a person types it leads to the unit page the server names.
  await serialField.fill(TYPED);
  await page.getByRole('button', { name: 'Find unit' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/after-sales/serial-number/${SERIAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kvistra RX 160' })).toBeVisible();
  await expect(page.getByTestId('unit-serial')).toHaveText(SERIAL);
  await expect(page.getByRole('link', { name: 'Go to the product page' })).toHaveAttribute(
    'href',
    /\/en\/products\/.+\?code=/,
  );
  await expect(page.getByRole('link', { name: 'Factory test protocol' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The zip of the unit's documents: three PDFs named by the serial, a sound archive.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('unit-zip').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Kvistra RX 160 ${SERIAL} - Documents.zip`);
  const zipPath = await download.path();
  const tested = execFileSync('unzip', ['-t', zipPath]).toString();
  expect(tested).toContain(`test-protocol-${SERIAL}.pdf`);
  expect(tested).toContain(`wiring-diagram-${SERIAL}.pdf`);
  expect(tested).toContain(`declaration-of-conformity-${SERIAL}.pdf`);
  expect(tested).toContain('No errors detected');

  // A request for a service engineer: refused while empty, then sent, with its mails in the outbox.
  await page.getByTestId('open-request-service-engineer').click();
  const dialog = page.getByRole('dialog', { name: 'Request service engineer' });
  await expect(dialog.getByText('Your request goes to our service team.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
  const marker = `e2e-${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ville');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Korhonen');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Korhonen Ilmanvaihto Oy');
  // An address of this run only: the outboxes of earlier runs and other specs are read too.
  const sender = `ville.korhonen.r${marker.slice(4)}@installer.example`;
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(sender);
  await dialog.getByLabel('Preferred date').fill('2027-02-15');
  await dialog.getByRole('textbox', { name: 'Message' }).fill(`Supply fan vibrates at full speed. ${marker}`);
  await dialog.getByRole('checkbox').check();
  expect(await axeViolations(page, ['dialog'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Form sent successfully')).toBeVisible();

  await expect.poll(async () => (await mailsContaining(marker)).length, { timeout: 15_000 }).toBe(1);
  const [toService] = await mailsContaining(marker);
  expect(toService).toContain('A visitor sent "Request service engineer"');
  expect(toService).toContain(`Serial number: ${SERIAL}`);
  expect(toService).toContain('Wished date: 2027-02-15');
  // The confirmation to the sender, in the page's language.
  await expect
    .poll(async () => (await mailsContaining(`To: ${sender}`)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const [confirmation] = await mailsContaining(`To: ${sender}`);
  expect(confirmation).toContain(`Thank you for requesting a service engineer for unit ${SERIAL}.`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The other three requests, each sent and mailed with what it asks for.
  const others = [
    { kind: 'sales-enquiry', title: 'Sales enquiry', fill: async () => {} },
    {
      kind: 'register-warranty',
      title: 'Register warranty',
      fill: async (d: Locator) => d.getByLabel('Taken into use on').fill('2026-10-01'),
    },
    {
      kind: 'purchase-similar-unit',
      title: 'Purchase similar unit',
      fill: async (d: Locator) => d.getByRole('textbox', { name: 'Quantity' }).fill('3'),
    },
  ];
  for (const other of others) {
    await page.getByTestId(`open-${other.kind}`).click();
    const form = page.getByRole('dialog', { name: other.title });
    const mark = `${marker}-${other.kind}`;
    await form.getByRole('textbox', { name: 'First name' }).fill('Ville');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Korhonen');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(sender);
    await other.fill(form);
    await form.getByRole('textbox', { name: 'Message' }).fill(`About this unit. ${mark}`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Form sent successfully')).toBeVisible();
    await expect.poll(async () => (await mailsContaining(mark)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsContaining(mark);
    expect(mail).toContain(`"${other.title}"`);
    expect(mail).toContain(`Serial number: ${SERIAL}`);
    await form.getByRole('button', { name: 'Close' }).first().click();
    await expect(form).toBeHidden();
  }
  const [warranty] = await mailsContaining(`${marker}-register-warranty`);
  expect(warranty).toContain('2026-10-01');
  const [similar] = await mailsContaining(`${marker}-purchase-similar-unit`);
  expect(similar).toMatch(/Quantity: 3\b/);

  // The order page, opened from the unit with its serial: the order's units, no prices.
  await page.getByRole('link', { name: 'Order SO-104106' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/after-sales/orders/SO-104106\\?serial=${SERIAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order SO-104106' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: SERIAL, exact: true })).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(/price|€|SEK/i);
  expect(await axeViolations(page)).toEqual([]);

  // Without the serial, a visitor is not shown the order.
  await open(page, '/en/after-sales/orders/SO-104106');
  await expect(page.getByText(/This order can.t be shown/)).toBeVisible();
});

test('the home page has the serial-number box, and the footer links the search', async ({ page }) => {
  await page.context().addCookies([{ name: 'consent', value: 'marketing:0', url: 'http://127.0.0.1' }]);
  await open(page, '/de');
  const box = page.getByRole('region', { name: 'Sie haben eine Seriennummer?' });
  await box.getByRole('textbox', { name: 'Seriennummer' }).fill(TYPED);
  await box.getByRole('button', { name: 'Gerät suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/after-sales/serial-number/${SERIAL}$`));
  await expect(page.getByText('In Betrieb genommen am')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Dokumente zu diesem Gerät' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Seriennummer/ })).toHaveAttribute(
    'href',
    '/de/after-sales/serial-number',
  );
});
