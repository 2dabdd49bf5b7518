import { expect, test } from '@playwright/test';

test('a render error shows the generic boundary and Try again recovers', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'throw', value: '1', url: baseURL ?? '' }]);
  const response = await page.goto('/en/test/error');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The frame around the failed route stays usable.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await context.clearCookies({ name: 'throw' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('test-error-ok')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('the test route throws only while the cookie is set', async ({ request }) => {
  const response = await request.get('/en/test/error');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-testid="test-error-ok"');
  expect(html).not.toContain('id="error-title"');
});
