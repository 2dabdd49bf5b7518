import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * The content pages on the demo content the server imports at its first start (ADR 0053): read a solution from
 * the footer, page through the blog and read a post, the fallback notice where a locale has no text of its own,
 * the phone's level-up link, 404s, head tags, and axe on every kind of page.
 */

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('a solution: from the footer to the list, then the page with its related products', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Solutions' }).click();
  await expect(page).toHaveURL(/\/en\/solutions$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Solutions');
  await expect(main.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(12);
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: 'Hospitals and clinics' }).click();
  await expect(page).toHaveURL(/\/en\/solutions\/hospitals$/);
  await expect(page).toHaveTitle('Hospitals and clinics | Airshop');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Hospitals and clinics');
  await expect(main.getByRole('heading', { name: 'How Kvistra helps' })).toBeVisible();
  const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/en/solutions');
  // English has its own text: no notice.
  await expect(main.getByText('Not yet translated')).toHaveCount(0);
  const related = main.getByRole('region', { name: 'Related products' });
  const firstProduct = related.getByRole('link').first();
  const productName = (await firstProduct.textContent()) ?? '';
  await expectNoAxeViolations(page);
  await firstProduct.click();
  await expect(page).toHaveURL(/\/en\/products\//);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(productName);
});

test('the blog: nine posts a page, paging by links, a post with its date and author', async ({ page }) => {
  await page.goto('/sv/blog');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blogg');
  const titles = main.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(9);
  await expect(titles.first()).toHaveText('Fem myter om värmeåtervinning');
  const pager = main.getByRole('navigation', { name: 'Sidor' });
  // The current page is named for screen readers and marked as current.
  await expect(pager.locator('[aria-current="page"]').getByText('Sida 1', { exact: true })).toBeAttached();
  await expectNoAxeViolations(page);

  await pager.getByRole('link', { name: 'Nästa' }).click();
  await expect(page).toHaveURL(/\/sv\/blog\?page=2$/);
  await expect(main.getByText('Sida 2 av 3')).toBeVisible();
  await pager.getByRole('link', { name: 'Sida 3' }).click();
  await expect(page).toHaveURL(/\/sv\/blog\?page=3$/);
  await expect(titles).toHaveCount(2);
  await expect(pager.getByRole('link', { name: 'Nästa' })).toHaveCount(0);

  await titles.last().getByRole('link').click();
  await expect(page).toHaveURL(/\/sv\/blog\/ventilation-and-sleep$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ventilation och sömn');
  await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByText('Karin Sjöberg, hållbarhetschef på Kvistra Air')).toBeVisible();
  await expect(page).toHaveTitle('Ventilation och sömn | Airshop');
  await expectNoAxeViolations(page);
});

test('a locale without its own text shows the English one, says so and marks its language', async ({
  page,
}) => {
  await page.goto('/fi/solutions/offices');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Offices');
  await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(main.getByText('Ei vielä käännetty')).toBeVisible();
  await expect(
    main.getByText(
      'Tätä sivua ei ole vielä saatavilla kielellä suomi, joten se näytetään kielellä englanti.',
    ),
  ).toBeVisible();
  // The page's own texts are Finnish.
  await expect(main.getByRole('heading', { name: 'Liittyvät tuotteet' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Austrian German reads the German text, which is no fallback to tell of.
  await page.goto('/de-AT/solutions/offices');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Büros');
  await expect(main.getByText('Noch nicht übersetzt')).toHaveCount(0);
});

test('a guide page: head tags, and on a phone the level-up link instead of the trail', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/de/pages/changing-filters');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('So wechseln Sie die Filter eines Geräts');
  await expect(main.getByText('Ratgeber', { exact: true })).toBeVisible();
  const up = main.getByRole('link', { name: 'Zurück zu Startseite' });
  await expect(up).toBeVisible();
  await expect(up).toHaveAttribute('href', '/de');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/de\/pages\/changing-filters$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute(
    'href',
    /\/fi\/pages\/changing-filters$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Schritt für Schritt: Gerät stoppen, Filter tauschen und Filteralarm zurücksetzen.',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoAxeViolations(page);
});

test('unknown content and pages past the end are 404', async ({ request }) => {
  for (const path of [
    '/en/solutions/no-such-solution',
    '/en/blog/no-such-post',
    '/en/pages/no-such-page',
    // A blog post's route is no solution.
    '/en/solutions/ventilation-and-sleep',
    '/en/blog?page=4',
    '/en/blog?page=0',
    '/en/blog?page=two',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
