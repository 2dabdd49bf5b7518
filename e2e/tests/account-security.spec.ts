import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { mailsContaining } from '../support/outbox.ts';

/*
 * The account's own security (issue 13, points 2 and 5): the change-password page reached from the header's
 * account menu, which signs every other device out and keeps this one; "sign out everywhere"; and the reset
 * link, whose token the page moves off its address at once. Each test signs up its own account, so the demo accounts keep
 * their password for the other tests.
 */

const PASSWORD = 'first long passphrase 61';
const NEW_PASSWORD = 'second long passphrase 62';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A new account (waiting for approval, which may sign in) with its own address. */
async function signUp(api: APIRequestContext, label: string): Promise<string> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@security.example`;
  const response = await api.post('/api/v1/Customer/SignUp', {
    data: {
      Company: { NewCompanyName: `Security Test ${label}` },
      FirstName: 'Saga',
      LastName: 'Lind',
      Email: email,
      Password: PASSWORD,
      Market: 'SE',
      Language: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Another device: an API client holding its own session of `email`. */
async function otherDevice(baseURL: string, email: string, password = PASSWORD): Promise<APIRequestContext> {
  const device = await request.newContext({ baseURL });
  const response = await device.post('/api/v1/Customer/SignIn', {
    data: { Email: email, Password: password },
  });
  expect(response.status()).toBe(200);
  return device;
}

async function signedIn(client: APIRequestContext): Promise<boolean> {
  return (await (await client.get('/api/v1/Customer/ProfileInfo')).json()).IsLoggedIn;
}

async function signInOnPage(page: Page, email: string, password = PASSWORD) {
  await page.goto('/en/account/sign-in');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account: Saga Lind' })).toBeVisible();
}

test('the account menu leads to the password page, which signs the other devices out and keeps this one', async ({
  page,
  baseURL,
}) => {
  const email = await signUp(page.request, 'change');
  const phone = await otherDevice(baseURL as string, email);
  await signInOnPage(page, email);
  await hydrated(page);

  await page.getByRole('button', { name: 'Account: Saga Lind' }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/en\/account\/change-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your password');
  await hydrated(page);

  // A wrong current password is named at its field, and nothing changes.
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('This is not your current password.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();
  expect(await signedIn(phone)).toBe(true);
  // The page with a field error and the open parts: no WCAG 2.2 AA violations.
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // A new password the sign-up rule refuses is refused here too.
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('Choose a password').fill('short');
  await page.getByLabel('Repeat the password').fill('short');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByLabel('Choose a password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

  // The phone's session is gone; this browser stays signed in, also after a reload.
  expect(await signedIn(phone)).toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account: Saga Lind' })).toBeVisible();
  const oldPassword = await phone.post('/api/v1/Customer/SignIn', {
    data: { Email: email, Password: PASSWORD },
  });
  expect(oldPassword.status()).toBe(401);
  await phone.dispose();
  const again = await otherDevice(baseURL as string, email, NEW_PASSWORD);
  await again.dispose();
});

test('sign out everywhere ends this session and every other one', async ({ page, baseURL }) => {
  const email = await signUp(page.request, 'everywhere');
  const phone = await otherDevice(baseURL as string, email);
  await signInOnPage(page, email);
  await page.goto('/en/account/change-password');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/en\/account\/sign-in$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await signedIn(page.request)).toBe(false);
  expect(await signedIn(phone)).toBe(false);
  await phone.dispose();
});

test('without script, the password page changes the password and signs out everywhere', async ({
  browser,
  baseURL,
}) => {
  const email = await signUp(await request.newContext({ baseURL }), 'noscript');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/en/account/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.goto('/en/account/change-password');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill('a different passphrase 63');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/en\/account\/sign-in$/);
  expect(await signedIn(page.request)).toBe(false);
  const device = await otherDevice(baseURL as string, email, NEW_PASSWORD);
  await device.dispose();
  await context.close();
});

test('the password page asks an anonymous visitor to sign in and comes back', async ({ page }) => {
  await page.goto('/de/account/change-password');
  await expect(page).toHaveURL(/\/de\/account\/sign-in\?ReturnUrl=%2Fde%2Faccount%2Fchange-password$/);
});

/** The first mail the e2e servers delivered for `recipient`, readable (support/outbox.ts). */
const mailTo = async (recipient: string) => (await mailsContaining(recipient))[0];

test('the reset link works, and its token leaves the address before the page shows', async ({
  page,
  baseURL,
}) => {
  const email = await signUp(page.request, 'reset');
  await page.goto('/en/account/password-reset');
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  await expect.poll(() => mailTo(email)).toContain('/en/account/password-reset/complete?token=');
  const mail = (await mailTo(email)) as string;
  const link = /https?:\/\/\S+complete\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0] as string;

  await page.goto(link);
  // The page itself, its history entry and any Referer it sends know nothing of the token.
  await expect(page).toHaveURL(/\/en\/account\/password-reset\/complete$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('airshop_reset');
  await hydrated(page);
  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');
  const device = await otherDevice(baseURL as string, email, NEW_PASSWORD);
  await device.dispose();
});
