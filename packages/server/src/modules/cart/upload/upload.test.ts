import { USER_STATUS } from '@airshop/domain/account/user-status';
import { CART_BULK_MAX_ROWS } from '@airshop/domain/commerce/cart-edits';
import { CART_UPLOAD_MAX_BYTES, cartUploadResultSchema } from '@airshop/domain/commerce/cart-upload';
import { checkUploadRows, numberRecords } from '@airshop/domain/commerce/cart-upload-rows';
import { readCsv } from '@airshop/domain/commerce/csv-reader';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { loadTestCatalog } from '../../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../../testing/test-accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { guestCartKey } from '../guest-key.ts';

/*
 * PUT Carts/Default/Upload, PUT Carts/Default/Items/Bulk and GET Carts/Default/Template (issue 15 point 4, ADR
 * 0061): who may, what a file may be, every row's checks named by row number, the good rows kept and placed in
 * the right deliveries, and the 10 000-row files (csv and xlsx) that must go through whole.
 */

const t = useTestApp();
const UPLOAD = '/api/v1/Carts/Default/Upload';
const BULK = '/api/v1/Carts/Default/Items/Bulk';
const TEMPLATE = '/api/v1/Carts/Default/Template';

interface Variant {
  code: string;
  lvi: string | null;
}
let buyable: Variant[] = [];
const codes = { notShoppable: '', discontinued: '', lviOnly: '', lvi: '' };
const cookies = { waiting: '', noRole: '', disabledMarket: '', other: '' };

async function variants(where: ReturnType<typeof sql>): Promise<Variant[]> {
  return queryRows<Variant>(
    t.database.db,
    sql`select v.code, v.lvi_number as lvi from variants v join products p on p.id = v.product_id
      where ${where} order by v.code`,
  );
}

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  buyable = await variants(sql`v.is_shoppable and p.is_shoppable and not v.is_discontinued
    and not p.is_discontinued
    and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')`);
  codes.notShoppable = (await variants(sql`not (v.is_shoppable and p.is_shoppable)`))[0]?.code ?? '';
  codes.discontinued =
    (await variants(sql`(v.is_discontinued or p.is_discontinued) and v.is_shoppable and p.is_shoppable`))[0]
      ?.code ?? '';
  const withLvi = buyable.find(
    (v) => v.lvi !== null && buyable.filter((other) => other.lvi === v.lvi).length === 1,
  );
  codes.lviOnly = withLvi?.code ?? '';
  codes.lvi = withLvi?.lvi ?? '';
  const sign = async (options: Parameters<typeof insertTestAccount>[1]) =>
    signInCookie(t.app, (await insertTestAccount(t.database.db, options)).email);
  cookies.waiting = await sign({ status: USER_STATUS.WaitingForBackOfficeApproval });
  cookies.noRole = await sign({ roles: ['site'] });
  cookies.disabledMarket = await sign({ marketId: 'HU' });
  cookies.other = await sign({});
});

const newBuyer = async () => signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

const put = (url: string, cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
  });

const upload = async (cookie: string, file: string | Buffer, headers: Record<string, string> = {}) => {
  const response = await put(UPLOAD, cookie, { FileName: 'list.csv', Data: base64(file) }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return cartUploadResultSchema.parse(response.json());
};

/** The cart's lines of a user or guest: delivery, code, quantity, note. */
async function cartLines(owner: { email?: string; guestId?: string }) {
  return queryRows<{ shipment_no: number; code: string; quantity: number; note: string | null }>(
    t.database.db,
    sql`select l.shipment_no, v.code, l.quantity, l.note from cart_lines l
      join carts c on c.id = l.cart_id join variants v on v.id = l.variant_id
      left join users u on u.id = c.user_id
      where ${owner.guestId ? sql`c.guest_id = ${guestCartKey(owner.guestId)}` : sql`u.email = ${owner.email ?? ''}`}
      order by l.shipment_no, v.code`,
  );
}

async function buyerWithEmail() {
  const account = await insertTestAccount(t.database.db, {});
  return { email: account.email, cookie: await signInCookie(t.app, account.email) };
}

describe('who may upload', () => {
  it('answers 401 anonymous, 403 not allowed to buy, 409 with the market’s shop off, for both writes', async () => {
    const file = { FileName: 'a.csv', Data: base64(`code,quantity\n${buyable[0]?.code},1\n`) };
    const rows = [{ Code: buyable[0]?.code, Quantity: 1 }];
    for (const [url, body] of [
      [UPLOAD, file],
      [BULK, rows],
    ] as const) {
      expect((await put(url, '', body)).statusCode).toBe(401);
      expect((await put(url, cookies.waiting, body)).statusCode).toBe(403);
      expect((await put(url, cookies.noRole, body)).statusCode).toBe(403);
      const disabled = await put(url, cookies.disabledMarket, body);
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json().code).toBe('webshop_disabled');
      // A GuestId cookie without a guest cart is no one's cart.
      expect((await put(url, 'GuestId=guest-without-cart', body)).statusCode).toBe(401);
      // A signed-in user who may not buy is refused even with a guest cart's cookie.
      expect((await put(url, `${cookies.waiting}; GuestId=guest-without-cart`, body)).statusCode).toBe(403);
    }
  });

  it('fills a guest’s cart by the GuestId cookie, and nobody else’s', async () => {
    const guestId = 'guest-upload-test-1';
    await t.database.db.execute(
      sql`insert into carts (guest_id, market_id) values (${guestCartKey(guestId)}, 'SE')`,
    );
    const code = buyable[1]?.code as string;
    const result = await upload(`GuestId=${guestId}`, `code,quantity,note\n${code},3,guest row\n`);
    expect(result).toMatchObject({ Status: 'success', Added: 1, Errors: [] });
    expect(await cartLines({ guestId })).toEqual([{ shipment_no: 1, code, quantity: 3, note: 'guest row' }]);
    const bulk = await put(BULK, `GuestId=${guestId}`, [{ Code: code, Quantity: 2 }]);
    expect(bulk.json()).toMatchObject({ Status: 'success', Added: 1 });
    expect((await cartLines({ guestId }))[0]?.quantity).toBe(5);
    // The other buyer's cart got nothing.
    const [others] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cart_lines l join carts c on c.id = l.cart_id
        join users u on u.id = c.user_id where u.email like '%' and c.guest_id is null and l.note = 'guest row'`,
    );
    expect(others?.n).toBe(0);
  });

  it('refuses a cross-site upload', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: UPLOAD,
      payload: { FileName: 'a.csv', Data: base64('code,quantity\nX,1\n') },
      headers: { cookie: cookies.other, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the template', () => {
  it('is template.csv with the header and two example rows that upload as they are', async () => {
    const response = await t.app.inject({ url: TEMPLATE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="template.csv"');
    const read = readCsv(response.body);
    if (!read.ok) throw new Error('the template is no CSV');
    expect(read.records[0]).toEqual(['code', 'quantity', 'note', 'delivery']);
    const rows = checkUploadRows(numberRecords(read.records));
    expect(rows).toMatchObject({ ok: true, refused: [] });
    expect(rows.ok && rows.rows.length).toBe(2);
    // The demo catalogue has both of its codes (a variant code and an LVI number), buyable in Sweden.
    const result = await upload(await newBuyer(), response.body);
    expect(result).toMatchObject({ Status: 'success', Added: 2, Errors: [] });
  });
});

describe('rows', () => {
  it('adds the good rows, names every bad one by its row number, and says so in the page’s language', async () => {
    const { email, cookie } = await buyerWithEmail();
    const [a, b] = buyable as [Variant, Variant];
    const csv = [
      'Code,Quantity,Note,Delivery',
      `${a.code},2,first,`,
      ',1,,',
      `${b.code},0,,`,
      `${b.code},1,${'n'.repeat(36)},`,
      `${b.code},1,,100`,
      'NO-SUCH-CODE,1,,',
      `${codes.notShoppable},1,,`,
      `${codes.discontinued},1,,`,
      '',
      `${b.code},5,"a, b",2`,
    ].join('\r\n');
    const result = await upload(cookie, csv);
    expect(result.Status).toBe('warning');
    expect(result.Added).toBe(2);
    expect(result.Errors).toEqual([
      { Row: 3, Code: null, Error: 'missingCode' },
      { Row: 4, Code: b.code, Error: 'badQuantity' },
      { Row: 5, Code: b.code, Error: 'noteTooLong' },
      { Row: 6, Code: b.code, Error: 'badDelivery' },
      { Row: 7, Code: 'NO-SUCH-CODE', Error: 'unknownCode' },
      { Row: 8, Code: codes.notShoppable, Error: 'notShoppable' },
      { Row: 9, Code: codes.discontinued, Error: 'discontinued' },
    ]);
    expect(result.Message).toBe('2 rows added, 7 rows refused: rows 3, 4, 5, 6, 7, 8, 9.');
    expect(await cartLines({ email })).toEqual([
      { shipment_no: 1, code: a.code, quantity: 2, note: 'first' },
      { shipment_no: 2, code: b.code, quantity: 5, note: 'a, b' },
    ]);
    const german = await upload(cookie, `code;menge\nNO-SUCH-CODE;1\n${a.code};1\n`, {
      'x-page-locale': 'de',
    });
    expect(german.Message).toBe('1 Zeile hinzugefügt, 1 Zeile abgelehnt: Zeile 2.');
  });

  it('takes LVI numbers, also without the zeros a spreadsheet drops', async () => {
    const { email, cookie } = await buyerWithEmail();
    expect(codes.lvi).toMatch(/^\d{7}$/);
    const short = String(Number(codes.lvi));
    const result = await upload(cookie, `code,quantity\n${codes.lvi},1\n${short},2\n`);
    expect(result).toMatchObject({ Status: 'success', Added: 2 });
    expect(await cartLines({ email })).toEqual([
      { shipment_no: 1, code: codes.lviOnly, quantity: 3, note: null },
    ]);
  });

  it('reads ; as the separator, a byte order mark, quoted line breaks, and Windows-1252 text', async () => {
    const { email, cookie } = await buyerWithEmail();
    const [a, b] = buyable as [Variant, Variant];
    const result = await upload(
      cookie,
      `\uFEFFcode;quantity;note\r\n${a.code};1;"two\nlines"\r\n${b.code};2;x\r\n`,
    );
    expect(result).toMatchObject({ Status: 'success', Added: 2 });
    const latin = Buffer.from(`code;quantity;note\r\n${a.code};1;Växjö\r\n`, 'latin1');
    expect(await upload(cookie, latin)).toMatchObject({ Status: 'success' });
    expect((await cartLines({ email })).find((line) => line.code === a.code)).toMatchObject({
      quantity: 2,
      note: 'Växjö',
    });
  });

  it('puts rows for deliveries the cart lacks into new ones after its last, and refuses lines beyond 999', async () => {
    const { email, cookie } = await buyerWithEmail();
    const [a, b] = buyable as [Variant, Variant];
    await upload(cookie, `code,quantity,note,delivery\n${a.code},990,,1\n${a.code},1,,2\n`);
    const result = await upload(
      cookie,
      `code,quantity,note,delivery\n${a.code},9,,1\n${a.code},1,,1\n${b.code},1,,7\n${b.code},1,,5\n`,
    );
    expect(result.Errors).toEqual([{ Row: 3, Code: a.code, Error: 'quantityLimit' }]);
    expect(await cartLines({ email })).toEqual([
      { shipment_no: 1, code: a.code, quantity: 999, note: null },
      { shipment_no: 2, code: a.code, quantity: 1, note: null },
      { shipment_no: 3, code: b.code, quantity: 1, note: null },
      { shipment_no: 4, code: b.code, quantity: 1, note: null },
    ]);
    const [deliveries] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select string_agg(d.shipment_no::text, ',' order by d.shipment_no) as n from cart_deliveries d
        join carts c on c.id = d.cart_id join users u on u.id = c.user_id where u.email = ${email}`,
    );
    expect(deliveries?.n).toBe('1,2,3,4');
  });

  it('adds nothing, and makes no cart, when every row is refused', async () => {
    const { email, cookie } = await buyerWithEmail();
    const result = await upload(cookie, `code,quantity\nNO-SUCH-CODE,1\n${buyable[0]?.code},1000\n`);
    expect(result).toMatchObject({ Status: 'error', Added: 0 });
    expect(result.Message).toBe('Nothing added: 2 rows refused: rows 2, 3.');
    const [carts] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts c join users u on u.id = c.user_id where u.email = ${email}`,
    );
    expect(carts?.n).toBe(0);
  });
});

describe('files', () => {
  it('refuses a file that is neither CSV nor xlsx by its bytes, whatever its name', async () => {
    const cookie = await newBuyer();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 3, 0xff])]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const docx = Buffer.from('PK\u0003\u0004word/document.xml', 'latin1');
    for (const file of [pdf, png, xls, docx]) {
      const response = await put(UPLOAD, cookie, { FileName: 'list.csv', Data: base64(file) });
      expect(response.json()).toMatchObject({
        Status: 'error',
        Added: 0,
        Errors: [{ Row: 0, Code: null, Error: 'unsupportedFileType' }],
      });
    }
    const bad = await upload(cookie, Buffer.from('PK\u0003\u0004xl/workbook.xml broken', 'latin1'));
    expect(bad.Errors).toEqual([{ Row: 0, Code: null, Error: 'unreadableFile' }]);
    const notBase64 = await put(UPLOAD, cookie, { FileName: 'a.csv', Data: '***' });
    expect(notBase64.json().Errors[0].Error).toBe('unreadableFile');
    expect((await upload(cookie, 'code,quantity\n')).Errors[0]?.Error).toBe('noRows');
    expect((await upload(cookie, 'quantity,note\n1,x\n')).Errors[0]?.Error).toBe('missingCodeColumn');
    expect((await upload(cookie, 'code,note\nA,"open\n')).Errors[0]?.Error).toBe('unreadableFile');
    expect((await upload(cookie, 'code\n')).Message).toBe(
      'The file has no rows to add. Fill in the template with one code and quantity per row.',
    );
  });

  it('takes a data URL as the FileReader gives it', async () => {
    const data = `data:text/csv;base64,${base64(`code,quantity\n${buyable[0]?.code},1\n`)}`;
    const response = await put(UPLOAD, await newBuyer(), { FileName: 'a.csv', Data: data });
    expect(response.json()).toMatchObject({ Status: 'success', Added: 1 });
  });

  it('answers 413 for a file over 10 MB once decoded, and for a body over the limit before reading it', async () => {
    const cookie = await newBuyer();
    const big = Buffer.alloc(CART_UPLOAD_MAX_BYTES + 1, 'a');
    const decoded = await put(UPLOAD, cookie, { FileName: 'a.csv', Data: base64(big) });
    expect(decoded.statusCode).toBe(413);
    expect(decoded.json()).toMatchObject({ code: 'payload_too_large', details: { reason: 'fileTooLarge' } });
    const huge = await put(UPLOAD, cookie, { FileName: 'a.csv', Data: 'A'.repeat(15 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    // Bodies of 14 and 15 MB take a while to build and send on a busy machine, not to refuse: hence the time.
  }, 60_000);

  it('refuses more than 10 000 rows as a whole', async () => {
    const { email, cookie } = await buyerWithEmail();
    const rows = Array.from({ length: CART_BULK_MAX_ROWS + 1 }, () => `${buyable[0]?.code},1`);
    const result = await upload(cookie, `code,quantity\n${rows.join('\n')}\n`);
    expect(result).toMatchObject({ Status: 'error', Added: 0, Errors: [{ Error: 'tooManyRows' }] });
    expect(result.Message).toBe(
      'The file has more than 10,000 rows. Split it into smaller files and upload them one at a time.',
    );
    expect(await cartLines({ email })).toEqual([]);
  }, 60_000);
});

/** 10 000 rows over as many distinct lines as the catalogue allows, spread over the 99 deliveries. */
function bigList(): { code: string; quantity: number; delivery: number }[] {
  return Array.from({ length: CART_BULK_MAX_ROWS }, (_, i) => ({
    code: (buyable[i % buyable.length] as Variant).code,
    quantity: 1,
    delivery: (Math.floor(i / buyable.length) % 99) + 1,
  }));
}

async function expectBigCart(email: string) {
  const [sum] = await queryRows<{ lines: number; pieces: number; deliveries: number }>(
    t.database.db,
    sql`select count(*)::int as lines, sum(l.quantity)::int as pieces, max(l.shipment_no)::int as deliveries
      from cart_lines l join carts c on c.id = l.cart_id join users u on u.id = c.user_id where u.email = ${email}`,
  );
  expect(sum?.pieces).toBe(CART_BULK_MAX_ROWS);
  expect(sum?.lines).toBe(Math.min(CART_BULK_MAX_ROWS, buyable.length * 99));
  expect(sum?.deliveries).toBe(Math.min(99, Math.ceil(CART_BULK_MAX_ROWS / buyable.length)));
}

/** Generous: 10 000 rows are real work, and CI machines are shared (the answer itself is measured in ADR 0061). */
const BIG = 120_000;

describe('10 000 rows', () => {
  it(
    'adds a 10 000-row CSV whole',
    async () => {
      const { email, cookie } = await buyerWithEmail();
      const csv = [
        'code,quantity,note,delivery',
        ...bigList().map((r) => `${r.code},${r.quantity},,${r.delivery}`),
      ];
      const result = await upload(cookie, csv.join('\r\n'));
      expect(result).toMatchObject({ Status: 'success', Added: CART_BULK_MAX_ROWS, Errors: [] });
      await expectBigCart(email);
    },
    BIG,
  );

  it(
    'adds a 10 000-row xlsx whole, numbers and all, and names its bad rows',
    async () => {
      const { email, cookie } = await buyerWithEmail();
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Cart');
      sheet.addRow(['Code', 'Quantity', 'Note', 'Delivery']);
      for (const row of bigList()) sheet.addRow([row.code, row.quantity, null, row.delivery]);
      sheet.addRow(['NO-SUCH-CODE', 1]);
      // A second sheet is not read.
      workbook.addWorksheet('Notes').addRow(['NO-SUCH-CODE', 1]);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const tooMany = await upload(cookie, xlsx);
      expect(tooMany.Errors).toEqual([{ Row: 0, Code: null, Error: 'tooManyRows' }]);
      sheet.spliceRows(2, 1);
      const result = await upload(cookie, Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(result).toMatchObject({ Status: 'warning', Added: CART_BULK_MAX_ROWS - 1 });
      expect(result.Errors).toEqual([
        { Row: CART_BULK_MAX_ROWS + 1, Code: 'NO-SUCH-CODE', Error: 'unknownCode' },
      ]);
      const [sum] = await queryRows<{ pieces: number }>(
        t.database.db,
        sql`select sum(l.quantity)::int as pieces from cart_lines l join carts c on c.id = l.cart_id
        join users u on u.id = c.user_id where u.email = ${email}`,
      );
      expect(sum?.pieces).toBe(CART_BULK_MAX_ROWS - 1);
    },
    BIG,
  );

  it(
    'adds 10 000 rows of a bulk add whole',
    async () => {
      const { email, cookie } = await buyerWithEmail();
      const body = bigList().map((r) => ({ Code: r.code, Quantity: r.quantity, ShipmentNo: r.delivery }));
      const response = await put(BULK, cookie, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Status: 'success', Added: CART_BULK_MAX_ROWS });
      await expectBigCart(email);
    },
    BIG,
  );
});

describe('bulk add', () => {
  it('numbers rows from 1, names the refused ones, and refuses malformed rows with 400', async () => {
    const { email, cookie } = await buyerWithEmail();
    const [a] = buyable as [Variant];
    const response = await put(BULK, cookie, [
      { Code: a.code, Quantity: 2, Note: 'x' },
      { Code: 'NO-SUCH-CODE', Quantity: 1 },
      { Code: a.code, Quantity: 998, ShipmentNo: 1 },
    ]);
    expect(response.json()).toEqual({
      Status: 'warning',
      Message: '1 row added, 2 rows refused: rows 2, 3.',
      Added: 1,
      Errors: [
        { Row: 2, Code: 'NO-SUCH-CODE', Error: 'unknownCode' },
        { Row: 3, Code: a.code, Error: 'quantityLimit' },
      ],
    });
    expect(await cartLines({ email })).toEqual([{ shipment_no: 1, code: a.code, quantity: 2, note: 'x' }]);
    for (const bad of [
      [],
      [{ Code: a.code, Quantity: 0 }],
      [{ Code: a.code, Quantity: 1, Note: 'n'.repeat(36) }],
    ]) {
      const refused = await put(BULK, cookie, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    const tooMany = Array.from({ length: CART_BULK_MAX_ROWS + 1 }, () => ({ Code: a.code, Quantity: 1 }));
    expect((await put(BULK, cookie, tooMany)).statusCode).toBe(400);
  });
});
