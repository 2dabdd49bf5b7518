import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/*
 * The product page's information section, configurator banner, embedded marketing form and next steps
 * (issue 5, helper B; ADR 0021), on a rotary air-handling unit of the demo catalogue, which has all of them.
 */

interface ApiNode {
  Items: { Id: string; Name: string; Url: string }[];
}

async function firstProduct(request: APIRequestContext, path: string) {
  const response = await request.get(`/api/v1/Catalog?path=${path}`, { headers: { 'x-lang': 'en' } });
  expect(response.status()).toBe(200);
  const first = ((await response.json()) as ApiNode).Items[0];
  if (!first) throw new Error(`The demo catalogue has no product in ${path}`);
  return first;
}

async function openRotaryUnit(page: Page, request: APIRequestContext) {
  const product = await firstProduct(request, 'products/air-handling-units/rotary');
  await page.goto(product.Url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return product;
}

const information = (page: Page) => page.getByTestId('product-information');
const track = (page: Page) => page.getByTestId('features-track');

/** Presses the mouse in the middle of the carousel, moves it `dx` pixels in small steps, and lets go. */
async function dragCarousel(page: Page, dx: number) {
  const viewport = track(page).locator('..');
  await viewport.scrollIntoViewIfNeeded();
  const box = await viewport.boundingBox();
  if (!box) throw new Error('The carousel has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

const informationParts = [
  '[data-testid="product-information"]',
  '#configure',
  '#hubspot',
  '[data-testid="next-steps"]',
];

test('the description shows with its icons, and a long one expands and collapses', async ({
  page,
  request,
}) => {
  await openRotaryUnit(page, request);
  const section = information(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Product information' })).toBeVisible();
  const description = section.getByTestId('product-description');
  await expect(description).toContainText('is part of the Kvistra RX range');
  const icons = section.getByRole('list', { name: 'Key properties' });
  await expect(icons.getByRole('listitem')).toHaveCount(2);
  await expect(icons).toContainText('Heat recovery up to 85 %');
  await expect(icons).toContainText('Controls built in');
  await icons.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      icons
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Long: clipped at first, whole after 'Show more', clipped again after 'Show less'.
  const toggle = section.getByRole('button', { name: 'Show more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const clipped = await description.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  expect(clipped).toBe(true);
  await toggle.click();
  await expect(section.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(description).not.toHaveAttribute('data-collapsed');
  expect(await description.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await section.getByRole('button', { name: 'Show less' }).click();
  await expect(section.getByRole('button', { name: 'Show more' })).toBeVisible();
  await expect(description).toHaveAttribute('data-collapsed', 'true');
});

test('the features carousel moves with its buttons, indicators and arrow keys', async ({ page, request }) => {
  await openRotaryUnit(page, request);
  const carousel = information(page).getByRole('region', { name: 'Features' });
  const previous = carousel.getByRole('button', { name: 'Previous feature' });
  const next = carousel.getByRole('button', { name: 'Next feature' });
  const first = carousel.getByRole('group', { name: '1 of 2' });
  const second = carousel.getByRole('group', { name: '2 of 2' });

  await carousel.scrollIntoViewIfNeeded();
  await expect(first.getByRole('heading', { name: 'Rotor or plate: your choice' })).toBeInViewport();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(track(page)).toHaveAttribute('data-index', '1');
  await expect(second.getByRole('heading', { name: 'Controls included' })).toBeInViewport();
  await expect(second.getByRole('link', { name: 'About the controls' })).toHaveAttribute(
    'href',
    '/en/products/controls',
  );
  await expect(next).toBeDisabled();
  // The hidden slide cannot take focus.
  await expect(track(page).locator(':scope > div').first()).toHaveAttribute('inert', '');

  await previous.click();
  await expect(track(page)).toHaveAttribute('data-index', '0');
  const secondDot = carousel.getByRole('button', { name: 'Show feature 2: Controls included' });
  await secondDot.click();
  await expect(secondDot).toHaveAttribute('aria-current', 'true');
  await expect(track(page)).toHaveAttribute('data-index', '1');

  // Keyboard only: the arrow keys step while focus is in the carousel.
  await secondDot.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(track(page)).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  await expect(track(page)).toHaveAttribute('data-index', '1');
});

test('a pointer drag of 20 px or more moves the carousel; a shorter one is a click and does not', async ({
  page,
  request,
}) => {
  await openRotaryUnit(page, request);
  await expect(track(page)).toHaveAttribute('data-index', '0');

  await dragCarousel(page, -15);
  await expect(track(page)).toHaveAttribute('data-index', '0');
  // Settled where it was: no offset left from the short press.
  await expect(track(page)).toHaveAttribute('style', /translateX\(calc\(0% \+ 0px\)\)/);

  await dragCarousel(page, -40);
  await expect(track(page)).toHaveAttribute('data-index', '1');
  await expect(information(page).getByRole('heading', { name: 'Controls included' })).toBeInViewport();

  // Dragging past the last slide comes back to it; dragging right goes back one.
  await dragCarousel(page, -200);
  await expect(track(page)).toHaveAttribute('data-index', '1');
  await dragCarousel(page, 60);
  await expect(track(page)).toHaveAttribute('data-index', '0');
});

test('related products link to their pages', async ({ page, request }) => {
  const product = await openRotaryUnit(page, request);
  const related = information(page).getByRole('heading', { name: 'Related products' }).locator('..');
  const links = related.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  const name = (await links.first().textContent()) ?? '';
  const href = (await links.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/products\/air-handling-units\/rotary\//);
  expect(href).not.toBe(product.Url);
  await links.first().click();
  // The chooser then writes the default variant's code into the query (spec §2): the path is the link's.
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const pages = page.getByRole('heading', { name: 'Read more' }).locator('..');
  await expect(pages.getByRole('link', { name: /School in Växjö/ })).toHaveAttribute(
    'href',
    'https://www.kvistra-air.example/references/vaxjo-school',
  );
});

test('an FAQ opens and closes', async ({ page, request }) => {
  await openRotaryUnit(page, request);
  const question = information(page).getByRole('button', { name: 'Is installation included?' });
  const answer = information(page).getByText('Our partners install and commission');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  // An in-page link: it leads to the sales contacts further down.
  await expect(information(page).getByRole('link', { name: 'Find a partner' })).toHaveAttribute(
    'href',
    /#contact$/,
  );
  // The other question stays closed: each opens by itself.
  await expect(
    information(page).getByRole('button', { name: 'How often should the filters be changed?' }),
  ).toHaveAttribute('aria-expanded', 'false');

  await expectNoAxeViolations(page, informationParts);

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the videos show through the shared player, the main video first', async ({ page, request }) => {
  await openRotaryUnit(page, request);
  const videos = information(page).getByRole('heading', { name: 'Videos' }).locator('..');
  const items = videos.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-main-video', 'true');
  // The player decides by consent whether it plays; either way it names the video or holds its place.
  await expect(items.first().locator('[data-video-state]')).toHaveCount(1);
});

test('the configurator banner opens the selection tool in a new tab', async ({ page, request }) => {
  await openRotaryUnit(page, request);
  const banner = page.locator('section#configure');
  await expect(banner.getByRole('heading', { name: /^Configure your Kvistra RX/ })).toBeVisible();
  const link = banner.getByRole('link', { name: /Open the selection tool/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/select\.kvistra-air\.example\/\?series=/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('next steps show the first row, the newsletter, the second row and the shop link', async ({
  page,
  request,
}) => {
  await openRotaryUnit(page, request);
  const band = page.getByTestId('next-steps');
  await expect(band.getByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
  const firstRow = band.getByRole('list', { name: 'Main next steps' });
  await expect(firstRow.getByRole('link')).toHaveText(['Request a quote', 'Find a sales contact']);
  await expect(band.getByRole('link', { name: 'Subscribe to our newsletter' })).toHaveAttribute(
    'href',
    /#hubspot$/,
  );
  await band.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('section#contact')).toBeInViewport();
  await expect(band.getByRole('list', { name: 'More next steps' }).getByRole('link')).toHaveText([
    'Datasheets, manuals and certificates',
  ]);
  await band.getByRole('link', { name: 'Go to the web shop' }).click();
  await expect(page).toHaveURL(/\/en\/products$/);
});

test('the embedded form loads, checks its fields, signs a visitor up and confirms', async ({
  page,
  request,
}) => {
  const product = await openRotaryUnit(page, request);
  // The server's HTML is shared by every visitor: the form is built in the browser, never in it.
  const html = await (await request.get(product.Url, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('id="hubspot"');
  expect(html).not.toContain('asf-input');

  // The form's scripts come when a person scrolls near the section, not with the page.
  const snippetScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/forms/newsletter-form.js')) snippetScripts.push(r.url());
  });
  await page.waitForLoadState('networkidle');
  expect(snippetScripts).toEqual([]);
  const section = page.locator('section#hubspot');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: 'Stay up to date' })).toBeVisible();
  const email = section.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toBeVisible();

  // Nothing filled in: both fields say what is missing, and focus goes to the first.
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(section.getByText('Tick the box to agree to receive the newsletter.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('not an address');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByText('Enter an e-mail address like name@company.com.')).toBeVisible();

  await expectNoAxeViolations(page, informationParts);

  await email.fill('planner.e2e@customer.example');
  await section.getByRole('checkbox', { name: /receive the Kvistra Air newsletter/ }).check();
  const signUp = page.waitForResponse((r) => r.url().endsWith('/api/v1/Form/NewsletterSignup'));
  await section.getByRole('button', { name: 'Subscribe' }).click();
  const response = await signUp;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({ Email: 'planner.e2e@customer.example', Locale: 'en' });
  await expect(section.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeFocused();
  await expect(
    section.getByText('We have received the sign-up for planner.e2e@customer.example.'),
  ).toBeVisible();
  await expect(email).toHaveCount(0);
});

test('the embedded form speaks the language of the page', async ({ page, request }) => {
  const product = await firstProduct(request, 'products/air-handling-units/rotary');
  await page.goto(product.Url.replace(/^\/en\//, '/de/'));
  const section = page.locator('section#hubspot');
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByRole('heading', { level: 2, name: 'Bleiben Sie auf dem Laufenden' }),
  ).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Abonnieren' })).toBeVisible();
});

test("when the form's script fails, 'failed to load' shows with a link that reloads the page", async ({
  page,
  request,
}) => {
  await page.route('**/forms/newsletter-form.js', (route) => route.fulfill({ status: 500, body: 'down' }));
  await openRotaryUnit(page, request);
  const section = page.locator('section#hubspot');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('alert')).toContainText('The form failed to load.');
  const reload = section.getByRole('link', { name: 'Reload the page' });
  await expect(reload).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'E-mail address' })).toHaveCount(0);

  await expectNoAxeViolations(page, informationParts);

  // The script is back: the reload link brings the form.
  await page.unroute('**/forms/newsletter-form.js');
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('a product without features, FAQs, selection tool or form renders none of those sections', async ({
  page,
  request,
}) => {
  const part = await firstProduct(request, 'products/spare-parts');
  await page.goto(part.Url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const section = information(page);
  await expect(section.getByTestId('product-description')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Features' })).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Read more' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(page.locator('#configure')).toHaveCount(0);
  await expect(page.locator('#hubspot')).toHaveCount(0);
  await expect(page.getByText('Loading the form…')).toHaveCount(0);
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`the sections have no WCAG 2.2 AA violations at ${viewport.name}`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openRotaryUnit(page, request);
    await page.locator('section#hubspot').scrollIntoViewIfNeeded();
    await expect(
      page.locator('section#hubspot').getByRole('textbox', { name: 'E-mail address' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, informationParts);
  });
}
