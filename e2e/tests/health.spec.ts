import { expect, test } from '@playwright/test';

test('health endpoint reports ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('OpenAPI document describes the REST API', async ({ request }) => {
  const response = await request.get('/api/docs/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toEqual(expect.any(String));
  expect(Object.keys(document.paths ?? {})).toContain('/api/v1/Shop/Markets/Current');
});

// Proves the browser itself (Debian Chromium with the configured flags) launches and reaches the server.
test('browser reaches the server', async ({ page }) => {
  const response = await page.goto('/api/health');
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).toContainText('"status":"ok"');
});
