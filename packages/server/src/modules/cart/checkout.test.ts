import { USER_STATUS } from '@airshop/domain/account/user-status';
import { cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * GET Carts/{id}/Checkout (issue 15): the cart page's read — who may read it, that another's cart id is 404,
 * what a line and a delivery carry (prices of the market, stock, dates), the totals with the shipping fee, and
 * the alerts raised when a price changes or a variant is discontinued.
 */

const t = useTestApp();
const codes = { a: '', b: '' };
const cookies = { buyer: '', other: '', waiting: '', noRole: '', disabled: '', alerts: '' };

const checkout = (cookie: string, id = 'Default') =>
  t.app.inject({ url: `/api/v1/Carts/${id}/Checkout`, headers: cookie ? { cookie } : {} });
const add = (cookie: string, Code: string, Quantity: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/Carts/Default/Items',
    payload: { Code, Quantity },
    headers: { origin: t.config.publicUrl, cookie },
  });
const read = async (cookie: string) => {
  const response = await checkout(cookie);
  expect(response.statusCode).toBe(200);
  return cartCheckoutSchema.parse(response.json());
};

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')
      order by v.code limit 2`,
  );
  codes.a = rows[0]?.code ?? '';
  codes.b = rows[1]?.code ?? '';
  const sign = async (options: Parameters<typeof insertTestAccount>[1]) =>
    signInCookie(t.app, (await insertTestAccount(db, options)).email);
  cookies.buyer = await sign({});
  cookies.other = await sign({});
  cookies.alerts = await sign({});
  cookies.waiting = await sign({ status: USER_STATUS.WaitingForBackOfficeApproval });
  cookies.noRole = await sign({ roles: ['site'] });
  cookies.disabled = await sign({ marketId: 'HU' });
});

describe('who may read the cart page', () => {
  it('answers 401 anonymous, 403 not allowed to buy, 409 with the market shop off', async () => {
    expect((await checkout('')).statusCode).toBe(401);
    expect((await checkout(cookies.waiting)).statusCode).toBe(403);
    expect((await checkout(cookies.noRole)).statusCode).toBe(403);
    const disabled = await checkout(cookies.disabled);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().code).toBe('webshop_disabled');
  });

  it('gives a buyer without a cart an empty one, and another buyer’s cart id is 404', async () => {
    const empty = await read(cookies.other);
    expect(empty).toMatchObject({ Id: null, Version: 0, Items: [], Deliveries: [], ShowPrices: true });
    await add(cookies.buyer, codes.a, 1);
    const own = await read(cookies.buyer);
    expect((await checkout(cookies.buyer, own.Id as string)).statusCode).toBe(200);
    expect((await checkout(cookies.other, own.Id as string)).statusCode).toBe(404);
    expect((await checkout(cookies.buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await checkout(cookies.buyer, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('what the cart page reads', () => {
  it('prices the lines in the market, with the shipping fee and totals of the lines', async () => {
    await add(cookies.buyer, codes.b, 3);
    const cart = await read(cookies.buyer);
    expect(cart.Deliveries.map((d) => d.ShipmentNo)).toEqual([1]);
    const [price] = await queryRows<{ net: string; gross: string | null }>(
      t.database.db,
      sql`select vp.net_amount::text as net, vp.gross_amount::text as gross from variant_prices vp
        join variants v on v.id = vp.variant_id where v.code = ${codes.b} and vp.market_id = 'SE'`,
    );
    const line = cart.Items.find((item) => item.Code === codes.b);
    expect(line?.DiscountedPrice?.Amount).toBe(Number(price?.net));
    expect(line?.Price?.Amount ?? null).toBe(price?.gross === null ? null : Number(price?.gross));
    expect(line?.LineTotal?.Amount).toBeCloseTo(Number(price?.net) * 3, 2);
    expect(line?.Url).toMatch(new RegExp(`^/en/.+\\?code=${encodeURIComponent(codes.b)}$`));
    expect(line?.Orderable).toBe(true);
    const sum = cart.Items.reduce((s, item) => s + (item.LineTotal?.Amount ?? 0), 0);
    expect(cart.Deliveries[0]?.SubTotal?.Amount).toBeCloseTo(sum, 2);
    const fee = sum >= 15000 ? 0 : 495;
    expect(cart.Total?.ShippingFee).toBe(fee);
    expect(cart.Total?.TotalNet).toBeCloseTo(sum + fee, 2);
    expect(cart.Total?.TotalTaxIncluded).toBeCloseTo((sum + fee) * 1.25, 1);
    expect(cart.Deliveries[0]?.EarliestDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('alerts a changed price and a discontinued variant, from the first read on', async () => {
    await add(cookies.alerts, codes.a, 2);
    expect((await read(cookies.alerts)).Alerts).toEqual([]);
    await t.database.db.execute(sql`update variant_prices set net_amount = net_amount + 1
      where market_id = 'SE' and variant_id = (select id from variants where code = ${codes.a})`);
    const changed = await read(cookies.alerts);
    expect(changed.Alerts).toHaveLength(1);
    const alert = changed.Alerts[0];
    expect(alert?.Kind).toBe('priceChanged');
    expect(Number(alert?.NewPrice?.Amount) - Number(alert?.OldPrice?.Amount)).toBeCloseTo(1, 2);
  });
});
