import {
  addProjectItemResultSchema,
  projectDetailSchema,
  projectSelectorSchema,
  projectWidgetSchema,
} from '@airshop/domain/commerce/projects';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, roleCookies, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * portal/Projects for the product page (issue 6 §5): who may use them, that a project is its company's (a
 * colleague sees it, another company gets 404), the server's checks on adding, and concurrent adds.
 */

const t = useTestApp();
const BASE = '/api/v1/portal/Projects';
let code = '';
let price = 0;
let gross = 0;
let shipping: { fee: number; freeFrom: number | null; rate: number } | null = null;
let taxRate = 0;
const cookies = { buyer: '', colleague: '', other: '', waiting: '', noRole: '', disabledMarket: '' };

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const [row] = await queryRows<{ code: string; net: string; gross: string; rate: string }>(
    db,
    sql`select v.code, vp.net_amount::text as net, vp.gross_amount::text as gross, vp.tax_rate::text as rate from variants v join products p on p.id = v.product_id
      join variant_prices vp on vp.variant_id = v.id and vp.market_id = 'SE'
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
      order by v.code limit 1`,
  );
  code = row?.code as string;
  price = Number(row?.net);
  gross = Number(row?.gross);
  const [fee] = await queryRows<{ fee: string; free_from: string | null; rate: string }>(
    db,
    sql`select fee::text, free_from::text, tax_rate::text as rate from market_shipping_fees where market_id = 'SE'`,
  );
  shipping = fee
    ? {
        fee: Number(fee.fee),
        freeFrom: fee.free_from === null ? null : Number(fee.free_from),
        rate: Number(fee.rate),
      }
    : null;
  taxRate = Number(row?.rate);
  Object.assign(cookies, await roleCookies(t.app, db));
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });

async function newProject(cookie: string): Promise<number> {
  const response = await call(cookie, 'POST', BASE);
  expect(response.statusCode).toBe(201);
  return response.json().Id as number;
}

describe('who may use projects', () => {
  it('answers 401 anonymous, 403 not approved, 409 with the market shop off', async () => {
    expect((await call('', 'GET', `${BASE}/Selector`)).statusCode).toBe(401);
    expect((await call('', 'POST', BASE)).statusCode).toBe(401);
    expect((await call(cookies.waiting, 'GET', `${BASE}/Selector`)).statusCode).toBe(403);
    expect((await call(cookies.waiting, 'POST', BASE)).statusCode).toBe(403);
    expect((await call(cookies.disabledMarket, 'GET', `${BASE}/Selector`)).statusCode).toBe(409);
  });

  it('names why an add failed in x-custom-message, as the cart does', async () => {
    const item = { Code: 'X', Quantity: 1 };
    const anonymous = await call('', 'PUT', `${BASE}/1/Items`, item);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['x-custom-message']).toBe('signInRequired');
    const disabled = await call(cookies.disabledMarket, 'PUT', `${BASE}/1/Items`, item);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.headers['x-custom-message']).toBe('webshopDisabled');
  });
});

describe('a project', () => {
  it('is created, listed first, filled and summed with the prices of its market', async () => {
    const older = await newProject(cookies.buyer);
    const id = await newProject(cookies.buyer);
    const selector = projectSelectorSchema.parse(
      (await call(cookies.buyer, 'GET', `${BASE}/Selector`)).json(),
    );
    expect(selector.map((p) => p.Id).slice(0, 2)).toEqual([id, older]);
    expect(selector[0]?.Name).toMatch(/^Project \d+$/);

    const add = addProjectItemResultSchema.parse(
      (
        await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items`, { Code: code, Quantity: 2, Note: 'Floor 3' })
      ).json(),
    );
    expect(add).toMatchObject({ ErrorMessage: null, ProjectId: id, Quantity: 2 });
    await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items`, { Code: code, Quantity: 1 });

    const detail = projectDetailSchema.parse(
      (await call(cookies.buyer, 'GET', `${BASE}/${id}/Detail`)).json(),
    );
    expect(detail.Items).toHaveLength(1);
    expect(detail.Items[0]).toMatchObject({
      Code: code,
      Quantity: 3,
      Note: 'Floor 3',
      SelectedQuantity: 0,
      Price: { Amount: gross, Currency: 'SEK' },
      DiscountedPrice: { Amount: price, Currency: 'SEK' },
      LineTotal: { Amount: Math.round(price * 300) / 100, Currency: 'SEK' },
      DiscountPercentage: Math.round(((gross - price) / gross) * 10000) / 100,
      Orderable: true,
    });
    expect(detail.Items[0]?.Url).toContain(`code=${encodeURIComponent(code)}`);
    // shop.md §3's project total as the cart makes it: the market's shipping fee, the tax per rate on the net.
    const net = Math.round(price * 300);
    const fee =
      shipping && (shipping.freeFrom === null || net < Math.round(shipping.freeFrom * 100))
        ? Math.round(shipping.fee * 100)
        : 0;
    const taxes = new Map<number, number>([[taxRate, net]]);
    if (fee && shipping) taxes.set(shipping.rate, (taxes.get(shipping.rate) ?? 0) + fee);
    const taxLines = [...taxes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rate, cents]) => ({ Rate: rate, Amount: Math.round((cents * rate) / 100 + 1e-9) / 100 }));
    const tax = taxLines.reduce((sum, line) => sum + Math.round(line.Amount * 100), 0);
    expect(detail.Total).toEqual({
      SubTotal: net / 100,
      ShippingFee: fee / 100,
      PaymentFee: 0,
      TotalNet: (net + fee) / 100,
      Taxes: taxLines,
      TotalTaxIncluded: (net + fee + tax) / 100,
      Currency: 'SEK',
    });
    const widget = projectWidgetSchema.parse(
      (await call(cookies.buyer, 'GET', `${BASE}/${id}/Widget`)).json(),
    );
    expect(widget).toMatchObject({ Id: id, Count: 1, Quantity: 3, Total: detail.Total });
    // The add moved the project to the top.
    const after = projectSelectorSchema.parse((await call(cookies.buyer, 'GET', `${BASE}/Selector`)).json());
    expect(after[0]?.Id).toBe(id);
  });

  it('is shared with colleagues of the company and not found for another company', async () => {
    const id = await newProject(cookies.buyer);
    expect((await call(cookies.colleague, 'GET', `${BASE}/${id}/Widget`)).statusCode).toBe(200);
    const others = projectSelectorSchema.parse((await call(cookies.other, 'GET', `${BASE}/Selector`)).json());
    expect(others.map((p) => p.Id)).not.toContain(id);
    for (const [method, url, body] of [
      ['GET', `${BASE}/${id}/Widget`],
      ['GET', `${BASE}/${id}/Detail`],
      ['PUT', `${BASE}/${id}/Items`, { Code: code, Quantity: 1 }],
    ] as const) {
      const response = await call(cookies.other, method, url, body);
      expect(response.statusCode, url).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain(code);
    }
    expect((await call(cookies.buyer, 'GET', `${BASE}/999999/Detail`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and says why a valid add could not be carried out', async () => {
    const id = await newProject(cookies.buyer);
    for (const body of [
      { Code: code, Quantity: 0 },
      { Code: code, Quantity: 1000 },
      { Code: code, Quantity: 1, Note: 'x'.repeat(36) },
    ]) {
      expect((await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items`, body)).statusCode).toBe(400);
    }
    expect(
      (await call(cookies.buyer, 'PUT', `${BASE}/0/Items`, { Code: code, Quantity: 1 })).statusCode,
    ).toBe(400);
    const unknown = await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items`, { Code: 'NO-SUCH', Quantity: 1 });
    expect(unknown.json().ErrorMessage).toBe('unknownCode');
    await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items`, { Code: code, Quantity: 999 });
    const over = await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items`, { Code: code, Quantity: 1 });
    expect(over.json()).toMatchObject({ ErrorMessage: 'quantityLimit', LineItemId: null });
  });

  it('is named “Project N” in the request’s language, N the first number the company has not used', async () => {
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
    const names = async () =>
      projectSelectorSchema
        .parse((await call(cookie, 'GET', `${BASE}/Selector`)).json())
        .map((p) => p.Name)
        .sort();
    await newProject(cookie);
    const german = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { origin: t.config.publicUrl, cookie, 'x-lang': 'de' },
    });
    expect(german.statusCode).toBe(201);
    expect(await names()).toEqual(['Project 1', 'Projekt 2']);
  });

  it('gives 20 parallel creations 20 projects with 20 different names', async () => {
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
    const results = await Promise.all(Array.from({ length: 20 }, () => call(cookie, 'POST', BASE)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const selector = projectSelectorSchema.parse((await call(cookie, 'GET', `${BASE}/Selector`)).json());
    expect(selector).toHaveLength(20);
    expect(new Set(selector.map((p) => p.Name))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => `Project ${i + 1}`)),
    );
  });

  it('makes one project for 20 parallel creations with one idempotency key', async () => {
    const account = await insertTestAccount(t.database.db, {});
    const cookie = await signInCookie(t.app, account.email);
    const create = (key: string, who = cookie) =>
      t.app.inject({
        method: 'POST',
        url: BASE,
        headers: { origin: t.config.publicUrl, cookie: who, 'idempotency-key': key },
      });
    const key = '3f1c9a52-7d3e-4b8e-9a51-0c2f6d4e8b17';
    const results = await Promise.all(Array.from({ length: 20 }, () => create(key)));
    // Each answer is the one project, or 409 while the first creation still runs (PostgreSQL; ADR 0051).
    const made = results.filter((r) => r.statusCode === 201);
    expect(made.length).toBeGreaterThan(0);
    for (const response of results.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'request_in_flight' });
    }
    const ids = new Set(made.map((r) => r.json().Id));
    expect(ids.size).toBe(1);
    expect((await create(key)).json().Id).toBe([...ids][0]);
    expect(projectSelectorSchema.parse((await call(cookie, 'GET', `${BASE}/Selector`)).json())).toHaveLength(
      1,
    );
    // A colleague's request with that key is the same request of the company; another key is a new project.
    const colleague = await signInCookie(
      t.app,
      (await insertTestAccount(t.database.db, { companyId: account.companyId })).email,
    );
    expect((await create(key, colleague)).json().Id).toBe([...ids][0]);
    expect((await create('another-key')).json().Id).not.toBe([...ids][0]);
    // Another company's same key is theirs alone.
    expect((await create(key, cookies.other)).json().Id).not.toBe([...ids][0]);
  });

  it('refuses a malformed idempotency key with 400', async () => {
    for (const key of ['two words', 'x'.repeat(101)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: { origin: t.config.publicUrl, cookie: cookies.buyer, 'idempotency-key': key },
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('loses no concurrent add', async () => {
    const id = await newProject(cookies.buyer);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(cookies.colleague, 'PUT', `${BASE}/${id}/Items`, { Code: code, Quantity: 2 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const widget = projectWidgetSchema.parse(
      (await call(cookies.buyer, 'GET', `${BASE}/${id}/Widget`)).json(),
    );
    expect(widget).toMatchObject({ Count: 1, Quantity: 40 });
  });
});
