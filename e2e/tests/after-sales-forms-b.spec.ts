import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { mailsContaining } from '../support/outbox.ts';
import { sessionOf } from '../support/signed-in.ts';

/*
 * The service request and the warranty claim (issue 19 point 4) as an installer reaches them: from a demo unit's
 * page, its serial (and for the claim its product and order) filled in; a refused send that keeps everything;
 * rows added and removed; a PDF and a photo made here; sent, its reference shown, and the back office's mail with
 * the data and the file found in the outbox. axe on both pages.
 */

/** A demo unit of order SO-104106 (README "Demo serial numbers"). */
const SERIAL = 'RX23J01231';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A small but well-formed one-page PDF: the server reads a file's type from its bytes. */
function pdf(name: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A real JPEG drawn by the browser: a photo of a rating plate. */
async function photo(page: Page, name: string) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#607d8b';
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = '#f5f5f5';
    g.fillRect(60, 50, 200, 100);
    g.fillStyle = '#263238';
    g.font = 'bold 18px sans-serif';
    g.fillText('KVISTRA RX 160', 80, 100);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

async function openUnit(page: Page) {
  await open(page, `/en/after-sales/serial-number/${SERIAL}`);
  await page.getByRole('button', { name: 'Necessary cookies only' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kvistra RX 160' })).toBeVisible();
}

test('a service request from a unit: refused while incomplete, rows added and removed, sent with a PDF', async ({
  page,
}) => {
  await openUnit(page);
  await page.getByRole('link', { name: 'Request service' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/after-sales/service-request\\?serial=${SERIAL}$`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Service request' })).toBeVisible();
  const system = page.getByRole('group', { name: 'System data' });
  await expect(system.getByRole('textbox', { name: 'Serial number' })).toHaveValue(SERIAL);
  expect(await axeViolations(page)).toEqual([]);

  // Sent with the client left empty: its message, the focus on it, and what was typed still there.
  const client = page.getByRole('textbox', { name: 'Client (company)' });
  await page.getByRole('textbox', { name: 'Contact person' }).fill('Ville Korhonen');
  await page.getByRole('button', { name: 'Send service request' }).click();
  await expect(client).toHaveAttribute('aria-invalid', 'true');
  await expect(client).toBeFocused();
  await expect(page.getByText('field is required').first()).toBeVisible();
  const supply = page.getByRole('group', { name: 'Supply air', exact: true });
  await expect(supply.getByRole('textbox', { name: 'Width (mm)' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Ville Korhonen');
  await expect(system.getByRole('textbox', { name: 'Serial number' })).toHaveValue(SERIAL);

  const marker = `e2e-sr-${Date.now()}`;
  await client.fill('Korhonen Ilmanvaihto Oy');
  await expect(client).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ville.korhonen@service-request.example');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('FI');
  await expect(page.getByRole('combobox', { name: 'Calling code' })).toHaveValue('+358');
  await page.getByRole('textbox', { name: 'Telephone' }).fill('40 123 4567');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Tampere');
  await system.getByRole('textbox', { name: 'Unit model' }).fill('Kvistra RX 160');
  const exhaust = page.getByRole('group', { name: 'Exhaust air', exact: true });
  for (const [section, airflow] of [
    [supply, '3600'],
    [exhaust, '3400'],
  ] as const) {
    await section.getByRole('textbox', { name: 'Airflow (m³/h)' }).fill(airflow);
    await section.getByRole('textbox', { name: 'Width (mm)' }).fill('1200');
    await section.getByRole('textbox', { name: 'Length (mm)' }).fill('2400');
    await section.getByRole('textbox', { name: 'Height (mm)' }).fill('900');
  }
  await page.getByRole('textbox', { name: 'Electricity price per kWh' }).fill('0.18 EUR');

  // Three operating times, the middle one removed: the focus goes to the row that takes its place.
  const addTime = page.getByRole('button', { name: 'Add operating time' });
  await addTime.click();
  const first = page.getByRole('group', { name: 'Operating time 1' });
  await expect(first.getByRole('textbox', { name: 'Days' })).toBeFocused();
  await first.getByRole('textbox', { name: 'Days' }).fill('Mon-Fri');
  await first.getByRole('textbox', { name: 'From (hh:mm)' }).fill('06:00');
  await first.getByRole('textbox', { name: 'To (hh:mm)' }).fill('18:00');
  await first.getByRole('textbox', { name: 'Airflow (%)' }).fill('100');
  await addTime.click();
  await page
    .getByRole('group', { name: 'Operating time 2' })
    .getByRole('textbox', { name: 'Days' })
    .fill('Sun');
  await addTime.click();
  const third = page.getByRole('group', { name: 'Operating time 3' });
  await third.getByRole('textbox', { name: 'Days' }).fill('Sat');
  await third.getByRole('textbox', { name: 'From (hh:mm)' }).fill('08:00');
  await third.getByRole('textbox', { name: 'To (hh:mm)' }).fill('14:00');
  await page.getByRole('button', { name: 'Remove operating time 2' }).click();
  const second = page.getByRole('group', { name: 'Operating time 2' });
  await expect(second.getByRole('textbox', { name: 'Days' })).toHaveValue('Sat');
  await expect(second.getByRole('textbox', { name: 'Days' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Operating time 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add measure point' }).click();
  const point = page.getByRole('group', { name: 'Measure point 1' });
  await point.getByRole('textbox', { name: 'Measure point' }).fill('Supply duct after fan');
  await point.getByRole('textbox', { name: 'Airflow (m³/h)' }).fill('3550');
  await point.getByRole('textbox', { name: 'Temperature (°C)' }).fill('19.5');

  await page
    .getByRole('textbox', { name: 'What should the visit cover?' })
    .fill(`Energy check before the heating season. ${marker}`);
  await page.locator('input[type="file"][name="attachment"]').setInputFiles(pdf('measurements-2025.pdf'));
  await expect(page.getByRole('button', { name: 'Remove measurements-2025.pdf' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send service request' }).click();
  await expect(page.getByRole('heading', { name: 'Form sent successfully' })).toBeVisible();
  const thanks = await page.getByText(/Your reference is/).textContent();
  const reference = /reference is (\S+?)\./.exec(thanks ?? '')?.[1] ?? '';
  expect(reference).not.toBe('');

  await expect
    .poll(async () => (await mailsContaining(marker)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [mail] = await mailsContaining(marker);
  expect(mail).toContain(reference);
  expect(mail).toContain('Korhonen Ilmanvaihto Oy');
  expect(mail).toContain(SERIAL);
  expect(mail).toContain('Mon-Fri: 06:00–18:00, 100 %');
  expect(mail).toContain('Sat: 08:00–14:00');
  expect(mail).not.toContain('Sun:');
  expect(mail).toContain('Supply duct after fan: 3550');
  expect(mail).toContain('1200 × 2400 × 900');
  expect(mail).toContain('measurements-2025.pdf (application/pdf');
});

test('a warranty claim from a unit, signed in: the unit and the buyer filled in, the dates checked, sent with a photo', async ({
  page,
}) => {
  await page.context().addCookies((await sessionOf('buyer@nordvent.example')).cookies);
  await openUnit(page);
  await page.getByRole('link', { name: 'Claim warranty' }).click();
  await expect(page).toHaveURL(
    /\/en\/after-sales\/warranty-claim\?serial=RX23J01231&product=Kvistra\+RX\+160&order=SO-104106$/,
  );
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('textbox', { name: 'Serial number' })).toHaveValue(SERIAL);
  await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue('Kvistra RX 160');
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue('SO-104106');
  // The buyer's own contact details fill the contact fields.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('buyer@nordvent.example');
  expect(await axeViolations(page)).toEqual([]);

  // A failure before the installation is refused under the failure date.
  const failure = page.getByLabel('Date of failure');
  await page.getByLabel('Installation date').fill('2026-02-10');
  await failure.fill('2026-01-20');
  await failure.blur();
  await expect(page.getByText('the failure cannot be before the installation date')).toBeVisible();
  await expect(failure).toHaveAttribute('aria-invalid', 'true');
  await failure.fill('2026-02-20');
  await expect(page.getByText('the failure cannot be before the installation date')).toHaveCount(0);

  const marker = `e2e-wc-${Date.now()}`;
  await page.getByRole('combobox', { name: 'Faulty component' }).selectOption('Fan');
  await page.getByRole('radio', { name: 'No' }).check();
  await page
    .getByRole('textbox', { name: 'Fault description' })
    .fill(`Supply fan stops after five minutes. ${marker}`);
  await page.getByRole('textbox', { name: 'Actions taken' }).fill('Alarm reset twice.');
  await page
    .locator('input[type="file"][name="faultPhotos"]')
    .setInputFiles(await photo(page, 'rating-plate.jpg'));
  await expect(page.getByRole('button', { name: 'Remove rating-plate.jpg' })).toBeVisible();
  for (const [name, value] of [
    ['First name', 'Erik'],
    ['Last name', 'Lind'],
    ['Company', 'Nordvent Installation AB'],
    ['Telephone', '8 123 4567'],
  ] as const) {
    const field = page.getByRole('textbox', { name, exact: true });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  for (const [name, value] of [
    ['Address', 'Industrigatan 4'],
    ['Postal code', '112 51'],
    ['City', 'Stockholm'],
  ] as const) {
    const field = page.getByRole('textbox', { name, exact: true });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  const country = page.getByRole('combobox', { name: 'Country', exact: true });
  if ((await country.inputValue()) === '') await country.selectOption('SE');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('checkbox').nth(1).check();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send warranty claim' }).click();
  await expect(page.getByRole('heading', { name: 'Form sent successfully' })).toBeVisible();
  await expect
    .poll(async () => (await mailsContaining(marker)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [mail] = await mailsContaining(marker);
  expect(mail).toContain(SERIAL);
  expect(mail).toContain('SO-104106');
  expect(mail).toContain('2026-02-20');
  expect(mail).toContain('rating-plate.jpg (image/jpeg');
});
