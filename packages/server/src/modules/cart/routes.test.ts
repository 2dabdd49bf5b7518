import { USER_STATUS } from '@airshop/domain/account/user-status';
import { addCartItemResultSchema, cartWidgetSchema } from '@airshop/domain/commerce/cart';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * PUT Carts/Default/Items and GET Carts/Default/Widget (issue 6 §4): who may add, what the server checks
 * (quantity, shoppable, price in the market), that prices come from the server only, that a cart is its
 * owner's alone, and that concurrent adds to one line lose nothing (meaningful on PostgreSQL, where they
 * really run at the same time).
 */

const t = useTestApp();
const ITEMS = '/api/v1/Carts/Default/Items';
const WIDGET = '/api/v1/Carts/Default/Widget';

const codes = { priced: '', other: '', notShoppable: '', discontinued: '' };
let priceSe = 0;
const cookies = { buyer: '', otherBuyer: '', waiting: '', noRole: '', disabledMarket: '', concurrent: '' };

async function oneCode(where: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where ${where} order by v.code limit 1`,
  );
  if (!row) throw new Error('the test catalogue lacks a variant for this test');
  return row.code;
}

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const pricedIn = (market: string) =>
    sql`exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market})`;
  const buyable = sql`v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued`;
  codes.priced = await oneCode(sql`${buyable} and ${pricedIn('SE')}`);
  codes.other = await oneCode(sql`${buyable} and ${pricedIn('SE')} and v.code <> ${codes.priced}`);
  codes.notShoppable = await oneCode(sql`not (v.is_shoppable and p.is_shoppable)`);
  codes.discontinued = await oneCode(
    sql`(v.is_discontinued or p.is_discontinued) and v.is_shoppable and p.is_shoppable`,
  );
  const [price] = await queryRows<{ net: string }>(
    db,
    sql`select vp.net_amount::text as net from variant_prices vp join variants v on v.id = vp.variant_id
      where v.code = ${codes.priced} and vp.market_id = 'SE'`,
  );
  priceSe = Number(price?.net);

  const sign = async (options: Parameters<typeof insertTestAccount>[1]) =>
    signInCookie(t.app, (await insertTestAccount(db, options)).email);
  cookies.buyer = await sign({});
  cookies.otherBuyer = await sign({});
  cookies.concurrent = await sign({});
  cookies.waiting = await sign({ status: USER_STATUS.WaitingForBackOfficeApproval });
  cookies.noRole = await sign({ roles: ['site'] });
  cookies.disabledMarket = await sign({ marketId: 'HU' });
});

/** A same-site write, as the shop's own pages make it (cookie-carrying writes need their origin, ADR 0015). */
const add = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: ITEMS,
    payload: payload as object,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });

const widget = async (cookie: string) => {
  const response = await t.app.inject({ url: WIDGET, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return cartWidgetSchema.parse(response.json());
};

describe('who may add to a cart', () => {
  it('answers 401 anonymous, 403 not approved or without the webshop role, 409 with the market shop off', async () => {
    const body = { Code: codes.priced, Quantity: 1 };
    expect((await add('', body)).statusCode).toBe(401);
    expect((await add(cookies.waiting, body)).statusCode).toBe(403);
    expect((await add(cookies.noRole, body)).statusCode).toBe(403);
    const disabled = await add(cookies.disabledMarket, body);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().code).toBe('webshop_disabled');
    expect((await t.app.inject({ url: WIDGET })).statusCode).toBe(401);
    expect((await t.app.inject({ url: WIDGET, headers: { cookie: cookies.waiting } })).statusCode).toBe(403);
  });
});

describe('a failed add', () => {
  it('names why in x-custom-message, beside the usual error body (shop.md §8)', async () => {
    const body = { Code: codes.priced, Quantity: 1 };
    const anonymous = await add('', body);
    expect(anonymous.headers['x-custom-message']).toBe('signInRequired');
    expect(anonymous.json().code).toBe('unauthenticated');
    const waiting = await add(cookies.waiting, body);
    expect(waiting.headers['x-custom-message']).toBe('notAllowed');
    expect(waiting.json().code).toBe('forbidden');
    const disabled = await add(cookies.disabledMarket, body);
    expect(disabled.headers['x-custom-message']).toBe('webshopDisabled');
    expect(disabled.json().code).toBe('webshop_disabled');
  });

  it('carries no x-custom-message when it is the request that is wrong, or when the add succeeds', async () => {
    const invalid = await add(cookies.buyer, { Code: codes.priced, Quantity: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['x-custom-message']).toBeUndefined();
    const refused = await add(cookies.buyer, { Code: codes.notShoppable, Quantity: 1 });
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['x-custom-message']).toBeUndefined();
    expect(refused.json().ErrorMessage).toBe('notShoppable');
  });
});

describe('adding', () => {
  it('refuses quantities outside 1–999 and a missing code with 400', async () => {
    for (const Quantity of [0, 1000, 1.5, -1, '2']) {
      expect((await add(cookies.buyer, { Code: codes.priced, Quantity })).statusCode, String(Quantity)).toBe(
        400,
      );
    }
    expect((await add(cookies.buyer, { Quantity: 1 })).statusCode).toBe(400);
    expect((await add(cookies.buyer, { Code: '  ', Quantity: 1 })).statusCode).toBe(400);
  });

  it('adds to one line of the first delivery, with the price of the market, whatever the body says', async () => {
    const first = await add(cookies.buyer, { Code: codes.priced, Quantity: 2, Price: 0.01, UnitPrice: 0.01 });
    expect(first.statusCode).toBe(200);
    const one = addCartItemResultSchema.parse(first.json());
    expect(one).toMatchObject({ ErrorMessage: null, ShipmentNo: 1, Code: codes.priced, Quantity: 2 });
    const two = addCartItemResultSchema.parse(
      (await add(cookies.buyer, { Code: codes.priced, Quantity: 3 })).json(),
    );
    expect(two.LineItemId).toBe(one.LineItemId);
    expect(two.Quantity).toBe(5);
    await add(cookies.buyer, { Code: codes.other, Quantity: 1 });

    const summary = await widget(cookies.buyer);
    expect(summary.Count).toBe(2);
    expect(summary.Quantity).toBe(6);
    const line = summary.Lines.find((l) => l.Code === codes.priced);
    expect(line).toMatchObject({ Quantity: 5, ShipmentNo: 1, Price: { Amount: priceSe, Currency: 'SEK' } });
    expect(line?.LineTotal?.Amount).toBeCloseTo(priceSe * 5, 2);
    const otherPrice = summary.Lines.find((l) => l.Code === codes.other)?.Price?.Amount ?? 0;
    expect(summary.Total).toEqual({
      Amount: Math.round((priceSe * 5 + otherPrice) * 100) / 100,
      Currency: 'SEK',
    });
  });

  it('answers why, and changes nothing, for an unknown, unshoppable or discontinued variant or too many', async () => {
    const before = await widget(cookies.buyer);
    const reason = async (Code: string, Quantity = 1) =>
      addCartItemResultSchema.parse((await add(cookies.buyer, { Code, Quantity })).json());
    expect(await reason('NO-SUCH-CODE')).toMatchObject({ ErrorMessage: 'unknownCode', LineItemId: null });
    expect((await reason(codes.notShoppable)).ErrorMessage).toBe('notShoppable');
    expect((await reason(codes.discontinued)).ErrorMessage).toBe('discontinued');
    expect((await reason(codes.priced, 995)).ErrorMessage).toBe('quantityLimit');
    expect(await widget(cookies.buyer)).toEqual(before);
    // Up to 999 exactly is fine.
    expect(await reason(codes.priced, 994)).toMatchObject({ ErrorMessage: null, Quantity: 999 });
  });

  it('refuses a cross-site add', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: ITEMS,
      payload: { Code: codes.priced, Quantity: 1 },
      headers: { cookie: cookies.buyer, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps each cart to its owner', async () => {
    expect((await widget(cookies.otherBuyer)).Lines).toEqual([]);
    await add(cookies.otherBuyer, { Code: codes.other, Quantity: 4 });
    expect((await widget(cookies.otherBuyer)).Lines.map((l) => [l.Code, l.Quantity])).toEqual([
      [codes.other, 4],
    ]);
    expect((await widget(cookies.buyer)).Lines.find((l) => l.Code === codes.other)?.Quantity).toBe(1);
  });

  it('loses no concurrent add to the same line, and makes one cart', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => add(cookies.concurrent, { Code: codes.priced, Quantity: 3 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const summary = await widget(cookies.concurrent);
    expect(summary.Lines.map((l) => [l.Code, l.Quantity])).toEqual([[codes.priced, 60]]);
    const [carts] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts c join cart_lines l on l.cart_id = c.id
        where l.variant_id = (select id from variants where code = ${codes.priced}) and l.quantity = 60`,
    );
    expect(carts?.n).toBe(1);
  });
});
