import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * Search in the browser (issue 18 point 4, ADR 0072) on the demo catalogue and content: the header's search bar
 * as a keyboard combobox, the search page's facets, sorting, paging and URL, the document search page, a blog
 * post read from a search result, the click beacon, and prices only for a buyer. axe on each.
 */

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Waits for a TrackSearchClick beacon: by default the next click's (a search shown sends one with clicked false). */
function beacon(page: Page, clicked = true) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/searchapi/TrackSearchClick') &&
      (JSON.parse(request.postData() ?? '{}') as { clicked?: boolean }).clicked === clicked,
  );
}

test('header search: type, walk the instant results with the arrow keys, open a product with Enter', async ({
  page,
}) => {
  await page.goto('/en/');
  await hydrated(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Closed, the bar is only its toggle: no combobox in the page until it is opened.
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const input = page.getByRole('combobox', { name: 'Search products, documents and pages' });
  await expect(input).toBeFocused();
  // Still typing: the last word is too short for a full-text prefix, the title's start finds the product.
  await input.pressSequentially('kvistra df 1');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('group', { name: /^Products \(\d+ match(es)?\)$/ })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  // The result count is announced, then the announcement is removed (spec §9: after 1 s).
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText(/\d+ results found/);
  await expect(status).toHaveText('');
  await expectNoAxeViolations(page, ['header']);

  // Down from the completions into the products, until the product is the active option.
  const product = list
    .getByRole('group', { name: /^Products/ })
    .getByRole('option', { name: /Kvistra DF 100\b/ });
  const productId = (await product.getAttribute('id')) ?? '';
  const count = await list.getByRole('option').count();
  for (let step = 0; step < count; step++) {
    await input.press('ArrowDown');
    if ((await input.getAttribute('aria-activedescendant')) === productId) break;
  }
  await expect(input).toHaveAttribute('aria-activedescendant', productId);
  await expect(product).toHaveAttribute('aria-selected', 'true');
  const sent = beacon(page);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\/.+\/kvistra-df-100/);
  const click = JSON.parse((await sent).postData() ?? '{}');
  expect(click).toMatchObject({ hitId: 'product:df-100', clicked: true, empty: false, language: 'en' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Kvistra DF 100');
  // Going to the product closed the bar.
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
});

test('header search: Escape clears, then closes and gives the focus back; Enter alone opens the search page', async ({
  page,
}) => {
  await page.goto('/de/');
  await hydrated(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Suche' });
  await toggle.click();
  const input = page.getByRole('banner').getByRole('combobox');
  await input.fill('ventilator');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await input.fill('ventilator');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/de\/search\?q=ventilator$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Suche');
});

test('search page: filter by category, sort, load more, all in the URL; back undoes a change', async ({
  page,
}) => {
  await page.goto('/en/search?q=kvistra');
  await hydrated(page);
  const main = page.getByRole('main');
  // Server-rendered: the hits are in the page as it arrives.
  const hits = main.locator('[data-hit]');
  await expect(hits).toHaveCount(20);
  await expect(main.getByRole('link', { name: /^Products/, exact: false }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Load more' }).click();
  await expect(hits).not.toHaveCount(20);
  const loaded = await hits.count();
  expect(loaded).toBeGreaterThan(20);
  await expect(main.getByText(`Showing ${loaded} of`)).toBeVisible();

  const categories = main.getByRole('group', { name: 'Category' });
  await categories.getByRole('checkbox', { name: /^Duct fans/ }).check();
  await expect(page).toHaveURL(/[?&]category=duct-fans/);
  await expect(hits.first()).toContainText('Duct fans');
  for (const meta of await main.locator('[data-hit] p').filter({ hasText: ' · ' }).allTextContents()) {
    expect(meta).toContain('Duct fans');
  }
  await expect(categories.getByRole('checkbox', { name: /^Duct fans/ })).toBeChecked();

  await main.getByLabel('Sort by').selectOption({ label: 'Name Z–A' });
  await expect(page).toHaveURL(/sort=name&order=desc/);
  const names = await main.locator('[data-hit] h3').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=name/);
  await expect(main.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page).toHaveURL(/category=duct-fans/);

  // A word with a typo still finds; nothing at all gives help.
  // A search shown is reported too (clicked false), an empty one as empty: the back office's insights count both.
  const shown = beacon(page, false);
  await page.goto('/en/search?q=xqzvwk');
  await expect(main.locator('[data-no-results]')).toContainText('Nothing found for “xqzvwk”');
  expect(JSON.parse((await shown).postData() ?? '{}')).toMatchObject({
    query: 'xqzvwk',
    clicked: false,
    empty: true,
    hitId: null,
  });
  await expect(main.getByRole('navigation', { name: 'Popular searches' }).getByRole('link')).not.toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);
});

test('document search: filter by language and status, sort by date, open a document', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/en\/documents$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Documents');
  const rows = main.locator('tbody tr[data-document]');
  await expect(rows).toHaveCount(20);
  await expectNoAxeViolations(page);

  await main
    .getByRole('group', { name: 'Language' })
    .getByRole('checkbox', { name: /^Swedish/ })
    .check();
  await expect(page).toHaveURL(/lang=sv/);
  await expect(rows.first()).toContainText('Swedish');
  for (const languages of await rows.locator('td:nth-child(3)').allTextContents()) {
    expect(languages).toContain('Swedish');
  }
  await main
    .getByRole('group', { name: 'Status' })
    .getByRole('checkbox', { name: /^Released/ })
    .check();
  await expect(page).toHaveURL(/status=Released/i);

  await main.getByRole('columnheader', { name: 'Date' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=date&order=desc/);
  await expect(main.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  const dates = await rows
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
  expect(dates).toEqual([...dates].sort().reverse());

  await main.getByLabel('Search documents').fill('manual');
  await main.getByLabel('Search documents').press('Enter');
  await expect(page).toHaveURL(/\/en\/documents\?q=manual/);
  await expect(rows.first()).toBeVisible();
  const sent = beacon(page);
  const [file] = await Promise.all([
    page.context().waitForEvent('page'),
    rows.first().getByRole('link', { name: /^View/ }).click(),
  ]);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ clicked: true, query: 'manual' });
  await file.waitForLoadState();
  await file.close();
  // The document opened is the visitor's recently viewed one now, below the list.
  const opened = (await rows.first().locator('td').first().locator('span').first().textContent()) ?? '';
  await page.reload();
  const recent = main.getByRole('region', { name: 'Recently viewed documents' });
  await expect(recent.getByRole('table')).toContainText(opened);
  await expectNoAxeViolations(page);
});

test('read a blog post found by the search', async ({ page }) => {
  await page.goto('/sv/search?q=v%C3%A4rme%C3%A5tervinning&tab=content');
  await hydrated(page);
  const main = page.getByRole('main');
  const post = main.locator('[data-hit]').filter({ hasText: 'Blogginlägg' }).first();
  await expect(post).toBeVisible();
  const title = (await post.getByRole('link').textContent()) ?? '';
  await expectNoAxeViolations(page);
  const sent = beacon(page);
  await post.getByRole('link').click();
  await expect(page).toHaveURL(/\/sv\/blog\//);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ clicked: true, language: 'sv' });
});

test('prices in search results only for a buyer', async ({ page, browser }) => {
  await page.goto('/en/search?q=DF100-1001');
  const anonymousHit = page.getByRole('main').locator('[data-hit]').first();
  await expect(anonymousHit).toContainText('Kvistra DF 100');
  await expect(anonymousHit.getByText(/SEK|EUR/)).toHaveCount(0);

  const context = await signedInContext(browser, 'buyer@nordvent.example');
  const buyer = await context.newPage();
  await buyer.goto('/en/search?q=DF100-1001');
  const buyerHit = buyer.getByRole('main').locator('[data-hit]').first();
  await expect(buyerHit).toContainText('Kvistra DF 100');
  await expect(buyerHit.getByText(/SEK\s?[\d,.]+/)).toBeVisible();
  await hydrated(buyer);
  await buyer.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await buyer.getByRole('banner').getByRole('combobox').fill('DF100-1001');
  await expect(
    buyer.getByRole('listbox').getByRole('option').filter({ hasText: 'Kvistra DF 100' }),
  ).toContainText('SEK');
  await expectNoAxeViolations(buyer);
  await context.close();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('filters and sort are forms: Apply filters the list and keeps the query, on a phone too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/en/search?q=kvistra');
    const main = page.getByRole('main');
    const categories = main.getByRole('group', { name: 'Category' });
    // The panel the toggle opens with script is shown as it is.
    await expect(categories).toBeVisible();
    await categories.getByRole('checkbox', { name: /^Duct fans/ }).check();
    await main.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]q=kvistra&category=duct-fans/);
    await expect(
      main.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Duct fans/ }),
    ).toBeChecked();
    for (const meta of await main.locator('[data-hit] p').filter({ hasText: ' · ' }).allTextContents()) {
      expect(meta).toContain('Duct fans');
    }

    await main.getByLabel('Sort by').selectOption({ label: 'Name Z–A' });
    await main
      .getByLabel('Sort by')
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Apply' })
      .click();
    await expect(page).toHaveURL(/category=duct-fans/);
    const names = await main.locator('[data-hit] h3').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    await expect(main.getByLabel('Sort by')).toHaveValue('name:desc');
  });
});
