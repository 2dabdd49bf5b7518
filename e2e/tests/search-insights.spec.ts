import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * The back office's search insights (issue 18 point 5, ADR 0071): searches reported with the TrackSearchClick
 * beacon are found on the page, counted per query with their click-through, and those that found nothing in
 * their own table; the period is in the URL and checked before the API is asked. Others: sign in, or 404.
 */

const BACK_OFFICE = 'backoffice@airshop.example';

interface Beacon {
  query: string;
  searchId: string;
  clicked: boolean;
  empty: boolean;
  hitId?: string;
}

/** A beacon as navigator.sendBeacon sends it: a JSON text as text/plain, from the shop's own pages. */
async function sendBeacon(request: APIRequestContext, beacon: Beacon) {
  const response = await request.post('/searchapi/TrackSearchClick', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
    data: JSON.stringify({ ...beacon, language: 'en' }),
  });
  expect(response.status(), await response.text()).toBe(204);
}

function isoDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('searches sent as beacons are counted on the page, with click-through and the empty ones', async ({
  browser,
  request,
}) => {
  const marker = randomUUID().slice(0, 8);
  const found = `Insight Fan ${marker}`;
  const nothing = `nothing ${marker}`;
  // Three searches for one query (written two ways: queries are compared in lower case), two of them clicked.
  const searches = [randomUUID(), randomUUID(), randomUUID()];
  await sendBeacon(request, { query: found, searchId: searches[0] as string, clicked: false, empty: false });
  await sendBeacon(request, {
    query: found,
    searchId: searches[0] as string,
    clicked: true,
    empty: false,
    hitId: 'product:rx-12',
  });
  await sendBeacon(request, {
    query: `  ${found.toUpperCase()} `,
    searchId: searches[1] as string,
    clicked: false,
    empty: false,
  });
  await sendBeacon(request, { query: found, searchId: searches[2] as string, clicked: true, empty: false });
  // Two that found nothing.
  await sendBeacon(request, { query: nothing, searchId: randomUUID(), clicked: false, empty: true });
  await sendBeacon(request, { query: nothing, searchId: randomUUID(), clicked: false, empty: true });

  const context = await signedInContext(browser, BACK_OFFICE);
  const page = await context.newPage();
  await page.goto('/en/back-office/users');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Search insights' })
    .click();
  await expect(page).toHaveURL(/\/en\/back-office\/search-insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search insights' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Search insights' }),
  ).toHaveAttribute('aria-current', 'page');

  // The default period: the last 30 days, today included.
  const period = page.getByRole('form', { name: 'Period' });
  await expect(period.getByLabel('From')).toHaveValue(isoDay(-29));
  await expect(period.getByLabel('To')).toHaveValue(isoDay());

  const top = page.getByRole('table', { name: /^Most searched queries/ });
  const row = top.getByRole('row').filter({ hasText: found.toLowerCase() });
  await expect(row.getByRole('cell')).toHaveText([found.toLowerCase(), '3', '2', '66.7%']);
  const empty = page.getByRole('table', { name: /^Queries that found nothing/ });
  await expect(empty.getByRole('row').filter({ hasText: nothing }).getByRole('cell')).toHaveText([
    nothing,
    '2',
  ]);
  await expect(empty.getByText(found.toLowerCase())).toHaveCount(0);
  const totals = page.getByRole('region', { name: /^Totals/ });
  const searchesTotal = Number(
    (await totals.getByRole('definition').first().textContent())?.replace(/\D/g, '') ?? '0',
  );
  expect(searchesTotal).toBeGreaterThanOrEqual(5);
  await expectNoAxeViolations(page);

  // A period before today: the beacons are not in it; the period goes into the URL.
  await period.getByLabel('From').fill(isoDay(-10));
  await period.getByLabel('To').fill(isoDay(-1));
  await period.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(-10)}&to=${isoDay(-1)}`));
  await expect(page.getByRole('region', { name: /^Totals/ })).toBeVisible();
  await expect(page.getByText(found.toLowerCase())).toHaveCount(0);

  // Longer than the API reads: said on the page, without asking.
  await page.goto(`/en/back-office/search-insights?from=${isoDay(-400)}&to=${isoDay()}`);
  await expect(page.getByRole('alert')).toHaveText('The period can be at most 366 days.');

  // In German, the same figures.
  await page.goto('/de/back-office/search-insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Suchauswertung' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Meistgesuchte Begriffe/ })
      .getByRole('row')
      .filter({ hasText: found.toLowerCase() })
      .getByRole('cell'),
  ).toHaveText([found.toLowerCase(), '3', '2', '66,7 %']);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a visitor is sent to sign in; the webshop manager has neither the page nor the API', async ({
  browser,
  page,
}) => {
  await page.goto('/en/back-office/search-insights');
  await expect(page).toHaveURL(/\/en\/account\/sign-in\?ReturnUrl=/);

  const context = await signedInContext(browser, 'manager@airshop.example');
  const manager = await context.newPage();
  await manager.goto('/en/back-office/orders');
  const nav = manager.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search insights' })).toHaveCount(0);
  const response = await manager.goto('/en/back-office/search-insights');
  expect(response?.status()).toBe(404);
  const api = await manager.request.get('/api/v1/BackOffice/SearchInsights');
  expect(api.status()).toBe(403);
  await context.close();
});
