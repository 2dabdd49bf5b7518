import { expect, test } from '@playwright/test';

test('a 403 reloads the page once and then shows the error instead of looping', async ({ page }) => {
  let forbidden = 0;
  await page.route('**/api/v1/Translations/Pages/validation', (route) => {
    forbidden += 1;
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'forbidden', message: 'Forbidden' }),
    });
  });
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') documentLoads += 1;
  });

  await page.goto('/en/ui-kit');
  await expect(page.getByTestId('validation-translations-error')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Texts could not be loaded' })).toBeVisible();
  // The first load and exactly one reload; the second 403 failed instead of reloading.
  expect(documentLoads).toBe(2);
  expect(forbidden).toBe(2);
  // The guard holds: nothing more happens while the page stays open.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(documentLoads).toBe(2);
});

test('the translation call says which page it is for, and the page’s locale decides over the cookie (ADR 0049)', async ({
  page,
  baseURL,
}) => {
  // A visitor whose country cookie is German, on an English page: the texts are English.
  await page.context().addCookies([{ name: 'country', value: 'de', url: baseURL ?? 'http://127.0.0.1' }]);
  const languages: { lang: string; pageLocale: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/Translations/Pages/validation')) {
      const headers = request.headers();
      languages.push({ lang: headers['x-lang'] ?? '', pageLocale: headers['x-page-locale'] ?? '' });
    }
  });
  await page.goto('/en/ui-kit');
  const form = page.getByRole('form', { name: 'Form fields' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('field is required').first()).toBeVisible();
  await expect(form.getByText('Please accept terms and conditions.')).toBeVisible();
  // x-lang keeps the spec's cookie rule; x-page-locale names the page, and the server answers in its locale.
  expect(languages).toEqual([{ lang: 'de', pageLocale: 'en' }]);
  await expect(page.getByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
});
