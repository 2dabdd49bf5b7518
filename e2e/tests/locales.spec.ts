import { LOCALES } from '@airshop/domain/i18n/locales';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { overflowingElements } from '../support/overflow.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * Every locale on the smallest phone the shop supports (quality.md: 360 px in all 15 locales, every link leads
 * somewhere). One test per locale, so the locales spread over the workers; each test uses one page per visitor
 * and goes through the pages in turn: nothing wider than the screen, a buyer's header on one row, and every
 * link on the home, category, product, account and content pages answering without a 404.
 */

const PHONE = { width: 360, height: 780 };
// A rotary unit carries every section (documents, configurator, enquiry, extras); a category lists products.
const CATEGORY = 'products/air-handling-units';
const PRODUCT = 'products/air-handling-units/rotary/kvistra-rx-100';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function expectFits(page: Page, what: string) {
  expect(await overflowingElements(page), `${what} at ${PHONE.width} px`).toEqual([]);
}

/** The site's own links on the page, without fragment, each once. */
function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs = new Set<string>();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) continue;
      url.hash = '';
      hrefs.add(url.pathname + url.search);
    }
    return [...hrefs];
  });
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await signedInContext(browser, email, { viewport: PHONE });
  return context.newPage();
}

for (const locale of LOCALES) {
  test(`${locale}: every page fits 360 px and no link leads to a 404`, async ({ browser }) => {
    // Eleven pages and about 170 links: several times a usual test's work.
    test.slow();
    const links = new Set<string>();
    const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
    for (const path of [
      '',
      CATEGORY,
      PRODUCT,
      'account/sign-in',
      'account/sign-up',
      'account/password-reset',
      // The blog list with its cards and pager, and a content page (ADR 0053); their links reach the rest.
      'blog',
      'solutions/hospitals',
    ]) {
      await open(visitor, `/${locale}/${path}`);
      await expectFits(visitor, `/${locale}/${path}`);
      for (const link of await linksOn(visitor)) links.add(link);
    }

    const buyer = await signedInPage(browser, 'buyer@nordvent.example');
    for (const path of ['', PRODUCT]) {
      await open(buyer, `/${locale}/${path}`);
      await expectFits(buyer, `/${locale}/${path} for a buyer`);
      for (const link of await linksOn(buyer)) links.add(link);
    }
    // The header's brand, menu and tools share one row (a second row pushed the page down on every screen).
    const header = buyer.locator('header').first();
    const rows = await header.locator(':scope > div > *').evaluateAll((parts) => {
      const middles = parts.map((part) => {
        const box = part.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      return Math.max(...middles) - Math.min(...middles) < 8 ? 1 : 2;
    });
    expect(rows, 'rows of the signed-in header').toBe(1);

    const backOffice = await signedInPage(browser, 'backoffice@airshop.example');
    for (const path of ['back-office/users', 'back-office/companies']) {
      await open(backOffice, `/${locale}/${path}`);
      await expect(backOffice.getByRole('table').or(backOffice.getByRole('status'))).toBeVisible();
      await expectFits(backOffice, `/${locale}/${path}`);
    }

    // HEAD answers like GET without the body: documents and pages are checked without downloading them, a few
    // at a time.
    const broken: string[] = [];
    const queue = [...links];
    const check = async () => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        const response = await visitor.request.head(link, { maxRedirects: 5 });
        if (response.status() >= 400) broken.push(`${link} → ${response.status()}`);
      }
    };
    await Promise.all([check(), check(), check(), check()]);
    expect(broken).toEqual([]);
    await Promise.all([visitor, buyer, backOffice].map((page) => page.context().close()));
  });
}
