import { USER_STATUS } from '@airshop/domain/account/user-status';
import { CART_BULK_MAX_ROWS } from '@airshop/domain/commerce/cart-edits';
import { CART_UPLOAD_MAX_BYTES, cartUploadResultSchema } from '@airshop/domain/commerce/cart-upload';
import { type ProjectDetail, projectDetailSchema } from '@airshop/domain/commerce/projects';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { loadTestCatalog } from '../../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../../testing/test-accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';

/*
 * A project's spreadsheets (issue 17 points 2-4, ADR 0068): PUT portal/Projects/{id}/Upload (who may, whose
 * project, csv and xlsx, every bad row named, the limits), GET portal/Projects/Template, GET
 * portal/Projects/{id}/Export (values as the detail's, number formats, dates, no formula, hostile text kept as
 * text), and the round trip: export, edit, upload, and the detail shows exactly the edits.
 */

const t = useTestApp();
const BASE = '/api/v1/portal/Projects';

let codes: string[] = [];
const special = { discontinued: '' };
const cookies = { buyer: '', colleague: '', other: '', waiting: '', noRole: '' };

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')
      order by v.code limit 8`,
  );
  codes = rows.map((row) => row.code);
  const [discontinued] = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where (v.is_discontinued or p.is_discontinued) and v.is_shoppable and p.is_shoppable order by v.code limit 1`,
  );
  special.discontinued = discontinued?.code ?? '';
  const buyer = await insertTestAccount(t.database.db, {});
  cookies.buyer = await signInCookie(t.app, buyer.email);
  cookies.colleague = await signInCookie(
    t.app,
    (await insertTestAccount(t.database.db, { companyId: buyer.companyId })).email,
  );
  const sign = async (options: Parameters<typeof insertTestAccount>[1]) =>
    signInCookie(t.app, (await insertTestAccount(t.database.db, options)).email);
  cookies.other = await sign({});
  cookies.waiting = await sign({ status: USER_STATUS.WaitingForBackOfficeApproval });
  cookies.noRole = await sign({ roles: ['site'] });
});

const base64 = (data: string | Buffer) => Buffer.from(data).toString('base64');
const headers = (cookie: string, extra: Record<string, string> = {}) => ({
  origin: t.config.publicUrl,
  ...(cookie ? { cookie } : {}),
  ...extra,
});

async function newProject(cookie = cookies.buyer, items: [string, number, string?][] = []): Promise<number> {
  const created = await t.app.inject({ method: 'POST', url: BASE, headers: headers(cookie) });
  expect(created.statusCode).toBe(201);
  const id = created.json().Id as number;
  for (const [Code, Quantity, Note] of items) {
    const added = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}/Items`,
      payload: { Code, Quantity, ...(Note ? { Note } : {}) },
      headers: headers(cookie),
    });
    expect(added.json().ErrorMessage, Code).toBeNull();
  }
  return id;
}

const putFile = (id: number, cookie: string, file: string | Buffer, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/${id}/Upload`,
    payload: { FileName: 'list.xlsx', Data: base64(file) },
    headers: headers(cookie, extra),
  });

async function upload(id: number, file: string | Buffer, cookie = cookies.buyer, extra = {}) {
  const response = await putFile(id, cookie, file, extra);
  expect(response.statusCode, response.body).toBe(200);
  return cartUploadResultSchema.parse(response.json());
}

async function detail(
  id: number,
  cookie = cookies.buyer,
  extra: Record<string, string> = {},
): Promise<ProjectDetail> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/Detail`,
    headers: headers(cookie, extra),
  });
  expect(response.statusCode).toBe(200);
  return projectDetailSchema.parse(response.json());
}

const items = (d: ProjectDetail) =>
  d.Items.map((item) => ({ Code: item.Code, Quantity: item.Quantity, Note: item.Note })).sort((a, b) =>
    a.Code.localeCompare(b.Code),
  );

async function exportFile(id: number, cookie = cookies.buyer, extra: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/Export`,
    headers: headers(cookie, extra),
  });
  return response;
}

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The table's header row of an export: the row whose cells hold the code and quantity column names. */
function tableHeader(sheet: ExcelJS.Worksheet): { row: number; columns: Map<string, number> } {
  for (let r = 1; r <= 20; r += 1) {
    const values = (sheet.getRow(r).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
    if (values.includes('Code') && values.includes('Quantity')) {
      return {
        row: r,
        columns: new Map(values.map((v, i) => [v, i] as [string, number]).filter(([v]) => v)),
      };
    }
  }
  throw new Error('no table header');
}

describe('who may use a project’s spreadsheets', () => {
  it('refuses anonymous, waiting and role-less users, and answers 404 for another company’s project', async () => {
    const id = await newProject(cookies.buyer, [[codes[0] as string, 1]]);
    const file = `code,quantity\n${codes[0]},1\n`;
    expect((await putFile(id, '', file)).statusCode).toBe(401);
    expect((await putFile(id, cookies.waiting, file)).statusCode).toBe(403);
    expect((await putFile(id, cookies.noRole, file)).statusCode).toBe(403);
    expect((await exportFile(id, '')).statusCode).toBe(401);
    expect((await exportFile(id, cookies.waiting)).statusCode).toBe(403);
    expect((await exportFile(id, cookies.noRole)).statusCode).toBe(403);
    const stranger = await putFile(id, cookies.other, file);
    expect(stranger.statusCode).toBe(404);
    const strangerExport = await exportFile(id, cookies.other);
    expect(strangerExport.statusCode).toBe(404);
    expect(strangerExport.body).not.toContain(codes[0]);
    expect((await exportFile(999_999)).statusCode).toBe(404);
    // Nothing of it reached the project.
    expect(items(await detail(id))).toEqual([{ Code: codes[0], Quantity: 1, Note: null }]);
    // A colleague of the company may.
    expect((await upload(id, file, cookies.colleague)).Status).toBe('success');
    expect((await exportFile(id, cookies.colleague)).statusCode).toBe(200);
  });

  it('refuses a cross-site upload', async () => {
    const id = await newProject();
    const response = await putFile(id, cookies.buyer, `code,quantity\n${codes[0]},1\n`, {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(items(await detail(id))).toEqual([]);
  });
});

describe('the template', () => {
  it('is template.csv with code, quantity, note, for everyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/Template` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('template.csv');
    expect(response.body.startsWith('\uFEFFcode,quantity,note\r\n')).toBe(true);
    expect(response.body.split('\r\n')).toHaveLength(4);
  });
});

describe('an upload into a project', () => {
  it('adds a template’s rows to the items, names every bad row, and answers in the page’s language', async () => {
    const [a, b, c] = codes as [string, string, string];
    const id = await newProject(cookies.buyer, [[a, 2, 'keep']]);
    const csv = [
      'code,quantity,note',
      `${a},3,`,
      `${b},1,Floor 3`,
      'NO-SUCH-CODE,1,',
      `${c},0,`,
      `${special.discontinued},1,`,
      `,2,`,
      `${c},1,${'n'.repeat(36)}`,
      `${b},999,`,
    ].join('\r\n');
    const result = await upload(id, csv);
    expect(result.Status).toBe('warning');
    expect(result.Added).toBe(2);
    expect(result.Errors).toEqual([
      { Row: 4, Code: 'NO-SUCH-CODE', Error: 'unknownCode' },
      { Row: 5, Code: c, Error: 'badQuantity' },
      { Row: 6, Code: special.discontinued, Error: 'discontinued' },
      { Row: 7, Code: null, Error: 'missingCode' },
      { Row: 8, Code: c, Error: 'noteTooLong' },
      { Row: 9, Code: b, Error: 'quantityLimit' },
    ]);
    expect(result.Message).toBe('2 rows applied, 6 rows refused: rows 4, 5, 6, 7, 8, 9.');
    // Template rows add, as the cart's upload does; a row without a note keeps the item's.
    expect(items(await detail(id))).toEqual(
      [
        { Code: a, Quantity: 5, Note: 'keep' },
        { Code: b, Quantity: 1, Note: 'Floor 3' },
      ].sort((x, y) => x.Code.localeCompare(y.Code)),
    );
    const german = await upload(id, `code,Menge\nNO-SUCH-CODE,1\n`, cookies.buyer, { 'x-page-locale': 'de' });
    expect(german).toMatchObject({ Status: 'error', Added: 0 });
    expect(german.Message).toBe('Nichts geändert: 1 Zeile abgelehnt: Zeile 2.');
  });

  it('reads an xlsx sheet with number cells and a header in another language', async () => {
    const [a] = codes as [string];
    const id = await newProject();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('List');
    sheet.addRow(['Määrä', 'Koodi', 'Huomautus']);
    sheet.addRow([4, a, 'Kerros 2']);
    const result = await upload(id, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toMatchObject({ Status: 'success', Added: 1, Errors: [] });
    expect(items(await detail(id))).toEqual([{ Code: a, Quantity: 4, Note: 'Kerros 2' }]);
  });

  it('refuses a file that cannot be read as a whole, and changes nothing', async () => {
    const id = await newProject(cookies.buyer, [[codes[0] as string, 1]]);
    for (const [file, error] of [
      [Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 'unsupportedFileType'],
      ['quantity,note\n1,x\n', 'missingCodeColumn'],
      ['code,quantity\n', 'noRows'],
      ['"code,quantity\nA,1\n', 'unreadableFile'],
    ] as const) {
      const result = await upload(id, file);
      expect(result, error).toMatchObject({ Status: 'error', Added: 0, Errors: [{ Row: 0, Error: error }] });
    }
    expect(items(await detail(id))).toEqual([{ Code: codes[0], Quantity: 1, Note: null }]);
  });

  it('answers 413 for a file over 10 MB once decoded', async () => {
    const id = await newProject();
    const response = await putFile(id, cookies.buyer, Buffer.alloc(CART_UPLOAD_MAX_BYTES + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', details: { reason: 'fileTooLarge' } });
  }, 60_000);

  it('refuses more than 10 000 rows as a whole, and takes 10 000', async () => {
    const id = await newProject();
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `${codes[i % codes.length]},${i < 8 ? 2 : 0}`);
    const tooMany = await upload(id, `code,quantity\n${rows(CART_BULK_MAX_ROWS + 1).join('\n')}\n`);
    expect(tooMany).toMatchObject({ Status: 'error', Errors: [{ Row: 0, Error: 'tooManyRows' }] });
    expect(tooMany.Message).toContain('10,000');
    const full = await upload(id, `code,quantity\n${rows(CART_BULK_MAX_ROWS).join('\n')}\n`);
    // 8 good rows (quantity 2), the rest of quantity 0 each named.
    expect(full.Status).toBe('warning');
    expect(full.Added).toBe(8);
    expect(full.Errors).toHaveLength(CART_BULK_MAX_ROWS - 8);
    expect(full.Message).toContain('and 9,972 more');
  }, 60_000);
});

describe('the export', () => {
  it('is an xlsx named as a shopping cart, with the detail’s values, real numbers and dates, no formula', async () => {
    const [a, b] = codes as [string, string];
    const hostile = '=HYPERLINK("http://evil.example","x")';
    const id = await newProject(cookies.buyer, [
      [a, 3, hostile.slice(0, 35)],
      [b, 12, '@SUM(1+1)'],
    ]);
    const shown = await detail(id);
    const response = await exportFile(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="Shopping cart Project \d+ \d{4}-\d\d-\d\d\.xlsx"/,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // No cell of any part holds a formula.
    expect(bytes.includes(Buffer.from('<f>'))).toBe(false);
    const sheet = await readWorkbook(bytes);
    const { row: headerRow, columns } = tableHeader(sheet);
    const col = (name: string) => {
      const index = columns.get(name);
      if (index === undefined) throw new Error(`no column ${name}`);
      return index;
    };
    for (const name of [
      'No.',
      'Code',
      'Product',
      'Description',
      'Quantity',
      'List price',
      'Discount',
      'Price',
      'Available from',
      'Note',
      'Line ID',
    ]) {
      expect(columns.has(name), name).toBe(true);
    }
    expect(sheet.getColumn(col('Line ID')).hidden).toBe(true);
    // Header block: name, leader, notes, last modified as a date.
    const block = new Map<string, ExcelJS.Cell>();
    for (let r = 1; r < headerRow; r += 1) {
      const label = sheet.getRow(r).getCell(1).value;
      if (typeof label === 'string') block.set(label, sheet.getRow(r).getCell(2));
    }
    expect(block.get('Project')?.value).toBe(shown.Name);
    expect(block.get('Project leader')?.value).toBe(shown.Leader);
    expect(block.has('Notes')).toBe(true);
    const modified = block.get('Last modified');
    expect(modified?.value).toBeInstanceOf(Date);
    expect(String((modified?.value as Date | undefined)?.toISOString()).slice(0, 10)).toBe(
      shown.Modified.slice(0, 10),
    );
    // Items: one row each, in the detail's order, values equal.
    shown.Items.forEach((item, index) => {
      const row = sheet.getRow(headerRow + 1 + index);
      expect(row.getCell(col('No.')).value).toBe(index + 1);
      expect(row.getCell(col('Code')).value).toBe(item.Code);
      expect(row.getCell(col('Product')).value).toBe(item.DisplayName);
      expect(row.getCell(col('Quantity')).value).toBe(item.Quantity);
      expect(row.getCell(col('List price')).value).toBe(item.Price?.Amount);
      expect(row.getCell(col('List price')).numFmt).toBe('#,##0.00 "SEK"');
      expect(row.getCell(col('Price')).value).toBe(item.DiscountedPrice?.Amount);
      expect(row.getCell(col('Price')).numFmt).toBe('#,##0.00 "SEK"');
      expect(row.getCell(col('Total')).value).toBe(item.LineTotal?.Amount);
      const discount = row.getCell(col('Discount'));
      expect(discount.value).toBe(item.DiscountPercentage === null ? null : item.DiscountPercentage / 100);
      expect(discount.numFmt).toBe('0.00%');
      const available = row.getCell(col('Available from'));
      expect(available.value).toBeInstanceOf(Date);
      expect((available.value as Date).toISOString().slice(0, 10)).toBe(item.DeliveryDate);
      // Excel's built-in short date: shown in the reader's own date format.
      expect(available.numFmt).toBe('mm-dd-yy');
      expect(row.getCell(col('Note')).value).toBe(item.Note);
      expect(row.getCell(col('Note')).numFmt).toBe('@');
      expect(row.getCell(col('Line ID')).value).toBe(item.LineItemId);
    });
    // Hostile text stays text.
    const notes = shown.Items.map((_, index) => sheet.getRow(headerRow + 1 + index).getCell(col('Note')));
    expect(notes.map((cell) => cell.type)).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
    expect(notes[0]?.value).toBe(hostile.slice(0, 35));
    // Totals under the table.
    const amounts = new Map<string, { value: unknown; numFmt: string }>();
    sheet.eachRow((row, number) => {
      if (number <= headerRow + shown.Items.length) return;
      const label = row.getCell(col('Discount')).value;
      const amount = row.getCell(col('Price') + 1);
      if (typeof label === 'string') amounts.set(label, { value: amount.value, numFmt: amount.numFmt });
    });
    expect(amounts.get('Subtotal')?.value).toBe(shown.Total.SubTotal);
    expect(amounts.get('Shipping fee')?.value).toBe(shown.Total.ShippingFee);
    expect(amounts.get('Payment fee')?.value).toBe(shown.Total.PaymentFee);
    expect(amounts.get('Total net')?.value).toBe(shown.Total.TotalNet);
    expect(amounts.get('VAT')?.value).toBe(shown.Total.Taxes[0]?.Amount);
    expect(amounts.get('Total incl. VAT')?.value).toBe(shown.Total.TotalTaxIncluded);
    expect(amounts.get('Total incl. VAT')?.numFmt).toBe('#,##0.00 "SEK"');
    // No formula in any cell.
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
  });

  it('is written in the request’s language', async () => {
    const id = await newProject(cookies.buyer, [[codes[0] as string, 1]]);
    const response = await exportFile(id, cookies.buyer, { 'x-page-locale': 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Warenkorb%20");
    const sheet = await readWorkbook(response.rawPayload);
    expect(sheet.name).toBe('Warenkorb');
    const texts = new Set<string>();
    sheet.eachRow((row) => row.eachCell((cell) => typeof cell.value === 'string' && texts.add(cell.value)));
    for (const label of ['Menge', 'Listenpreis', 'Zwischensumme', 'Gesamt inkl. MwSt.', 'Projektleitung']) {
      expect(texts.has(label), label).toBe(true);
    }
  });
});

describe('the round trip', () => {
  it('takes back an edited export: changed quantities and notes set, added rows added, bad rows named', async () => {
    const [a, b, c, d] = codes as [string, string, string, string];
    const id = await newProject(cookies.buyer, [
      [a, 3, 'first'],
      [b, 5],
      [c, 7, 'third'],
    ]);
    const exported = await exportFile(id);
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const { row: headerRow, columns } = tableHeader(sheet);
    const col = (name: string) => columns.get(name) as number;
    const rowOf = (code: string) => {
      for (let r = headerRow + 1; r < headerRow + 4; r += 1) {
        if (sheet.getRow(r).getCell(col('Code')).value === code) return sheet.getRow(r);
      }
      throw new Error(code);
    };
    rowOf(a).getCell(col('Quantity')).value = 10;
    rowOf(b).getCell(col('Note')).value = 'by the stairs';
    rowOf(c).getCell(col('Note')).value = null;
    // Two rows the buyer adds under the items, in the blank row before the totals and one inserted above it:
    // one good, one with a code the catalogue lacks.
    sheet.spliceRows(headerRow + 4, 0, [], []);
    const added = sheet.getRow(headerRow + 4);
    added.getCell(col('Code')).value = d;
    added.getCell(col('Quantity')).value = 2;
    added.getCell(col('Note')).value = 'new';
    const bad = sheet.getRow(headerRow + 5);
    bad.getCell(col('Code')).value = 'NO-SUCH-CODE';
    bad.getCell(col('Quantity')).value = 1;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await upload(id, edited);
    expect(result.Status).toBe('warning');
    expect(result.Added).toBe(4);
    expect(result.Errors).toEqual([{ Row: headerRow + 5, Code: 'NO-SUCH-CODE', Error: 'unknownCode' }]);
    expect(items(await detail(id))).toEqual(
      [
        { Code: a, Quantity: 10, Note: 'first' },
        { Code: b, Quantity: 5, Note: 'by the stairs' },
        { Code: c, Quantity: 7, Note: null },
        { Code: d, Quantity: 2, Note: 'new' },
      ].sort((x, y) => x.Code.localeCompare(y.Code)),
    );
    // The same file once more changes nothing of the items it set: their rows set, they do not add.
    const again = await upload(id, edited);
    expect(again.Status).toBe('warning');
    const after = items(await detail(id));
    expect(after.find((item) => item.Code === a)?.Quantity).toBe(10);
    expect(after.find((item) => item.Code === b)?.Quantity).toBe(5);
    // The added row has no line id: it adds again, as the rule says.
    expect(after.find((item) => item.Code === d)?.Quantity).toBe(4);
  });

  it('reads a German export uploaded from an English page, and an export of another project as added rows', async () => {
    const [a, b] = codes as [string, string];
    const source = await newProject(cookies.buyer, [
      [a, 2],
      [b, 1],
    ]);
    const german = await exportFile(source, cookies.buyer, { 'x-page-locale': 'de' });
    const target = await newProject(cookies.buyer, [[a, 5]]);
    const result = await upload(target, german.rawPayload);
    expect(result).toMatchObject({ Status: 'success', Added: 2, Errors: [] });
    // Its line ids are the other project's items: its rows add.
    expect(items(await detail(target))).toEqual(
      [
        { Code: a, Quantity: 7, Note: null },
        { Code: b, Quantity: 1, Note: null },
      ].sort((x, y) => x.Code.localeCompare(y.Code)),
    );
    // Uploaded back into its own project unchanged, it changes nothing.
    const same = await upload(source, german.rawPayload);
    expect(same).toMatchObject({ Status: 'success', Added: 2 });
    expect(items(await detail(source))).toEqual(
      [
        { Code: a, Quantity: 2, Note: null },
        { Code: b, Quantity: 1, Note: null },
      ].sort((x, y) => x.Code.localeCompare(y.Code)),
    );
  });
});
