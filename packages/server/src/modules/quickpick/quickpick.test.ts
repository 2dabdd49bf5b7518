import { USER_STATUS } from '@airshop/domain/account/user-status';
import {
  quickOrderCheckResultSchema,
  quickPickListSchema,
  quickPickUpdateResultSchema,
} from '@airshop/domain/commerce/quick-pick';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { cartCalls } from '../../testing/cart-calls.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, setCookieValue, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * GET Qp/{market}/{category}, PUT Qp/UpdateCart and POST Qp/QuickOrder/Check (issue 17 points 5 and 6, ADR 0069):
 * who may call them, the market rule, what the list holds for buyers and guests, how quantities are set over
 * deliveries, the limits, and what the quick-order check says row by row.
 */

const t = useTestApp();
const cart = cartCalls(t);
const UPDATE = 'Qp/UpdateCart';
const CHECK = 'Qp/QuickOrder/Check';

let category = '';
let codes: string[] = [];
let notShoppable = '';
let lviOnly = { code: '', lvi: '' };
const cookies = { buyer: '', other: '', waiting: '', noRole: '', disabled: '', guest: '' };

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const buyable = sql`v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
    and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')`;
  const [row] = await queryRows<{ category_id: string }>(
    db,
    sql`select p.category_id from variants v join products p on p.id = v.product_id where ${buyable}
      group by p.category_id having count(*) >= 4 order by p.category_id limit 1`,
  );
  category = row?.category_id ?? '';
  const list = await queryRows<{ code: string }>(
    db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where ${buyable} and p.category_id = ${category} order by v.code limit 4`,
  );
  codes = list.map((r) => r.code);
  const [bad] = await queryRows<{ code: string }>(
    db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where not (v.is_shoppable and p.is_shoppable) order by v.code limit 1`,
  );
  notShoppable = bad?.code ?? '';
  const [lvi] = await queryRows<{ code: string; lvi: string }>(
    db,
    sql`select v.code, v.lvi_number as lvi from variants v join products p on p.id = v.product_id
      where ${buyable} and v.lvi_number is not null
        and (select count(*) from variants w where w.lvi_number = v.lvi_number) = 1
      order by v.code limit 1`,
  );
  lviOnly = lvi ?? lviOnly;
  const sign = async (options: Parameters<typeof insertTestAccount>[1]) =>
    signInCookie(t.app, (await insertTestAccount(db, options)).email);
  cookies.buyer = await sign({});
  cookies.other = await sign({});
  cookies.waiting = await sign({ status: USER_STATUS.WaitingForBackOfficeApproval });
  cookies.noRole = await sign({ roles: ['site'] });
  cookies.disabled = await sign({ marketId: 'HU' });
  const guest = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Carts/Default/Guest',
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv' },
  });
  cookies.guest = `${GUEST_ID_COOKIE}=${setCookieValue(guest.headers, GUEST_ID_COOKIE)}`;
});

const list = async (cookie: string, market = 'SE', id = category) => {
  const response = await t.app.inject({
    url: `/api/v1/Qp/${market}/${encodeURIComponent(id)}`,
    headers: { 'x-lang': 'sv', ...(cookie ? { cookie } : {}) },
  });
  return response;
};
const listed = async (cookie: string) => {
  const response = await list(cookie);
  expect(response.statusCode).toBe(200);
  return quickPickListSchema.parse(response.json());
};
/** A same-site write of the shop's Swedish pages (a guest's market is the site language's). */
const update = (cookie: string, Products: unknown, Market = 'SE') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/${UPDATE}`,
    payload: { Market, Products },
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv', ...(cookie ? { cookie } : {}) },
  });
const updated = async (cookie: string, Products: { Code: string; Quantity: number }[]) => {
  const response = await update(cookie, Products);
  expect(response.statusCode).toBe(200);
  return quickPickUpdateResultSchema.parse(response.json());
};
const quantitiesInCart = async (cookie: string) => {
  const checkout = await cart.checkout(cookie);
  return checkout.Items.map((item) => `${item.ShipmentNo}:${item.Code}:${item.Quantity}`).sort();
};

describe('who may use quick-pick', () => {
  it('answers 401 anonymous, 403 waiting or without the webshop role, 409 with the market’s shop off', async () => {
    const body = [{ Code: codes[0], Quantity: 1 }];
    const rows = { Rows: [{ Code: codes[0], Quantity: 1 }] };
    expect((await list('')).statusCode).toBe(401);
    expect((await update('', body)).statusCode).toBe(401);
    expect((await cart.call('', 'POST', CHECK, rows)).statusCode).toBe(401);
    for (const cookie of [cookies.waiting, cookies.noRole]) {
      expect((await list(cookie)).statusCode).toBe(403);
      expect((await update(cookie, body)).statusCode).toBe(403);
      expect((await cart.call(cookie, 'POST', CHECK, rows)).statusCode).toBe(403);
    }
    const disabled = await list(cookies.disabled, 'HU');
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().code).toBe('webshop_disabled');
    expect((await update(cookies.disabled, body, 'HU')).statusCode).toBe(409);
  });

  it('refuses another market than the viewer’s with 409 otherMarket, and an unknown category with 404', async () => {
    const other = await list(cookies.buyer, 'FI');
    expect(other.statusCode).toBe(409);
    expect(other.json().details.reason).toBe('otherMarket');
    expect(other.headers['x-custom-message']).toBe('otherMarket');
    expect((await list(cookies.buyer, 'se')).statusCode).toBe(200);
    const write = await update(cookies.buyer, [{ Code: codes[0], Quantity: 1 }], 'FI');
    expect(write.statusCode).toBe(409);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([]);
    expect((await list(cookies.buyer, 'SE', 'no-such-category')).statusCode).toBe(404);
  });

  it('refuses a write from another site', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/${UPDATE}`,
      payload: { Market: 'SE', Products: [{ Code: codes[0], Quantity: 1 }] },
      headers: { origin: 'https://evil.example', cookie: cookies.buyer },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET Qp/{market}/{category}', () => {
  it('lists the category’s buyable variants with prices and the pieces in the buyer’s cart', async () => {
    expect((await cart.add(cookies.buyer, codes[1] as string, 3)).statusCode).toBe(200);
    const answer = await listed(cookies.buyer);
    expect(answer.CategoryId).toBe(category);
    expect(answer.ShowPrices).toBe(true);
    expect(answer.Currency).toBe('SEK');
    const byCode = new Map(answer.Products.map((p) => [p.Code, p]));
    for (const code of codes) expect(byCode.has(code)).toBe(true);
    expect(byCode.get(codes[1] as string)?.Quantity).toBe(3);
    expect(byCode.get(codes[0] as string)?.Quantity).toBe(0);
    expect(byCode.get(codes[0] as string)?.Price?.Currency).toBe('SEK');
    expect(answer.Products.some((p) => p.Code === notShoppable)).toBe(false);
    // Another buyer's cart is theirs alone.
    const other = await listed(cookies.other);
    expect(other.Products.find((p) => p.Code === codes[1])?.Quantity).toBe(0);
    await updated(cookies.buyer, [{ Code: codes[1] as string, Quantity: 0 }]);
  });

  it('shows a guest no price and no stock', async () => {
    const answer = await listed(cookies.guest);
    expect(answer.ShowPrices).toBe(false);
    expect(answer.Products.length).toBeGreaterThan(0);
    expect(answer.Products.every((p) => p.Price === null && p.Stock === null)).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/"Amount"/);
  });
});

describe('PUT Qp/UpdateCart', () => {
  it('sets quantities in one call: adds to delivery 1, grows, shrinks from the last delivery, 0 removes', async () => {
    const [a, b, c] = codes as [string, string, string];
    const first = await updated(cookies.buyer, [
      { Code: a, Quantity: 2 },
      { Code: b, Quantity: 5 },
      { Code: c, Quantity: 0 },
    ]);
    expect(first).toMatchObject({ Status: 'success', Changed: 2, Errors: [] });
    expect(first.Products).toEqual([
      { Code: a, Quantity: 2 },
      { Code: b, Quantity: 5 },
      { Code: c, Quantity: 0 },
    ]);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([`1:${a}:2`, `1:${b}:5`].sort());
    // b also in delivery 2: 5 + 4 = 9 in all.
    const bulk = await cart.call(cookies.buyer, 'PUT', 'Carts/Default/Items/Bulk', [
      { Code: b, Quantity: 4, ShipmentNo: 2 },
    ]);
    expect(bulk.statusCode).toBe(200);
    expect((await listed(cookies.buyer)).Products.find((p) => p.Code === b)?.Quantity).toBe(9);
    // Down to 3: delivery 2's 4 go, then delivery 1's 5 become 3.
    await updated(cookies.buyer, [{ Code: b, Quantity: 3 }]);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([`1:${a}:2`, `1:${b}:3`].sort());
    // Up to 7: the first delivery's line grows.
    await updated(cookies.buyer, [
      { Code: b, Quantity: 7 },
      { Code: a, Quantity: 0 },
    ]);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([`1:${b}:7`]);
    // The same call again changes nothing and leaves the version where it was.
    const before = (await cart.checkout(cookies.buyer)).Version;
    const again = await updated(cookies.buyer, [{ Code: b, Quantity: 7 }]);
    expect(again.Changed).toBe(0);
    expect((await cart.checkout(cookies.buyer)).Version).toBe(before);
    await updated(cookies.buyer, [{ Code: b, Quantity: 0 }]);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([]);
  });

  it('keeps 0–999 per code, each code once, and at most 300 codes (400)', async () => {
    const [a, b] = codes as [string, string];
    for (const Quantity of [-1, 1000, 1.5, '2']) {
      expect((await update(cookies.buyer, [{ Code: a, Quantity }])).statusCode).toBe(400);
    }
    const twice = await update(cookies.buyer, [
      { Code: a, Quantity: 1 },
      { Code: a, Quantity: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await update(cookies.buyer, [])).statusCode).toBe(400);
    const many = Array.from({ length: 301 }, (_, i) => ({ Code: `X${i}`, Quantity: 1 }));
    expect((await update(cookies.buyer, many)).statusCode).toBe(400);
    const max = await updated(cookies.buyer, [
      { Code: a, Quantity: 999 },
      { Code: b, Quantity: 1 },
    ]);
    expect(max.Status).toBe('success');
    expect(await quantitiesInCart(cookies.buyer)).toEqual([`1:${a}:999`, `1:${b}:1`].sort());
    await updated(cookies.buyer, [
      { Code: a, Quantity: 0 },
      { Code: b, Quantity: 0 },
    ]);
  });

  it('names the codes it cannot set and sets the others', async () => {
    const answer = await updated(cookies.buyer, [
      { Code: codes[0] as string, Quantity: 4 },
      { Code: 'NO-SUCH-CODE', Quantity: 1 },
      { Code: notShoppable, Quantity: 2 },
    ]);
    expect(answer.Status).toBe('warning');
    expect(answer.Changed).toBe(1);
    expect(answer.Errors).toEqual([
      { Code: 'NO-SUCH-CODE', Error: 'unknownCode' },
      { Code: notShoppable, Error: 'notShoppable' },
    ]);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([`1:${codes[0]}:4`]);
    const none = await updated(cookies.buyer, [{ Code: 'NO-SUCH-CODE', Quantity: 1 }]);
    expect(none.Status).toBe('error');
    await updated(cookies.buyer, [{ Code: codes[0] as string, Quantity: 0 }]);
  });

  it('lets a guest set the guest cart’s quantities', async () => {
    await updated(cookies.guest, [{ Code: codes[2] as string, Quantity: 6 }]);
    expect((await listed(cookies.guest)).Products.find((p) => p.Code === codes[2])?.Quantity).toBe(6);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts where guest_id is not null`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });

  it('loses nothing when calls for one cart come at once: the last one’s quantities stand, in one line', async () => {
    const a = codes[3] as string;
    const answers = await Promise.all(
      [5, 8, 2, 9].map((Quantity) => update(cookies.other, [{ Code: a, Quantity }])),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const lines = await quantitiesInCart(cookies.other);
    expect(lines).toHaveLength(1);
    expect([5, 8, 2, 9].map((q) => `1:${a}:${q}`)).toContain(lines[0]);
  });
});

describe('POST Qp/QuickOrder/Check', () => {
  it('checks codes and LVI numbers row by row, without adding', async () => {
    await updated(cookies.buyer, [{ Code: codes[1] as string, Quantity: 990 }]);
    const response = await cart.call(cookies.buyer, 'POST', CHECK, {
      Rows: [
        { Code: codes[0], Quantity: 2 },
        { Code: lviOnly.lvi, Quantity: 1 },
        { Code: 'NO-SUCH-CODE', Quantity: 1 },
        { Code: notShoppable, Quantity: 1 },
        { Code: codes[1], Quantity: 5 },
        { Code: codes[1], Quantity: 5 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const rows = quickOrderCheckResultSchema.parse(response.json()).Rows;
    expect(rows.map((row) => row.Error)).toEqual([
      null,
      null,
      'unknownCode',
      'notShoppable',
      null,
      'quantityLimit',
    ]);
    expect(rows[0]?.VariantCode).toBe(codes[0]);
    expect(rows[0]?.Name).toBeTruthy();
    expect(rows[1]?.VariantCode).toBe(lviOnly.code);
    expect(await quantitiesInCart(cookies.buyer)).toEqual([`1:${codes[1]}:990`]);
    expect((await cart.call(cookies.buyer, 'POST', CHECK, { Rows: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 201 }, () => ({ Code: codes[0], Quantity: 1 }));
    expect((await cart.call(cookies.buyer, 'POST', CHECK, { Rows: tooMany })).statusCode).toBe(400);
    await updated(cookies.buyer, [{ Code: codes[1] as string, Quantity: 0 }]);
  });
});
