import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInContext } from '../support/signed-in.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const PAGES = [
  { name: 'home', path: '/en/' },
  { name: '404', path: '/en/no-such-page' },
  { name: 'ui-kit', path: '/en/ui-kit' },
  { name: 'sign-in', path: '/en/account/sign-in' },
  { name: 'sign-up', path: '/en/account/sign-up' },
  { name: 'password-reset', path: '/en/account/password-reset' },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of PAGES) {
      test(`${target.name} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(target.path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        if (target.name === 'ui-kit') {
          // Check the form in its loaded state, not the loading placeholder.
          await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
        }
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('ui-kit with open widgets has no violations', async ({ page }) => {
  await page.goto('/en/ui-kit#ui-kit-delivery');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('field is required').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Technical data' }).click();
  await expectNoAxeViolations(page);
});

test('a buyer’s pages, and the cart panel opened from the header, have no violations', async ({
  browser,
}) => {
  const context = await signedInContext(browser, 'buyer@nordvent.example');
  const page = await context.newPage();
  for (const path of ['/en/', '/en/products/air-handling-units/rotary/kvistra-rx-100']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The count shows once the cart has been read: the button's name then holds it ("Cart, 0 lines").
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ lines?$/ });
    await expect(cart).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
