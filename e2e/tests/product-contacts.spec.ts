import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

/*
 * The sales contacts and services of the product page (issue 5 §7; product-page.md §2–§5, §7, §8), as a visitor
 * uses them: the filter form, the full-screen results dialog, CollectMail on an e-mail click, no results, a failed
 * fetch, the services links, and axe with the dialog open.
 */

const CONTACTS = '**/api/v1/SalesContacts/Contacts?*';

async function rotaryUnitUrl(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/Catalog?path=products/air-handling-units/rotary', {
    headers: { 'x-lang': 'en' },
  });
  expect(response.status()).toBe(200);
  const { Items } = (await response.json()) as { Items: { Url: string }[] };
  const first = Items[0];
  if (!first) throw new Error('The demo catalogue has no rotary unit');
  return first.Url;
}

async function openProduct(page: Page, request: APIRequestContext, locale = 'en') {
  const url = await rotaryUnitUrl(request);
  await page.goto(url.replace('/en/', `/${locale}/`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

function finder(page: Page) {
  const section = page.locator('section#contact');
  return {
    section,
    country: section.getByRole('combobox', { name: 'Country', exact: true }),
    application: section.getByRole('combobox', { name: 'Application area', exact: true }),
    submit: section.getByRole('button', { name: 'Show contacts' }),
  };
}

test('a visitor finds their contacts: required filters, loader, two groups, CollectMail, Escape', async ({
  page,
  request,
}) => {
  await openProduct(page, request);
  const form = finder(page);
  await expect(
    form.section.getByRole('heading', { level: 2, name: 'Find your sales contact' }),
  ).toBeVisible();
  await expect(form.section.getByText('Our people and partners near you')).toBeVisible();
  // DefaultCountry of the demo block is Sweden; the application is left to the visitor.
  await expect(form.country).toHaveValue('SE');
  await expect(form.application).toHaveValue('');

  await form.submit.click();
  await expect(form.section.getByText('field is required')).toHaveCount(1);
  await expect(form.application).toHaveAttribute('aria-invalid', 'true');
  await expect(form.application).toBeFocused();
  await expect(page.getByRole('dialog')).toBeHidden();

  await form.application.selectOption({ label: 'Offices' });
  await expect(form.section.getByText('field is required')).toHaveCount(0);

  // Hold the answer until the loader has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = '';
  await page.route(CONTACTS, async (route: Route) => {
    sent = route.request().url();
    await held;
    await route.continue();
  });
  await form.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Your sales contacts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status', { name: 'Loading contacts' })).toBeVisible();
  await expect(dialog).toContainText('Sweden · Offices');
  release();

  const ours = dialog.getByRole('region', { name: /^Our people/ });
  const external = dialog.getByRole('region', { name: /^Offices and external partners/ });
  await expect(ours.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(external.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(dialog.getByRole('status', { name: 'Loading contacts' })).toHaveCount(0);
  expect(new URL(sent).searchParams.toString()).toBe(
    'filter1Type=Country&filter1Value=SE&filter2Type=Application&filter2Value=offices',
  );

  // Our people: pictures at the contact size, names, mailto: and tel: links.
  const firstPerson = ours
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4 }) })
    .first();
  await expect(firstPerson.getByRole('img')).toHaveCount(0); // decorative picture: alt=""
  await expect(firstPerson.locator('img')).toHaveAttribute('src', /^\/media\/300x300\//);
  await expect(firstPerson).toContainText('Sales engineer');
  await expect(firstPerson).toContainText('Kvistra Air Sweden');
  await expect(firstPerson.locator('a[href^="tel:+46"]').first()).toBeVisible();
  // Offices and partners: the office's website is a link off the site; the service partner's blank one is hidden.
  const office = external.getByRole('listitem').filter({ hasText: 'Sales office' });
  await expect(office.getByRole('link', { name: /^www\.kvistra-air\.example\/se/ })).toHaveAttribute(
    'href',
    'https://www.kvistra-air.example/se',
  );
  await expect(office.getByRole('link', { name: /^www\./ })).toHaveAttribute('target', '_blank');
  await expect(office.getByText('Sveavägen 44, 111 34 Stockholm')).toBeVisible();
  const partner = external.getByRole('listitem').filter({ hasText: 'Service partner' });
  await expect(partner.getByRole('link')).toHaveCount(2); // phone and e-mail; the website was blank
  await expect(partner.locator('a[href^="http"]')).toHaveCount(0);

  // An e-mail click tells the server which address was asked for.
  const mail = firstPerson.locator('a[href^="mailto:"]');
  const address = (await mail.textContent())?.trim() ?? '';
  expect(address).toMatch(/@kvistra-air\.example$/);
  const collected = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/Customer/CollectMail') && r.method() === 'POST',
  );
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/Customer/CollectMail'));
  await mail.click();
  expect((await collected).postDataJSON()).toEqual({ Email: address });
  expect((await answered).status()).toBe(204);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(form.submit).toBeFocused();
});

test('a combination nobody covers shows no results, and "Change filters" goes back to the form', async ({
  page,
  request,
}) => {
  // The demo data covers every country and application (ADR 0012), so the server's answer for a combination
  // nobody covers, 204, is given here.
  await page.route(CONTACTS, (route) => route.fulfill({ status: 204 }));
  await openProduct(page, request);
  const form = finder(page);
  await form.country.selectOption({ label: 'Finland' });
  await form.application.selectOption({ label: 'Data centres' });
  await form.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Your sales contacts' });
  await expect(dialog.getByText('No contacts match your selection')).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Change filters' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.country).toBeFocused();
  await expect(form.country).toHaveValue('FI');
});

test('a failed contact fetch is logged and shows no results', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(CONTACTS, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal', message: 'Internal server error' }),
    }),
  );
  await openProduct(page, request);
  const form = finder(page);
  await form.application.selectOption({ label: 'Schools' });
  await form.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Your sales contacts' });
  await expect(dialog.getByText('No contacts match your selection')).toBeVisible();
  await expect.poll(() => errors).toContain('Fetching data failed: Internal Server Error (500)');
});

test('the services block links to the services', async ({ page, request }) => {
  await openProduct(page, request);
  const services = page.locator('section#services');
  await expect(services.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(services.getByText('From planning to maintenance')).toBeVisible();
  const links = services.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(services.getByRole('link', { name: 'Selection support' })).toHaveAttribute(
    'href',
    'https://www.kvistra-air.example/en/services/selection',
  );
  await expect(services.getByRole('link', { name: 'Commissioning' })).toHaveAttribute(
    'href',
    'https://www.kvistra-air.example/en/services/commissioning',
  );
  await expect(services.getByRole('link', { name: 'Service agreements' })).toHaveAttribute(
    'href',
    'https://www.kvistra-air.example/en/services/agreements',
  );
});

test('the form speaks the page language', async ({ page, request }) => {
  await openProduct(page, request, 'sv');
  const section = page.locator('section#contact');
  await expect(section.getByRole('heading', { level: 2, name: 'Hitta din säljkontakt' })).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Land', exact: true })).toHaveValue('SE');
  await expect(section.getByRole('combobox', { name: 'Användningsområde', exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Visa kontakter' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(section.locator('[aria-invalid="true"]')).toHaveCount(1);
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`no axe violations in the form with an error and in the open results (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openProduct(page, request);
    const form = finder(page);
    await form.submit.click();
    await expect(form.section.getByText('field is required')).toBeVisible();
    expect(await axeViolations(page, ['section#contact', 'section#services'])).toEqual([]);

    await form.application.selectOption({ label: 'Healthcare' });
    await form.submit.click();
    const dialog = page.getByRole('dialog', { name: 'Your sales contacts' });
    await expect(dialog.getByRole('region', { name: /^Offices and external partners/ })).toBeVisible();
    expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  });
}
