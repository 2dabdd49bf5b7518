import { type APIRequestContext, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiGet } from '../support/cart-setup.ts';
import { projectWithOrderableCodes } from '../support/project-setup.ts';
import { signedInContext } from '../support/signed-in.ts';

/*
 * A project's spreadsheets (issue 17 points 2-4, ADR 0068): a buyer's project with two items is exported with the
 * project page's button, the workbook opened with exceljs, one quantity changed and a row added under the items,
 * the same file uploaded back through the page's file picker, and the project's detail shows exactly those
 * changes.
 */

// Reserved for this spec: no other spec writes estimator@brandt's projects.
const BUYER = 'estimator@brandt.example';
const SAME_SITE = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };

interface Detail {
  Items: { Code: string; Quantity: number; Note: string | null; LineItemId: number }[];
}

test('a project goes out as xlsx and comes back with a changed quantity and an added row', async ({
  browser,
}) => {
  const context = await signedInContext(browser, BUYER, { extraHTTPHeaders: SAME_SITE });
  const { request } = context;
  try {
    const { id, codes } = await projectWithOrderableCodes(request, 3);
    const [first, second, third] = codes as [string, string, string];
    // The third code leaves the project again, so the file can bring it back as a new row.
    const before = await apiGet<Detail>(request, `portal/Projects/${id}/Detail`);
    const removed = await request.delete(`/api/v1/portal/Projects/${id}/Items`, {
      data: { Code: third, LineItemId: before.Items.find((item) => item.Code === third)?.LineItemId },
    });
    expect(removed.status()).toBe(200);
    const startItems = 2;

    const exported = await request.get(`/api/v1/portal/Projects/${id}/Export`, {
      headers: { 'x-lang': 'en' },
    });
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toContain('spreadsheetml.sheet');
    expect(exported.headers()['content-disposition']).toMatch(/filename="Shopping cart .+\.xlsx"/);

    // The same file through the page's button.
    const page = await context.newPage();
    await page.goto(`/en/projects/detail?projectId=${id}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 45_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Shopping cart .+ \d{4}-\d\d-\d\d\.xlsx$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    let headerRow = 0;
    const columns = new Map<string, number>();
    sheet.eachRow((row, number) => {
      const values = row.values as unknown[];
      if (headerRow === 0 && values.includes('Code') && values.includes('Quantity')) {
        headerRow = number;
        values.forEach((value, index) => {
          if (typeof value === 'string') columns.set(value, index);
        });
      }
    });
    expect(headerRow).toBeGreaterThan(1);
    const code = columns.get('Code') as number;
    const quantity = columns.get('Quantity') as number;
    const rowOf = (wanted: string) => {
      for (let r = headerRow + 1; r <= headerRow + startItems; r += 1) {
        if (sheet.getRow(r).getCell(code).value === wanted) return sheet.getRow(r);
      }
      throw new Error(`${wanted} is not in the export`);
    };
    // The figures are numbers, not text.
    expect(typeof rowOf(first).getCell(columns.get('List price') as number).value).toBe('number');

    rowOf(first).getCell(quantity).value = 7;
    // A new row right under the items (in the blank row before the totals).
    const added = sheet.getRow(headerRow + startItems + 1);
    added.getCell(code).value = third;
    added.getCell(quantity).value = 4;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());

    // Uploaded through the page's file picker: the server's message in the snackbar.
    const answered = page.waitForResponse((response) => response.url().endsWith(`/Projects/${id}/Upload`));
    await page.locator('input[type=file]').setInputFiles({
      name: 'project.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: edited,
    });
    const answer = (await (await answered).json()) as { Status: string; Message: string; Errors: unknown[] };
    expect(answer).toMatchObject({ Status: 'success', Errors: [] });
    expect(answer.Message).toBe('3 rows applied to the project.');
    await expect(page.getByText('3 rows applied to the project.')).toBeVisible({ timeout: 45_000 });

    const after = await apiGet<Detail>(request, `portal/Projects/${id}/Detail`);
    const quantities = Object.fromEntries(after.Items.map((item) => [item.Code, item.Quantity]));
    expect(quantities).toEqual({ [first]: 7, [second]: 1, [third]: 4 });

    // The template for a project's list is there too.
    const template = await request.get('/api/v1/portal/Projects/Template');
    expect(template.status()).toBe(200);
    expect((await template.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('code,quantity,note');
  } finally {
    await context.close();
  }
});
