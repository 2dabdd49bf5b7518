import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { axeViolations } from '../support/axe.ts';
import { mailsContaining } from '../support/outbox.ts';

/*
 * The documents section of the product page (issue 5 §6, spec §4 "Documents", ADR 0022), as a visitor uses it:
 * filters, sorting, selection, zips opened and read, e-mail through the real outbox, recently viewed, phone
 * layout and axe. Most demo products have 5 or 6 documents; every seventh has its datasheet and manual in every
 * local language too (12 or 13), which shows 10 rows and 'view all'.
 */

interface ApiDocument {
  Id: string;
  Name: string;
  Languages: string[];
  Categories: { TypeKey: string }[];
  Date: string;
}
interface Product {
  Id: string;
  Name: string;
  Url: string;
  Documents: ApiDocument[];
}

/** The first rotary unit whose number of documents passes `wanted` (the demo data decides which). */
async function rotaryUnit(
  request: APIRequestContext,
  wanted: (count: number) => boolean = (count) => count <= 10,
): Promise<Product> {
  const node = await request.get('/api/v1/Catalog?path=products/air-handling-units/rotary', {
    headers: { 'x-lang': 'en' },
  });
  expect(node.status()).toBe(200);
  for (const item of ((await node.json()) as { Items: { Id: string; Url: string }[] }).Items) {
    const detail = await request.get(`/api/v1/Catalog/Products/${item.Id}`, { headers: { 'x-lang': 'en' } });
    expect(detail.status()).toBe(200);
    const page = (await detail.json()) as { Detail: { Name: string }; Documents: ApiDocument[] };
    if (page.Documents.length >= 5 && wanted(page.Documents.length)) {
      return { Id: item.Id, Name: page.Detail.Name, Url: item.Url, Documents: page.Documents };
    }
  }
  throw new Error('The demo catalogue has no rotary unit with such documents');
}

async function openDocuments(page: Page, product: Product): Promise<Locator> {
  await page.goto(`${product.Url}#documents`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const section = page.locator('section#documents');
  await expect(section.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
  return section;
}

// The rows past 'view all' are in the page, hidden until printed.
const rowsOf = (section: Locator) => section.locator('tbody tr:not([hidden])');
const rowOf = (section: Locator, name: string) => rowsOf(section).filter({ hasText: name });

/** The first mail the e2e servers delivered for `recipient`, readable (support/outbox.ts). */
const mailTo = async (recipient: string) => (await mailsContaining(recipient))[0];

test('the server HTML lists the first documents, with their view links, and links to all', async ({
  request,
}) => {
  const product = await rotaryUnit(request, (count) => count > 10);
  const response = await request.get(product.Url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('id="documents"');
  // The first 10 rows; the rest behind a link a visit without script (or a crawler) follows (ADR 0081).
  expect(product.Documents.length).toBeGreaterThan(10);
  const viewLink = (id: string) => `href="/api/v1/Documents/${id}?analytics=product-page"`;
  const shown = product.Documents.filter((document) => html.includes(viewLink(document.Id)));
  expect(shown).toHaveLength(10);
  for (const document of shown) expect(html).toContain(document.Name);
  expect(html).toContain('href="?documents=all#documents"');
  const all = await (await request.get(`${product.Url}?documents=all`)).text();
  for (const document of product.Documents) {
    expect(all).toContain(document.Name);
    expect(all).toContain(viewLink(document.Id));
  }
});

test('filters by language (clearing the selection) and by type, sorts by date both ways', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  await expect(rowsOf(section)).toHaveCount(product.Documents.length);
  // At most 10 documents: everything shows, there is nothing to 'view all'.
  await expect(section.getByRole('button', { name: /View all/ })).toHaveCount(0);

  // A selection, then another language: the selection is cleared.
  const swedish = product.Documents.filter((d) => d.Languages.includes('sv'));
  expect(swedish.length).toBeGreaterThan(0);
  await section.getByRole('checkbox', { name: `Select ${product.Documents[0]?.Name}` }).check();
  await expect(section.getByText('1 selected')).toBeVisible();
  await section.getByLabel('Language').selectOption({ label: 'Swedish' });
  await expect(rowsOf(section)).toHaveCount(swedish.length);
  for (const document of swedish) await expect(rowOf(section, document.Name)).toBeVisible();
  await expect(section.getByText('Select documents to download or e-mail them together.')).toBeVisible();
  await expect(section.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /Download selection/ })).toBeDisabled();

  // Back to every language, then only datasheets.
  await section.getByLabel('Language').selectOption({ label: 'All languages' });
  await section.getByLabel('Document type').selectOption({ label: 'Datasheet' });
  const datasheets = product.Documents.filter((d) => d.Categories.some((c) => c.TypeKey === 'datasheet'));
  await expect(rowsOf(section)).toHaveCount(datasheets.length);
  await section.getByLabel('Document type').selectOption({ label: 'All document types' });
  await expect(rowsOf(section)).toHaveCount(product.Documents.length);

  // Date: the first press puts the newest first, the second flips it.
  const dates = () =>
    rowsOf(section)
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
  const sorted = product.Documents.map((d) => d.Date).sort();
  const dateHeader = section.getByRole('columnheader', { name: 'Date' });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
  // What the eye reads: an unsorted column shows neither the ascending nor the descending arrow.
  const arrow = (header: typeof dateHeader) => header.locator('svg path').getAttribute('d');
  const unsorted = await arrow(dateHeader);
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await dates()).toEqual([...sorted].reverse());
  const descending = await arrow(dateHeader);
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await dates()).toEqual(sorted);
  const ascending = await arrow(dateHeader);
  expect(new Set([unsorted, descending, ascending]).size).toBe(3);

  // Status: ascending, then descending.
  const statusHeader = section.getByRole('columnheader', { name: 'Status' });
  await statusHeader.getByRole('button').click();
  await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
  await statusHeader.getByRole('button').click();
  await expect(statusHeader).toHaveAttribute('aria-sort', 'descending');
});

test('names the languages of a document in more than 2 languages in a tooltip', async ({ page, request }) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  const manual = product.Documents.find((d) => d.Languages.length > 2);
  if (!manual) throw new Error('The demo product has no document in more than 2 languages');
  const trigger = rowOf(section, manual.Name).getByRole('button', {
    name: `${manual.Languages.length} languages`,
  });
  await trigger.focus();
  const tip = page.getByRole('tooltip').filter({ hasText: 'Available in' }).first();
  await expect(tip).toBeVisible();
  await expect(trigger).toHaveAccessibleDescription(/^Available in English, German,? and Swedish$/);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test('downloads the selection and all documents as zips named from the product, with a loader', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  const [first, second] = product.Documents;
  if (!first || !second) throw new Error('Too few documents');
  await section.getByRole('checkbox', { name: `Select ${first.Name}` }).check();
  await section.getByRole('checkbox', { name: `Select ${second.Name}` }).check();
  await expect(section.getByText('2 selected')).toBeVisible();

  // Hold the zip until the loader has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/Documents/DownloadDocumentZip**', async (route) => {
    await held;
    await route.continue();
  });
  const button = section.getByRole('button', { name: 'Download selection (2)' });
  const downloading = page.waitForEvent('download');
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(
    section.getByRole('status').filter({ hasText: 'Preparing the zip file of 2 documents' }),
  ).toBeVisible();
  release();
  const download = await downloading;
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  expect(download.suggestedFilename()).toBe(`${product.Name} - Documents.zip`);
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  const names = Object.keys(entries);
  expect(names).toHaveLength(2);
  expect(names.some((name) => name.startsWith(first.Name))).toBe(true);
  expect(names.some((name) => name.startsWith(second.Name))).toBe(true);
  for (const bytes of Object.values(entries)) {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  }

  // Everything listed.
  const all = page.waitForEvent('download');
  await section.getByRole('button', { name: `Download all (${product.Documents.length})` }).click();
  const zip = unzipSync(new Uint8Array(await readFile(await (await all).path())));
  expect(Object.keys(zip)).toHaveLength(product.Documents.length);
  for (const bytes of Object.values(zip)) expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
});

test('a failing zip stops the loader and shows no error', async ({ page, request }) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  let calls = 0;
  await page.route('**/api/v1/Documents/DownloadDocumentZip**', (route) => {
    calls++;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal', message: 'Internal error' }),
    });
  });
  let downloads = 0;
  page.on('download', () => {
    downloads++;
  });
  const button = section.getByRole('button', { name: /Download all/ });
  await button.click();
  await expect.poll(() => calls).toBe(1);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeEnabled();
  await expect(section.getByRole('status').filter({ hasText: 'Preparing' })).toHaveCount(0);
  await expect(section.getByRole('alert')).toHaveCount(0);
  expect(downloads).toBe(0);
});

test('e-mails the selection: checked fields, SUCCESS and the mail in the outbox; axe with the dialog open', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  const [first, second] = product.Documents;
  if (!first || !second) throw new Error('Too few documents');
  const email = section.getByRole('button', { name: 'E-mail selection' });
  await expect(email).toBeDisabled();
  await section.getByRole('checkbox', { name: `Select ${first.Name}` }).check();
  await section.getByRole('checkbox', { name: `Select ${second.Name}` }).check();
  await email.click();
  const dialog = page.getByRole('dialog', { name: 'E-mail documents' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Attached documents (2)')).toBeVisible();
  expect(await axeViolations(page, ['section#documents dialog'])).toEqual([]);

  const recipientField = dialog.getByLabel("Recipient's e-mail address");
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(recipientField).toHaveAccessibleDescription('field is required');
  await expect(recipientField).toBeFocused();
  await recipientField.fill('not an address');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(recipientField).toHaveAccessibleDescription('field must be email');
  expect(await axeViolations(page, ['section#documents dialog'])).toEqual([]);

  const recipient = `planner.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@customer.example`;
  await recipientField.fill(recipient);
  await dialog.getByLabel('Message (optional)').fill('The documents we talked about.');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByRole('status')).toContainText(`The documents are on their way to ${recipient}.`);
  await expect(dialog.getByText('E-mail sent')).toBeVisible();

  // The mail worker writes it to the outbox at once (woken by the send), with both documents attached.
  await expect.poll(() => mailTo(recipient), { timeout: 20_000 }).toBeDefined();
  // Quoted-printable: soft line breaks joined again.
  const mail = ((await mailTo(recipient)) as string).replace(/=\r?\n/g, '');
  expect(mail).toContain('> The documents we talked about.');
  expect(mail).toContain(`- ${first.Name} (`);
  expect(mail).toContain(`- ${second.Name} (`);
  expect((mail.match(/Content-Disposition: attachment/gi) ?? []).length).toBe(2);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(email).toBeFocused();
});

test('a failing send shows FAIL, and a rate limit says when to try again', async ({ page, request }) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  await section.getByRole('checkbox', { name: `Select ${product.Documents[0]?.Name}` }).check();
  let answer = { status: 500, body: { code: 'internal', message: 'Internal error' } as object };
  await page.route('**/api/v1/Documents/Send', (route) =>
    route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    }),
  );
  await section.getByRole('button', { name: 'E-mail selection' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail documents' });
  await dialog.getByLabel("Recipient's e-mail address").fill('planner@customer.example');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByRole('alert')).toContainText('E-mail not sent');
  await expect(dialog.getByRole('alert')).toContainText(
    'The e-mail could not be sent. Please try again later.',
  );
  expect(await axeViolations(page, ['section#documents dialog'])).toEqual([]);

  answer = {
    status: 429,
    body: { code: 'rate_limited', message: 'Too many', details: { retryAfterSeconds: 540 } },
  };
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please try again in 9 minutes.');
});

test('a viewed document shows in recently viewed, after a reload too, and the group toggles', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  const document = product.Documents[2] as ApiDocument;
  await expect(section.getByRole('button', { name: /Recently viewed/ })).toHaveCount(0);

  const opened = page.context().waitForEvent('page');
  await rowOf(section, document.Name)
    .getByRole('link', { name: `View ${document.Name} (opens in a new tab)` })
    .click();
  const tab = await opened;
  expect(tab.url()).toContain(`/api/v1/Documents/${document.Id}?analytics=product-page`);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'recentDocuments')?.value ?? '')
    .toContain(document.Id);
  await tab.close();

  // At once on this page, and rendered by the server for this visitor after a reload.
  const toggle = section.getByRole('button', { name: /Recently viewed/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = section.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(list.getByText(document.Name)).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list.getByText(document.Name)).toBeHidden();
  await toggle.click();
  await expect(list.getByText(document.Name)).toBeVisible();
});

test('works on a phone: rows are cards, select-all and sorting stay, and axe finds nothing', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  // No sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const card = rowsOf(section).first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  await expect(section.getByText(`Select all ${product.Documents.length} documents`)).toBeVisible();
  await section.getByRole('button', { name: 'Date' }).click();
  await expect(section.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await section.getByText(`Select all ${product.Documents.length} documents`).click();
  await expect(
    section.getByRole('button', { name: `Download selection (${product.Documents.length})` }),
  ).toBeEnabled();
  expect(await axeViolations(page, ['section#documents'])).toEqual([]);
});

test('prints as a table on an A4 page, though the page is as narrow as a tablet', async ({
  page,
  request,
}) => {
  // A4 at 96 dpi: narrower than the 60em below which screens show each document as a card.
  await page.setViewportSize({ width: 794, height: 1123 });
  const product = await rotaryUnit(request);
  const section = await openDocuments(page, product);
  expect(
    await rowsOf(section)
      .first()
      .evaluate((el) => getComputedStyle(el).display),
  ).toBe('grid');
  await page.emulateMedia({ media: 'print' });
  const row = rowsOf(section).first();
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
  for (const column of ['Type', 'Languages', 'Status', 'Date']) {
    await expect(section.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // Paper cannot be ticked: the selection boxes stay off the sheet.
  await expect(section.getByRole('checkbox').first()).toBeHidden();
});

test('shows 10 documents first, then all of them with view all, and fewer again', async ({
  page,
  request,
}) => {
  const product = await rotaryUnit(request, (count) => count > 10);
  const section = await openDocuments(page, product);
  await expect(rowsOf(section)).toHaveCount(10);
  const viewAll = section.getByRole('button', { name: `View all ${product.Documents.length} documents` });
  await viewAll.click();
  await expect(rowsOf(section)).toHaveCount(product.Documents.length);
  await section.getByRole('button', { name: 'Show fewer' }).click();
  await expect(rowsOf(section)).toHaveCount(10);
  // Paper gets every document: the browser's beforeprint puts the others in the page, hidden on the screen.
  await expect(section.locator('tbody tr')).toHaveCount(10);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(section.locator('tbody tr')).toHaveCount(product.Documents.length);
  await expect(rowsOf(section)).toHaveCount(10);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(section.locator('tbody tr')).toHaveCount(10);
  // Download all covers every listed document, not only the 10 shown.
  await expect(
    section.getByRole('button', { name: `Download all (${product.Documents.length})` }),
  ).toBeVisible();
});
