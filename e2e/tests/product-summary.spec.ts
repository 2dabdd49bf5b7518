import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * The product page's summary, gallery, marketing consent, share and print (issue 5, helper A; ADR 0020), on
 * rotary air-handling units of the demo catalogue: they have several images, a main video, logos, a brochure
 * and every button.
 */

interface ApiNode {
  Items: { Id: string; Name: string; Url: string }[];
}

interface ApiProduct {
  Detail: {
    Name: string;
    Url: string;
    Images: { Url: string; Alt: string }[];
    Benefits: string[];
    FastFacts: string[];
    UniqueSellingPoint: string;
    Intro: string;
    Logos: { Alt: string }[];
    MainDocumentId: string;
    SelectionToolUrl: string;
    BimFileUrl: string;
    CustomisableButtonText: string;
    CustomisableButtonUrl: string;
    IsDiscontinued: boolean;
  };
  Videos: { Title: string; VideoUrl: string; IsMainVideo: boolean }[];
}

async function rotaryUnits(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get(
    '/api/v1/Catalog?path=products/air-handling-units/rotary&showDiscontinued=true',
    {
      headers: { 'x-lang': 'en' },
    },
  );
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as ApiNode).Items;
  return Promise.all(
    items.map(async (item) => {
      const product = await request.get(`/api/v1/Catalog/Products/${item.Id}`, {
        headers: { 'x-lang': 'en' },
      });
      return (await product.json()) as ApiProduct;
    }),
  );
}

/** A rotary unit on sale with at least three images and a main video: the gallery has four slides. */
async function fullUnit(request: APIRequestContext): Promise<ApiProduct> {
  const unit = (await rotaryUnits(request)).find(
    (p) => !p.Detail.IsDiscontinued && p.Detail.Images.length >= 3 && p.Videos.some((v) => v.IsMainVideo),
  );
  if (!unit) throw new Error('The demo catalogue has no rotary unit with three images and a video');
  return unit;
}

async function open(page: Page, product: ApiProduct) {
  await page.goto(product.Detail.Url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Chooses a consent the way a visitor does, on the banner. */
async function chooseConsent(page: Page, accept: boolean) {
  const banner = page.getByRole('region', { name: 'Cookies on this website' });
  await banner
    .getByRole('button', { name: accept ? 'Accept marketing cookies' : 'Necessary cookies only' })
    .click();
  await expect(banner).toBeHidden();
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'consent');
}

const summary = (page: Page) => page.locator('section[aria-labelledby="product-name"]');
const gallery = (page: Page) => page.locator('[data-gallery]');
const counter = (page: Page) => gallery(page).locator('p[aria-live]');
const activeSlide = (page: Page) => gallery(page).locator('[data-slide][data-active]');

const summaryParts = ['section[aria-labelledby="product-name"]', '[data-consent-banner]', 'footer'];

test('the server HTML already holds the name and the summary texts, and nothing that depends on consent', async ({
  request,
}) => {
  const product = await fullUnit(request);
  const response = await request.get(product.Detail.Url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${product.Detail.Name}</h1>`));
  for (const text of [product.Detail.UniqueSellingPoint, product.Detail.Intro, ...product.Detail.FastFacts]) {
    expect(html).toContain(text.replaceAll('&', '&amp;'));
  }
  // All benefits are in the HTML (the ones past the third with `hidden`), for search engines and print.
  for (const benefit of product.Detail.Benefits) expect(html).toContain(benefit);
  // The page is cached and shared: no video and no consent message in its markup (the texts are in the
  // translations the page carries for hydration), only the neutral placeholder of the video. The cookie banner
  // is there as a first visit sees it, hidden and not marked open: a script in the head shows it before the
  // first paint when there is no choice (ADR 0045).
  expect(html).not.toContain('<video');
  const banner = html.match(/<section[^>]*data-consent-banner[^>]*>/)?.[0];
  expect(banner).toBeDefined();
  expect(banner).not.toContain('data-open');
  expect(html).not.toContain('data-video-state="blocked"');
  expect(html).toContain('data-video-state="pending"');
});

test('name, selling point, benefits three then all, fast facts, logos and the brochure', async ({
  page,
  request,
}) => {
  const product = await fullUnit(request);
  await open(page, product);
  const section = summary(page);
  await expect(section.getByRole('heading', { level: 1 })).toHaveText(product.Detail.Name);
  await expect(section.getByText(product.Detail.UniqueSellingPoint)).toBeVisible();
  await expect(section.getByText(product.Detail.Intro, { exact: true })).toBeVisible();

  const benefits = section.locator('ul').filter({ hasText: product.Detail.Benefits[0] as string });
  await expect(benefits.locator('li:visible')).toHaveCount(3);
  const more = section.getByRole('button', { name: `Show all ${product.Detail.Benefits.length} benefits` });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(benefits.locator('li:visible')).toHaveCount(product.Detail.Benefits.length);
  const less = section.getByRole('button', { name: 'Show fewer benefits' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  // The keyboard works the same.
  await less.focus();
  await page.keyboard.press('Enter');
  await expect(benefits.locator('li:visible')).toHaveCount(3);
  await expect(more).toBeFocused();

  await expect(section.getByRole('heading', { name: 'Fast facts' })).toBeVisible();
  for (const fact of product.Detail.FastFacts)
    await expect(section.getByText(fact, { exact: true })).toBeVisible();

  for (const logo of product.Detail.Logos) {
    const image = section.getByRole('img', { name: logo.Alt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('height', '160');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(160);
  }

  const brochure = section.getByRole('link', { name: /Product brochure/ });
  await expect(brochure).toHaveAttribute(
    'href',
    new RegExp(`^/api/v1/Documents/${product.Detail.MainDocumentId}`),
  );
  await expect(brochure).toHaveAttribute('target', '_blank');
  await expect(brochure).toHaveAttribute('rel', /noopener/);
  const file = await page.request.get((await brochure.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
});

test('the buttons follow the rules, and every action link has its section', async ({ page, request }) => {
  const product = await fullUnit(request);
  await open(page, product);
  const section = summary(page);
  const configure = section.getByRole('link', { name: /^Configure/ });
  await expect(configure).toHaveAttribute('href', product.Detail.SelectionToolUrl);
  await expect(configure).toHaveAttribute('target', '_blank');
  await expect(section.getByRole('link', { name: /^BIM models/ })).toHaveAttribute(
    'href',
    product.Detail.BimFileUrl,
  );
  const custom = section.getByRole('link', { name: product.Detail.CustomisableButtonText });
  await expect(custom).toHaveAttribute('href', product.Detail.CustomisableButtonUrl);
  // A link inside the site stays in the tab.
  expect(await custom.getAttribute('target')).toBeNull();
  await expect(section.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '#documents');
  await expect(page.locator('#documents')).toHaveCount(1);
  const contact = section.getByRole('link', { name: 'Sales contact' });
  if ((await page.locator('#contact').count()) > 0) await expect(contact).toHaveAttribute('href', '#contact');
  else await expect(contact).toHaveCount(0);
  // A shoppable unit on sale with variants: order online and the shop link go to the variant chooser.
  await expect(section.getByRole('link', { name: 'Order online' })).toHaveAttribute('href', '#sizing');
  await expect(section.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('href', '#sizing');

  const jumps = section.getByRole('list', { name: 'Jump to' });
  await expect(jumps.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(jumps.getByRole('button', { name: 'Print' })).toBeVisible();
  for (const href of await jumps
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    await expect(page.locator(href as string)).toHaveCount(1);
  }
});

test('a discontinued product says so and cannot be ordered online', async ({ page, request }) => {
  const discontinued = (await rotaryUnits(request)).find((p) => p.Detail.IsDiscontinued);
  if (!discontinued) throw new Error('The demo catalogue has no discontinued rotary unit');
  await open(page, discontinued);
  const section = summary(page);
  await expect(section.getByText('This product is discontinued')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Order online' })).toHaveCount(0);
});

test('the gallery: the first image, then the main video, then the others; previous, next and thumbnails', async ({
  page,
  request,
}) => {
  const product = await fullUnit(request);
  await open(page, product);
  const slides = product.Detail.Images.length + 1;
  await expect(counter(page)).toHaveText(`1 of ${slides}`);
  await expect(activeSlide(page).getByRole('img')).toHaveAttribute(
    'src',
    product.Detail.Images[0]?.Url as string,
  );
  await gallery(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(page)).toHaveText(`2 of ${slides}`);
  await expect(activeSlide(page)).toHaveAttribute('data-slide', 'video');
  const thumbnails = gallery(page).getByRole('list', { name: 'Choose a picture' });
  await expect(thumbnails.getByRole('button', { name: /^Show video:/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await gallery(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(activeSlide(page).getByRole('img')).toHaveAttribute(
    'src',
    product.Detail.Images[1]?.Url as string,
  );
  await gallery(page).getByRole('button', { name: 'Previous', exact: true }).click();
  await gallery(page).getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(counter(page)).toHaveText(`1 of ${slides}`);
  // Previous from the first slide wraps to the last.
  await gallery(page).getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(counter(page)).toHaveText(`${slides} of ${slides}`);
  await thumbnails.getByRole('button', { name: `Image 1 of ${slides}` }).click();
  await expect(counter(page)).toHaveText(`1 of ${slides}`);
  await expect(thumbnails.getByRole('button', { name: `Image 1 of ${slides}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The hidden slides cannot be reached with the keyboard.
  await expect(gallery(page).locator('[data-slide]:not([data-active])').first()).toHaveAttribute('inert', '');
});

test('the zoom dialog: fit to screen and full width, arrows, Escape, focus back; axe with it open', async ({
  page,
  request,
}) => {
  const product = await fullUnit(request);
  await open(page, product);
  // The consent banner shows too: axe checks both.
  await expect(page.getByRole('region', { name: 'Cookies on this website' })).toBeVisible();
  const opener = activeSlide(page).getByRole('button', { name: /^Enlarge image/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(product.Detail.Name) });
  await expect(dialog).toBeVisible();
  const fit = dialog.getByRole('button', { name: 'Fit to screen' });
  const wide = dialog.getByRole('button', { name: 'Full width' });
  await expect(fit).toHaveAttribute('aria-pressed', 'true');
  const image = dialog.getByRole('img');
  const fitBox = await image.boundingBox();
  expect(fitBox?.height ?? 0).toBeLessThanOrEqual(900);
  await wide.click();
  await expect(wide).toHaveAttribute('aria-pressed', 'true');
  await expect(fit).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(fitBox?.width ?? 0);
  await fit.click();
  await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeCloseTo(fitBox?.width ?? 0, 0);

  await expectNoAxeViolations(page, summaryParts);

  // Arrow keys move between the images (the zoom leaves the video out).
  const images = product.Detail.Images.length;
  await expect(dialog.getByText(`1 of ${images}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 of ${images}`)).toBeVisible();
  await expect(image).toHaveAttribute('src', product.Detail.Images[1]?.Url as string);
  await page.keyboard.press('ArrowLeft');
  await expect(image).toHaveAttribute('src', product.Detail.Images[0]?.Url as string);
  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(activeSlide(page).getByRole('button', { name: /^Enlarge image/ })).toBeFocused();
});

test('refused marketing cookies: the video says so and leads to the cookie settings; accepting plays it', async ({
  page,
  context,
  request,
}) => {
  const product = await fullUnit(request);
  await open(page, product);
  await expectNoAxeViolations(page, summaryParts);
  await chooseConsent(page, false);
  expect((await consentCookie(context))?.value).toBe('marketing:0');

  await gallery(page)
    .getByRole('button', { name: /^Show video:/ })
    .click();
  const slide = activeSlide(page);
  await expect(slide.getByText(/Videos are not enabled due to cookies/)).toBeVisible();
  await expect(slide.locator('video')).toHaveCount(0);

  await slide.getByRole('button', { name: 'Cookie settings' }).click();
  const banner = page.getByRole('region', { name: 'Cookies on this website' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Cookies on this website' })).toBeFocused();
  await expect(banner.getByText('Your current choice: necessary cookies only.')).toBeVisible();
  await chooseConsent(page, true);
  expect((await consentCookie(context))?.value).toBe('marketing:1');

  const video = activeSlide(page).locator('video');
  await expect(video).toBeVisible();
  const main = product.Videos.find((v) => v.IsMainVideo);
  await expect(video).toHaveAttribute('src', main?.VideoUrl as string);
  await expect(video).toHaveAttribute('controls', '');
  // The demo film is served by Airshop itself and the browser can play it.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);

  // The choice is kept: after a reload there is no banner and the video is there.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('region', { name: 'Cookies on this website' })).toBeHidden();
  await gallery(page)
    .getByRole('button', { name: /^Show video:/ })
    .click();
  await expect(activeSlide(page).locator('video')).toBeVisible();

  // And can be changed again from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner.getByText('Your current choice: marketing cookies accepted.')).toBeVisible();
  await chooseConsent(page, false);
  await expect(activeSlide(page).getByText(/Videos are not enabled due to cookies/)).toBeVisible();
  expect((await consentCookie(context))?.value).toBe('marketing:0');
});

test.describe('share without a native share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the link and says so', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const product = await fullUnit(request);
    await open(page, product);
    await chooseConsent(page, false);
    await summary(page).getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test('print waits for the images still loading, then opens the print dialog', async ({ page, request }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  const product = await fullUnit(request);
  // Hold back the last gallery image (lazy, off-screen) until the test lets it through.
  const held = product.Detail.Images[product.Detail.Images.length - 1]?.Url as string;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${held}`, async (route) => {
    await released;
    await route.continue();
  });
  await open(page, product);
  await chooseConsent(page, false);
  const print = summary(page).getByRole('button', { name: 'Print' });
  await print.click();
  await expect(summary(page).getByRole('button', { name: 'Preparing to print…' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  release();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(print).toBeVisible();
  const images = await page
    .locator('main [data-gallery] img')
    .evaluateAll((list) => (list as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0));
  expect(images).toBe(true);
});

test('the print sheet: no header, footer or buttons, one gallery image beside the texts, all benefits', async ({
  page,
  request,
}) => {
  const product = await fullUnit(request);
  await open(page, product);
  await chooseConsent(page, false);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(summary(page).getByRole('button', { name: 'Share' })).toBeHidden();
  await expect(gallery(page).getByRole('list', { name: 'Choose a picture' })).toBeHidden();
  const picture = gallery(page).locator('[data-print-slide] img');
  await expect(picture).toBeVisible();
  // Beside the texts, as on a wide screen (a page of its own would waste paper): two fifths of the sheet.
  const sheet = (await page.locator('main').boundingBox())?.width ?? 0;
  expect((await picture.boundingBox())?.width ?? 0).toBeGreaterThan(sheet / 3);
  for (const benefit of product.Detail.Benefits) await expect(summary(page).getByText(benefit)).toBeVisible();
});

test('the print sheet of the demo air-handling unit: every document once, headings with what follows, 3 A4 pages', async ({
  page,
}) => {
  await page.goto('/en/products/air-handling-units/rotary/kvistra-rx-100');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await chooseConsent(page, false);
  const documents = page.locator('section#documents');
  // On screen: the first 10 and 'view all'; this unit has its datasheet and manual in more languages.
  const viewAll = documents.getByRole('button', { name: /^View all \d+ documents$/ });
  const total = Number((await viewAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(10);

  // A browser announces printing with beforeprint, which puts the rows past the first 10 in the page (ADR 0081);
  // print media alone does not fire it.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const rows = documents.locator('tbody tr');
  await expect(rows.filter({ visible: true })).toHaveCount(total);
  const numbers = await rows.locator('td:nth-child(2) > span + span').allTextContents();
  expect(new Set(numbers).size).toBe(total);
  // The header row repeats on every page the table runs over; no heading is left at the foot of a page.
  expect(await documents.locator('thead').evaluate((head) => getComputedStyle(head).display)).toBe(
    'table-header-group',
  );
  const headings = await page
    .locator('main :is(h2, h3):visible')
    .evaluateAll((list) => list.map((h) => `${h.textContent}: ${getComputedStyle(h).breakAfter}`));
  expect(headings.filter((heading) => !heading.endsWith(': avoid'))).toEqual([]);

  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeLessThanOrEqual(3);
});
