import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { mailsContaining } from '../support/outbox.ts';
import { sessionOf } from '../support/signed-in.ts';

/*
 * The spare-part enquiry wizard of the product page (issue 6 §7; product-page.md §4 "Enquiry wizard", §5 limits
 * and messages, §8), as a person fills it in: next and back, messages under touched fields, two photos in the two
 * dropzones, sending, success, back to an empty step 1, and the mail with the data and the photos in the outbox;
 * without script, the same enquiry as a plain form post to the product page (ADR 0050).
 */

const SPARE_PART_PAGE = '/en/products/spare-parts/kvistra-sp-100';
const UNIT_PAGE = '/en/products/air-handling-units/rotary/kvistra-rx-100';

async function openSparePart(page: Page) {
  await page.goto(SPARE_PART_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The cookie banner would cover the lower half of the form.
  await page.getByRole('button', { name: 'Necessary cookies only' }).click();
  // The wizard arrives when its section nears the screen, as it does when a person scrolls there.
  const section = page.locator('section#enquiry');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('textbox', { name: 'Serial number of the unit' })).toBeVisible();
  return section;
}

/** A real PNG or JPEG photo, drawn by the browser, as a file for a file input. */
async function photo(page: Page, type: 'image/png' | 'image/jpeg', name: string) {
  const dataUrl = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = g.createLinearGradient(0, 0, 480, 320);
    gradient.addColorStop(0, '#cfd8dc');
    gradient.addColorStop(1, '#607d8b');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 480, 320);
    g.fillStyle = '#f5f5f5';
    g.fillRect(110, 90, 260, 140);
    g.fillStyle = '#263238';
    g.font = 'bold 22px sans-serif';
    g.fillText('KVISTRA RX 12', 150, 150);
    g.font = '16px sans-serif';
    g.fillText('S/N RX-2021-004512', 150, 185);
    return canvas.toDataURL(mime, 0.9);
  }, type);
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { name, mimeType: type, buffer };
}

/** Step 1 with one photo, then step 2 with every required field: a valid enquiry, ready to send. */
async function fillShortEnquiry(page: Page, section: Locator, photoName: string) {
  await section.getByRole('textbox', { name: 'Serial number of the unit' }).fill('RX-1');
  await section
    .getByRole('combobox', { name: 'Type of spare part' })
    .selectOption({ label: 'Electric motor' });
  await section
    .locator('input[type="file"]')
    .nth(0)
    .setInputFiles(await photo(page, 'image/png', photoName));
  await section.getByRole('button', { name: 'Next' }).click();
  for (const [name, value] of [
    ['First name', 'Jon'],
    ['Last name', 'Berg'],
    ['Company', 'Kyl & Vent AB'],
    ['Street address', 'Hamngatan 1'],
    ['Postal code', '111 47'],
    ['City', 'Stockholm'],
    ['Email address', 'jon.berg@example.com'],
    ['Phone number', '8-123 4567'],
  ] as const) {
    await section.getByRole('textbox', { name }).fill(value);
  }
  await section.getByRole('combobox', { name: 'Country', exact: true }).selectOption('SE');
  await section.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await section.getByRole('checkbox', { name: /contacted about this enquiry/ }).check();
}

const enquiryViolations = (page: Page) => axeViolations(page, ['section#enquiry']);

test('a buyer sends a spare-part enquiry with two photos; the back office gets the mail with the data and the photos', async ({
  page,
}) => {
  const section = await openSparePart(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Spare-part enquiry' })).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: /Product details/ })).toBeVisible();
  const serial = section.getByRole('textbox', { name: 'Serial number of the unit' });
  const productName = section.getByRole('textbox', { name: 'Product name' });
  const type = section.getByRole('combobox', { name: 'Type of spare part' });
  await expect(productName).toHaveValue('Kvistra SP 100');

  // Nothing is said before a field is touched; next touches the whole step and lands on the first error.
  await expect(section.getByText('field is required')).toHaveCount(0);
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(serial).toBeFocused();
  await expect(serial).toHaveAttribute('aria-invalid', 'true');
  await expect(serial).toHaveAccessibleDescription(/field is required/);
  await expect(type).toHaveAccessibleDescription(/field is required/);
  await expect(section.getByText('field is required')).toHaveCount(3);
  expect(await enquiryViolations(page)).toEqual([]);

  // 31 characters are one too many; the message follows the typing.
  await serial.fill('S'.repeat(31));
  await expect(serial).toHaveAccessibleDescription(/field must be at most 30 characters/);
  const serialNumber = `RX-${Date.now()}`;
  await serial.fill(serialNumber);
  await expect(serial).not.toHaveAttribute('aria-invalid', 'true');

  // Other needs its own description.
  await type.selectOption({ label: 'Other' });
  const other = section.getByRole('textbox', { name: 'Describe the spare part' });
  await expect(other).toHaveAccessibleDescription(/field is required/);
  await other.fill('Drain pan with outlet');
  await section
    .getByRole('textbox', { name: 'Notes' })
    .fill('The old pan is cracked at the outlet.\nUnit from 2021.');

  // A "png" that is not one is refused on its field; the two real photos go into the two dropzones.
  const dropzones = section.locator('input[type="file"]');
  await expect(dropzones).toHaveCount(2);
  await dropzones
    .nth(1)
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(section.getByText('Choose a PNG or JPEG image.')).toBeVisible();
  await dropzones.nth(0).setInputFiles(await photo(page, 'image/png', 'wrong-photo.png'));
  // Remove takes it away and leaves the keyboard on the picker that takes its place.
  await section.getByRole('button', { name: 'Remove wrong-photo.png' }).click();
  await expect(dropzones.nth(0)).toBeFocused();
  await dropzones.nth(0).setInputFiles(await photo(page, 'image/png', 'rating-plate.png'));
  await expect(section.getByRole('button', { name: 'Remove rating-plate.png' })).toBeVisible();
  // A dropzone with its image shows the image instead of its input: the one left is the second dropzone's.
  await expect(dropzones).toHaveCount(1);
  await section
    .locator('input[type="file"]')
    .nth(0)
    .setInputFiles(await photo(page, 'image/jpeg', 'drain-pan.jpg'));
  await expect(section.getByRole('button', { name: 'Remove drain-pan.jpg' })).toBeVisible();
  await expect(section.getByText('Choose a PNG or JPEG image.')).toHaveCount(0);
  await expect(section.locator('img')).toHaveCount(2);

  // Next and back keep what was typed.
  await section.getByRole('button', { name: 'Next' }).click();
  const contactHeading = section.getByRole('heading', { level: 3, name: /Contact details/ });
  await expect(contactHeading).toBeFocused();
  await section.getByRole('button', { name: 'Back' }).click();
  await expect(serial).toHaveValue(serialNumber);
  await expect(section.getByRole('button', { name: 'Remove drain-pan.jpg' })).toBeVisible();
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(contactHeading).toBeVisible();

  // Step 2: sending with errors shows them under the fields and sends nothing.
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/Form/SendSparePartEnquiryForm')) posts++;
  });
  const email = section.getByRole('textbox', { name: 'Email address' });
  const telephone = section.getByRole('textbox', { name: 'Phone number' });
  await email.fill('anna.lind at nordvent');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(/field must be email/);
  await telephone.fill('12');
  await telephone.blur();
  await expect(telephone).toHaveAccessibleDescription(/this is not a valid phone number/);
  await section.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(section.getByText('Please accept terms and conditions.')).toBeVisible();
  await expect(section.getByText('Please accept agreement to be contacted.')).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'First name' })).toBeFocused();
  expect(await enquiryViolations(page)).toEqual([]);
  expect(posts).toBe(0);

  await section.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await section.getByRole('textbox', { name: 'Last name' }).fill('Lind');
  await section.getByRole('textbox', { name: 'Company' }).fill('Nordvent AB');
  await section.getByRole('textbox', { name: 'Street address' }).fill('Industrigatan 4');
  await section.getByRole('textbox', { name: 'Postal code' }).fill('411 04');
  await section.getByRole('textbox', { name: 'City' }).fill('Göteborg');
  // The calling code follows the country until one is picked.
  await section.getByRole('combobox', { name: 'Country', exact: true }).selectOption('SE');
  await expect(section.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('+46');
  await email.fill('anna.lind@nordvent.example');
  await telephone.fill('31-123 4567');
  await section.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await section.getByRole('checkbox', { name: /contacted about this enquiry/ }).check();
  await expect(section.locator('[aria-invalid="true"]')).toHaveCount(0);

  await section.getByRole('button', { name: 'Send enquiry' }).click();
  const success = section.getByText('Thank you, your enquiry has been sent');
  await expect(success).toBeVisible();
  await expect(
    section.getByText(/Our after-sales team will reply to anna\.lind@nordvent\.example/),
  ).toBeVisible();
  expect(posts).toBe(1);
  expect(await enquiryViolations(page)).toEqual([]);

  // Back to step 1 with an empty form.
  await section.getByRole('button', { name: 'Send another enquiry' }).click();
  await expect(serial).toHaveValue('');
  await expect(type).toHaveValue('');
  await expect(productName).toHaveValue('Kvistra SP 100');
  await expect(section.getByRole('button', { name: 'Remove drain-pan.jpg' })).toHaveCount(0);
  await expect(section.getByText('field is required')).toHaveCount(0);

  // The back office's mail, with the data and both photos attached.
  await expect.poll(async () => (await mailsContaining(serialNumber)).length, { timeout: 15_000 }).toBe(1);
  const [mail = ''] = await mailsContaining(serialNumber);
  expect(mail).toContain('To: backoffice@airshop.example');
  expect(mail).toContain(`Serial number: ${serialNumber}`);
  expect(mail).toContain('Spare-part type: Other: Drain pan with outlet');
  expect(mail).toContain('Name: Anna Lind');
  expect(mail).toContain('Country: Sweden (SE)');
  expect(mail).toContain('Telephone: +46 31-123 4567');
  expect(mail).toMatch(/filename=primary-product-image\.png/);
  expect(mail).toMatch(/filename=secondary-product-image\.jpg/);
});

test('a failed send shows the error step, whose action returns to an empty step 1', async ({ page }) => {
  const section = await openSparePart(page);
  // The answer is held until the loading step has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/Form/SendSparePartEnquiryForm', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"internal","message":"x"}',
    });
  });
  await fillShortEnquiry(page, section, 'motor.png');
  await section.getByRole('button', { name: 'Send enquiry' }).click();
  // While it is sent, the loading step replaces the form: nothing can be sent twice.
  await expect(section.getByRole('status')).toContainText('Sending your enquiry');
  await expect(section.getByRole('button', { name: 'Send enquiry' })).toHaveCount(0);
  release();
  await expect(section.getByRole('alert')).toContainText('Your enquiry could not be sent');
  await section.getByRole('button', { name: 'Start a new enquiry' }).click();
  await expect(section.getByRole('textbox', { name: 'Serial number of the unit' })).toHaveValue('');
  await expect(section.getByRole('button', { name: 'Remove motor.png' })).toHaveCount(0);
});

test('works at phone width: the steps stack and axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const section = await openSparePart(page);
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByText('field is required').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(await enquiryViolations(page)).toEqual([]);
});

test('a signed-in buyer finds their own contact details filled in on step 2', async ({ page }) => {
  await page.context().addCookies((await sessionOf('buyer@nordvent.example')).cookies);
  const section = await openSparePart(page);
  await section.getByRole('textbox', { name: 'Serial number of the unit' }).fill('RX-2');
  await section.getByRole('combobox', { name: 'Type of spare part' }).selectOption({ label: 'Fan' });
  await section
    .locator('input[type="file"]')
    .nth(0)
    .setInputFiles(await photo(page, 'image/jpeg', 'fan.jpg'));
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByRole('textbox', { name: 'First name' })).toHaveValue('Karin');
  await expect(section.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lindqvist');
  await expect(section.getByRole('textbox', { name: 'Company' })).toHaveValue('Nordvent Installation AB');
  await expect(section.getByRole('textbox', { name: 'Email address' })).toHaveValue('buyer@nordvent.example');
  await expect(section.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('SE');
  await expect(section.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
});

test('a user waiting for approval is not given the company’s details and keeps what they typed', async ({
  page,
}) => {
  await page.context().addCookies((await sessionOf('waiting@brandt.example')).cookies);
  // Customer/Contact would answer them 403 (company data, ADR 0034), and a 403 reloads
  // the page: the wizard must not ask.
  const contactRequests: string[] = [];
  await page.route('**/api/v1/Customer/Contact', (route) => {
    contactRequests.push(route.request().url());
    return route.continue();
  });
  const section = await openSparePart(page);
  await fillShortEnquiry(page, section, 'label.png');
  await section.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(section.getByRole('status')).toContainText('Thank you');
  expect(contactRequests).toEqual([]);
});

test('while the photos go up, a progress bar shows how much has been sent', async ({ page }) => {
  const section = await openSparePart(page);
  await fillShortEnquiry(page, section, 'rating-plate.png');
  // A slow uplink, so the upload takes a few seconds, as it does on a site with a poor connection.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 24 * 1024,
  });
  await section.getByRole('button', { name: 'Send enquiry' }).click();
  const bar = section.getByRole('progressbar', { name: 'Sending your enquiry' });
  // Part of the body has gone out, not all of it: the bar moves with the upload.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d{1,2}% sent$/);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(section.getByRole('status')).toContainText('Thank you');
  await expect(bar).toHaveCount(0);
});

test("the wizard's code comes when a person scrolls near the section, not with the page", async ({
  page,
}) => {
  const wizardScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/enquiry-wizard-[\w-]+\.js$/.test(request.url())) wizardScripts.push(request.url());
  });
  await page.goto(UNIT_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const section = page.locator('section#enquiry');
  // Far below the first screen: the section is there with its title and a link to the server's plain form (what
  // a visit without script uses, ADR 0050 and 0081), not the form itself, and no wizard code.
  const plainForm = section.locator('form[method="post"][enctype="multipart/form-data"]');
  const formLink = section.getByRole('link', { name: 'Open the enquiry form' });
  await expect(section.getByRole('heading', { level: 2, name: 'Spare-part enquiry' })).toBeAttached();
  await expect(formLink).toBeAttached();
  await expect(plainForm).toHaveCount(0);
  expect(wizardScripts).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  // Near the screen the wizard takes its place.
  await expect(section.getByRole('textbox', { name: 'Serial number of the unit' })).toBeVisible();
  await expect(formLink).toHaveCount(0);
  await expect(section.getByRole('status', { name: 'Loading content' })).toHaveCount(0);
  expect(wizardScripts).toHaveLength(1);
});

test("when the wizard's code cannot be fetched, the section says so and the rest of the page keeps working", async ({
  page,
}) => {
  await page.route(/\/enquiry-wizard-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto(UNIT_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const section = page.locator('section#enquiry');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('alert')).toContainText('The enquiry form could not be loaded.');
  await expect(page.getByRole('heading', { level: 1, name: 'Kvistra RX 100' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // The code is back: the reload link brings the form.
  await page.unroute(/\/enquiry-wizard-[\w-]+\.js$/);
  await Promise.all([
    page.waitForEvent('load'),
    section.getByRole('link', { name: 'Reload the page' }).click(),
  ]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('textbox', { name: 'Serial number of the unit' })).toBeVisible();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the enquiry is a plain form post: one photo, the confirmation, and the mail', async ({ page }) => {
    await page.goto(SPARE_PART_PAGE);
    const section = page.locator('section#enquiry');
    // The page links to the form; the form page is the same page with the form in its place.
    await expect(section.locator('form')).toHaveCount(0);
    await section.getByRole('link', { name: 'Open the enquiry form' }).click();
    await expect(page).toHaveURL(/[?&]enquiry=form#enquiry$/);
    // Both steps at once, as fieldsets of one form that posts to the page.
    await expect(section.getByRole('group', { name: 'Product details' })).toBeVisible();
    await expect(section.getByRole('group', { name: 'Contact details' })).toBeVisible();
    const serialNumber = `NS-${Date.now()}`;
    await section.getByRole('textbox', { name: 'Serial number of the unit' }).fill(serialNumber);
    await section
      .getByRole('combobox', { name: 'Type of spare part' })
      .selectOption({ label: 'Electric motor' });
    // A real PNG, made without the page's script (a 1×1 image).
    await section.locator('input[type="file"][name="primaryProductImage"]').setInputFiles({
      name: 'rating-plate.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    for (const [name, value] of [
      ['First name', 'Jon'],
      ['Last name', 'Berg'],
      ['Company', 'Kyl & Vent AB'],
      ['Street address', 'Hamngatan 1'],
      ['Postal code', '111 47'],
      ['City', 'Stockholm'],
      ['Email address', 'jon.berg@example.com'],
      ['Phone number', '8-123 4567'],
    ] as const) {
      await section.getByRole('textbox', { name }).fill(value);
    }
    await section.getByRole('combobox', { name: 'Country', exact: true }).selectOption('SE');
    // Without script the country does not set the calling code: the person picks it.
    await section
      .getByRole('combobox', { name: 'Country calling code' })
      .selectOption({ label: 'Sweden (+46)' });
    await section.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await section.getByRole('checkbox', { name: /contacted about this enquiry/ }).check();
    await section.getByRole('button', { name: 'Send enquiry' }).click();
    // Post, redirect, get: a reload shows the confirmation again and sends nothing.
    await expect(page).toHaveURL(/[?&]enquiry=sent#enquiry$/);
    await expect(
      page.locator('section#enquiry').getByText('Thank you, your enquiry has been sent'),
    ).toBeVisible();
    await expect.poll(async () => (await mailsContaining(serialNumber)).length, { timeout: 15_000 }).toBe(1);
  });

  test('a refused post shows the page again with the values, the errors and the form-level message', async ({
    page,
  }) => {
    await page.goto(`${SPARE_PART_PAGE}?enquiry=form`);
    const section = page.locator('section#enquiry');
    await section.getByRole('textbox', { name: 'Email address' }).fill('anna.lind at nordvent');
    await section.getByRole('button', { name: 'Send enquiry' }).click();
    const again = page.locator('section#enquiry');
    await expect(again.getByRole('alert')).toContainText('Some details were not accepted');
    await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue('anna.lind at nordvent');
    await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      /field must be email/,
    );
    await expect(
      again.getByRole('textbox', { name: 'Serial number of the unit' }),
    ).toHaveAccessibleDescription(/field is required/);
  });
});
