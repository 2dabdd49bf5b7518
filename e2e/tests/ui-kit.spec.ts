import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/en/ui-kit');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('a dialog traps focus, closes with Escape and gives focus back', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Open dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Save cart as project' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Give the project a name so your team can find it again.');

  // Tab through more stops than the dialog has: focus never leaves it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the full-screen dialog covers the viewport and its close button works', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Open full-screen dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sales contacts' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(viewport?.width);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('tabs follow the arrow keys, Home and End', async ({ page }) => {
  const description = page.getByRole('tab', { name: 'Description' });
  const technical = page.getByRole('tab', { name: 'Technical data' });
  const documents = page.getByRole('tab', { name: 'Documents' });
  await description.click();
  await expect(description).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(technical).toBeFocused();
  await expect(technical).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Technical data' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Variants and performance' })).toBeVisible();

  await page.keyboard.press('End');
  await expect(documents).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(description).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(documents).toHaveAttribute('aria-selected', 'true');
  await expect(description).toHaveAttribute('tabindex', '-1');
});

test('a disclosure toggles and opens when the hash names it', async ({ page }) => {
  const delivery = page.getByRole('button', { name: 'Delivery and lead times' });
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Delivery dates depend on the ordered quantity.')).toBeVisible();

  await page.goto('/en/ui-kit#ui-kit-warranty');
  await expect(page.getByRole('button', { name: 'Warranty' })).toHaveAttribute('aria-expanded', 'true');
});

test('the tooltip shows on focus and Escape hides it', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'Delivery time' });
  await trigger.focus();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(trigger).toHaveAccessibleDescription(
    'Delivery dates are estimates based on the ordered quantity.',
  );
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test('quantity buttons stop at the bounds and typed values are clamped on blur', async ({ page }) => {
  const input = page.getByRole('spinbutton', { name: 'Quantity', exact: true });
  const decrease = page.getByRole('button', { name: 'Decrease quantity' }).first();
  const increase = page.getByRole('button', { name: 'Increase quantity' }).first();
  await expect(input).toHaveValue('1');
  await expect(decrease).toBeDisabled();
  await increase.click();
  await expect(input).toHaveValue('2');
  await expect(decrease).toBeEnabled();
  await input.fill('1000');
  await input.blur();
  await expect(input).toHaveValue('999');
  await expect(increase).toBeDisabled();
  await input.fill('0');
  await input.blur();
  await expect(input).toHaveValue('1');
});

test('snackbars are announced and can be dismissed by keyboard', async ({ page }) => {
  await page.getByRole('button', { name: 'Show error' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The item could not be added.' });
  await expect(alert).toBeVisible();
  // The same message again replaces the one shown: no stack of duplicates.
  await page.getByRole('button', { name: 'Show error' }).click();
  await expect(alert.getByText('The item could not be added.')).toHaveCount(1);
  const dismiss = alert.getByRole('button', { name: 'Dismiss notification' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);

  await page.getByRole('button', { name: 'Show success' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The item was added to your cart.' }),
  ).toBeVisible();
  // The short snackbar goes away by itself (2 s).
  await expect(page.getByText('The item was added to your cart.')).toBeHidden({ timeout: 5000 });
});
