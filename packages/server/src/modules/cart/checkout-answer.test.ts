import { cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, setCookieValue, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * The cart's answers are sent as JSON text, past the route's serializer (ADR 0062): what goes out must be exactly
 * what the serializer would have written from cartCheckoutSchema — no member more or less, in the schema's
 * order, every value valid — for a buyer's cart with deliveries, notes, a promotion code, stock, dates and an
 * alert, for a guest's cart, and for the answer of a write.
 */

const t = useTestApp();
const codes = { a: '', b: '' };
let buyer = '';

function call(cookie: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(payload ? { payload } : {}),
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv', ...(cookie ? { cookie } : {}) },
  });
}

/** The body as sent, against the schema's own encoding of it. */
function expectSchemaBytes(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const encoded = JSON.stringify(cartCheckoutSchema.encode(JSON.parse(response.body)));
  expect(response.body).toBe(encoded);
  return cartCheckoutSchema.parse(JSON.parse(response.body));
}

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
  buyer = await signInCookie(t.app, (await insertTestAccount(db, {})).email);
  await db.execute(sql`insert into promotions (code, kind, percent, valid_from, valid_to)
    values ('ANSWER10', 'percentOffOrder', 10, current_date - 1, current_date + 30)`);
  await db.execute(sql`insert into promotion_markets (promotion_code, market_id) values ('ANSWER10', 'SE')`);
});

describe('the cart answer as sent', () => {
  it('is the schema’s encoding of a buyer’s full cart, read and written', async () => {
    expect((await call(buyer, 'PUT', 'Carts/Default/Items', { Code: codes.a, Quantity: 2 })).statusCode).toBe(
      200,
    );
    expect((await call(buyer, 'PUT', 'Carts/Default/Items', { Code: codes.b, Quantity: 1 })).statusCode).toBe(
      200,
    );
    expectSchemaBytes(await call(buyer, 'POST', 'Carts/Default/Delivery/Create', { deliveryDate: null }));
    expectSchemaBytes(
      await call(buyer, 'PUT', 'Carts/Default/DuplicateItem', { Code: codes.a, Quantity: 1, ShipmentNo: 2 }),
    );
    expect((await call(buyer, 'PUT', 'Carts/Default/PromotionCode', { Code: 'ANSWER10' })).statusCode).toBe(
      200,
    );
    const first = expectSchemaBytes(await call(buyer, 'GET', 'Carts/Default/Checkout'));
    const line = first.Items.find((item) => item.Code === codes.b);
    expect(line).toBeDefined();

    await t.database.db.execute(sql`update variant_prices set net_amount = net_amount + 1
      where market_id = 'SE' and variant_id = (select id from variants where code = ${codes.a})`);
    const written = expectSchemaBytes(
      await call(buyer, 'PATCH', 'Carts/Default/Items', {
        code: line?.Code,
        lineItemId: line?.LineItemId,
        shipmentNo: line?.ShipmentNo,
        Quantity: 4,
        Note: ' för lagret ',
      }),
    );
    // Everything the answer can carry is there, so the comparison covers it.
    expect(written.Deliveries).toHaveLength(2);
    expect(written.Items).toHaveLength(3);
    expect(written.Items.find((item) => item.Code === codes.b)).toMatchObject({
      Quantity: 4,
      Note: 'för lagret',
    });
    expect(
      written.Items.every((item) => item.DiscountedPrice && item.EarliestDeliveryDate && item.Stock),
    ).toBe(true);
    expect(written.PromotionCodes).toEqual(['ANSWER10']);
    expect(written.Total?.Promotions.length).toBeGreaterThan(0);
    expect(written.Alerts.map((alert) => alert.Kind)).toEqual(['priceChanged', 'priceChanged']);
    expect(written.Version).toBe(first.Version + 1);
  });

  it('is the schema’s encoding of a guest’s cart, without prices', async () => {
    const opened = await call('', 'POST', 'Carts/Default/Guest');
    const guest = `${GUEST_ID_COOKIE}=${setCookieValue(opened.headers, GUEST_ID_COOKIE)}`;
    expect((await call(guest, 'PUT', 'Carts/Default/Items', { Code: codes.a, Quantity: 3 })).statusCode).toBe(
      200,
    );
    const cart = expectSchemaBytes(await call(guest, 'GET', 'Carts/Default/Checkout'));
    expect(cart).toMatchObject({ IsGuest: true, ShowPrices: false, Total: null });
    expect(cart.Items[0]).toMatchObject({
      Code: codes.a,
      Quantity: 3,
      Price: null,
      Stock: null,
      Orderable: true,
    });
  });

  it('leaves refusals to the error answer', async () => {
    const response = await call(buyer, 'PATCH', 'Carts/Default/Items', {
      code: codes.a,
      lineItemId: 999_999_999,
      shipmentNo: 1,
      Quantity: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
