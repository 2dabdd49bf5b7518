import { expect, test } from '@playwright/test';

/*
 * A document's texts travel by their own URL, read before hydration and kept by the browser (ADR 0081), not in
 * the page's loader data.
 */

const PRODUCT = '/hu/products/air-handling-units/rotary/kvistra-rx-100';
const TEXTS = '**/api/v1/Translations/Texts/**';

test('a page names its texts’ URL instead of carrying them, and the hydrated page and the next one speak them', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PRODUCT)).text();
  const link =
    /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)" data-texts-locale="hu"\/>/.exec(
      html,
    );
  expect(link, 'the head preloads the texts').not.toBeNull();
  expect(link?.[1]).toMatch(/^\/api\/v1\/Translations\/Texts\/hu\/[0-9a-z]+\?pages=[a-zA-Z,]*productPage/);
  // No text's id is in the page: the loader data holds none (the rendered texts themselves are, as HTML).
  expect(html).not.toContain('header/skipToContent');
  expect(html).not.toContain('variants/retry');

  const texts = await request.get((link?.[1] ?? '').replaceAll('&amp;', '&'));
  expect(texts.headers()['cache-control']).toBe('private, max-age=31536000, immutable');

  await page.goto(PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Texts the server did not render come from the same texts: the language menu's.
  await page.getByRole('button', { name: /Nyelv/ }).click();
  await expect(page.getByRole('link', { name: 'Suomi' })).toBeVisible();
  await page.keyboard.press('Escape');
  // A navigation brings its own page's texts in its loader data.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hu\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Légkezelés nagy igényű épületekhez');
});

test('without the texts’ URL the page takes the texts it kept, or asks for each page, and still works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(TEXTS, (route) => route.abort('internetdisconnected'));

  // Nothing kept yet: the page hydrates all the same (React renders it again, as the texts differ from the
  // HTML's for a moment) and asks for its pages one by one.
  await page.goto(PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: /Nyelv/ })).toBeVisible();
  await expect(page.getByText('Loading translations')).toHaveCount(0);

  // The second visit finds them in local storage and hydrates with them: no second render, no asking.
  errors.length = 0;
  const pagesCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/Translations/Pages/')) pagesCalls.push(r.url());
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: /Nyelv/ }).click();
  await expect(page.getByRole('link', { name: 'Suomi' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(pagesCalls).toEqual([]);
});
