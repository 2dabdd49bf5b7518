import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * Accounts end to end (issue 4 §8): the spec's fixed sign-in and sign-out paths, return URLs that stay on the
 * site, a sign-up taken through every approval step in the browser, and the signed-in user's profile and
 * addresses. The demo accounts (README.md) are seeded by the e2e server.
 */

const DEMO_PASSWORD = 'Kvistra-demo-2026';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Signs in on the page that /util/login.aspx leads to, in English. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

test('/util/login.aspx opens sign-in in the named language and returns to the page asked for', async ({
  page,
}) => {
  await page.goto('/util/login.aspx?ReturnUrl=%2Fde%2Fproducts&language=de');
  await expect(page).toHaveURL(/\/de\/account\/sign-in\?ReturnUrl=%2Fde%2Fproducts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await hydrated(page);

  // A wrong password is announced and keeps the visitor on the page.
  await page.getByLabel('E-Mail-Adresse').fill('buyer@brandt.example');
  await page.getByLabel('Passwort').fill('not the password');
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  );

  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/products$/);
  await hydrated(page);
  const panel = page.getByRole('button', { name: 'Konto: Jonas Weber' });
  await expect(panel).toBeVisible();
  await panel.click();
  await expect(page.getByText('Kontostatus: Freigegeben')).toBeVisible();

  // Sign-out at the spec's path ends the session and goes home.
  await page.goto('/util/logout.aspx?language=de');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  const profile = await page.request.get('/api/v1/Customer/ProfileInfo');
  expect((await profile.json()).IsLoggedIn).toBe(false);
});

test('empty fields are marked, named and focused', async ({ page }) => {
  await page.goto('/en/account/sign-in');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const email = page.getByLabel('E-mail address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('field is required');
});

for (const returnUrl of [
  '//evil.example/',
  '/\\evil.example',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
]) {
  test(`a return URL of ${returnUrl} does not lead off the site`, async ({ page, baseURL }) => {
    await page.goto(`/util/login.aspx?language=en&ReturnUrl=${encodeURIComponent(returnUrl)}`);
    await signIn(page, 'buyer@nordvent.example');
    await expect(page.getByRole('button', { name: 'Account: Karin Lindqvist' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/?$/);
  });
}

test('a user without roles is sent to the no-roles page', async ({ page }) => {
  await page.goto('/util/login.aspx?language=en&ReturnUrl=%2Fen%2Fproducts');
  await signIn(page, 'noroles@nordvent.example');
  await expect(page).toHaveURL(/\/en\/account\/no-roles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has no access yet');
});

test('the back office asks anonymous visitors to sign in and is not there for buyers', async ({ page }) => {
  await page.goto('/en/back-office/users');
  await expect(page).toHaveURL(/\/en\/account\/sign-in\?ReturnUrl=%2Fen%2Fback-office%2Fusers$/);
  await signIn(page, 'buyer@nordvent.example');
  await expect(page).toHaveURL(/\/en\/back-office\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a sign-up is approved by the back office and the webshop manager, then signs in and keeps addresses', async ({
  page,
  browser,
}) => {
  // Three people sign in one after another: on a loaded machine this flow needs more than the default limit.
  test.setTimeout(180_000);
  const email = `new.buyer.${Date.now()}@brandt.example`;

  // Sign up, joining the demo company Brandt (no company admin: the back office decides first).
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/en\/account\/sign-up$/);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Customer number' }).fill('200202');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Fischer');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Choose a password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for signing up');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Waiting for back office approval');

  // Signed in but waiting: the header says so.
  await page.goto('/util/login.aspx?language=en');
  await signIn(page, email, 'a long enough passphrase');
  await expect(page).toHaveURL(/\/en\/?$/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Account: Nora Fischer' }).click();
  await expect(page.getByText('Status: Waiting for back office approval')).toBeVisible();

  // The back office approves.
  const backOffice = await newPage(browser);
  await backOffice.goto('/util/login.aspx?language=en&ReturnUrl=%2Fen%2Fback-office%2Fusers');
  await signIn(backOffice, 'backoffice@airshop.example');
  await expect(backOffice).toHaveURL(/\/en\/back-office\/users$/);
  await hydrated(backOffice);
  await backOffice.getByLabel('Name or e-mail address').fill(email);
  await backOffice.getByRole('button', { name: 'Show' }).click();
  // Dates read as the locale writes them (month named in English), never the US numeric default.
  const row = backOffice.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
  await backOffice.getByRole('button', { name: 'Review Nora Fischer' }).click();
  const dialog = backOffice.getByRole('dialog', { name: 'Nora Fischer' });
  await expect(dialog.getByRole('listitem').first()).toContainText(
    /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/,
  );
  await expect(dialog).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(backOffice.getByText('Decision saved for Nora Fischer.')).toBeVisible();

  // The webshop manager opens the shop for them.
  const manager = await newPage(browser);
  await manager.goto('/util/login.aspx?language=en&ReturnUrl=%2Fen%2Fback-office%2Fusers');
  await signIn(manager, 'manager@airshop.example');
  await expect(manager).toHaveURL(/\/en\/back-office\/users$/);
  await hydrated(manager);
  await expect(manager.getByLabel('Account status')).toHaveValue('12');
  await manager.getByRole('button', { name: 'Review Nora Fischer' }).click();
  await manager
    .getByRole('dialog', { name: 'Nora Fischer' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(manager.getByText('Decision saved for Nora Fischer.')).toBeVisible();

  // The new user now shows as approved.
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Account: Nora Fischer' }).click();
  await expect(page.getByText('Status: Approved')).toBeVisible();

  // Profile and addresses through the signed-in session (the address pages come with the My Airshop issue).
  const origin = new URL(page.url()).origin;
  const writeHeaders = { origin, 'content-type': 'application/json' };
  const profile = await (await page.request.get('/api/v1/Customer/ProfileInfo')).json();
  expect(profile).toMatchObject({
    IsLoggedIn: true,
    Name: 'Nora Fischer',
    UserStatus: 8,
    HasWebshopRole: true,
  });
  const added = await page.request.post('/api/v1/Customer/Contact/Addresses', {
    headers: writeHeaders,
    data: {
      Name: 'Site office',
      Line1: 'Baustraße 4',
      PostalCode: '10115',
      City: 'Berlin',
      CountryCode: 'DE',
    },
  });
  expect(added.status()).toBe(201);
  const { Id } = await added.json();
  const edited = await page.request.put(`/api/v1/Customer/Contact/Addresses/${Id}`, {
    headers: writeHeaders,
    data: {
      Name: 'Site office 2',
      Line1: 'Baustraße 6',
      PostalCode: '10115',
      City: 'Berlin',
      CountryCode: 'DE',
    },
  });
  expect(edited.ok()).toBe(true);
  const contact = await (await page.request.get('/api/v1/Customer/Contact')).json();
  expect(contact.Addresses).toContainEqual(
    expect.objectContaining({ Id, Name: 'Site office 2', IsEditable: true }),
  );
  const removed = await page.request.delete(`/api/v1/Customer/Contact/Addresses/${Id}`, {
    headers: { origin },
  });
  expect(removed.status()).toBe(204);
  const after = await (await page.request.get('/api/v1/Customer/Contact')).json();
  expect(after.Addresses.map((a: { Id: string }) => a.Id)).not.toContain(Id);

  await backOffice.context().close();
  await manager.context().close();
});

test('a sign-up to a company with an admin is approved by that admin first, then waits for the back office', async ({
  page,
  browser,
}) => {
  const email = `new.planner.${Date.now()}@nordvent.example`;

  await page.goto('/en/account/sign-up');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Customer number' }).fill('100101');
  await page.getByLabel('First name').fill('Elin');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Choose a password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Waiting for company admin approval',
  );

  // Nordvent's company admin sees the sign-up at their own step and approves it.
  const admin = await newPage(browser);
  await admin.goto('/util/login.aspx?language=en&ReturnUrl=%2Fen%2Fback-office%2Fusers');
  await signIn(admin, 'admin@nordvent.example');
  await expect(admin).toHaveURL(/\/en\/back-office\/users$/);
  await hydrated(admin);
  await expect(admin.getByLabel('Account status')).toHaveValue('3');
  await admin.getByRole('button', { name: 'Review Elin Berg' }).click();
  await admin.getByRole('dialog', { name: 'Elin Berg' }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Decision saved for Elin Berg.')).toBeVisible();

  // The next step is the back office's: the new user now waits for it.
  await page.goto('/util/login.aspx?language=en');
  await signIn(page, email, 'another long passphrase');
  await expect(page).toHaveURL(/\/en\/?$/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Account: Elin Berg' }).click();
  await expect(page.getByText('Status: Waiting for back office approval')).toBeVisible();

  await admin.context().close();
});

test('the signed-in panel, the back office list and a review have no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await page.goto('/util/login.aspx?language=en&ReturnUrl=%2Fen%2Fback-office%2Fusers');
  await signIn(page, 'backoffice@airshop.example');
  await expect(page).toHaveURL(/\/en\/back-office\/users$/);
  await hydrated(page);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'User approvals' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Review / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header keeps sign-in reachable and the form fits the screen', async ({ page }) => {
    await page.goto('/en/account/sign-up');
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
