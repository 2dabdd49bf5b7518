import { cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import { readCsv } from '@airshop/domain/commerce/csv-reader';
import { orderListSchema, orderSchema, reorderResultSchema } from '@airshop/domain/commerce/orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { insertCompany } from '../../testing/back-office-support.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestOrder } from '../../testing/order-fixtures.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { signInViewers, type Viewer } from '../../testing/viewers.ts';

/*
 * The order history, the order page, reorder and the back office's orders (issue 16 points 5, 7): every call for
 * every kind of viewer, another company's order (404), the company admin's scope, the status steps, the CSV.
 */

const t = useTestApp();
const VIEWERS = [
  'anonymous',
  'waitingBackOffice',
  'noRole',
  'siteOnly',
  'buyer',
  'companyAdmin',
  'otherBuyer',
  'disabledMarketBuyer',
  'backOffice',
  'webshopManager',
] as const satisfies readonly Viewer[];
let headers: Record<(typeof VIEWERS)[number], Record<string, string>>;
const numbers = { buyerOld: '', buyerNew: '', colleague: '', other: '', quote: '', reorder: '' };
const codes = { priced: '', notShoppable: '' };

async function oneCode(where: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id where ${where} order by v.code limit 1`,
  );
  if (!row) throw new Error('the test catalogue lacks a variant for this test');
  return row.code;
}

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  codes.priced = await oneCode(sql`v.is_shoppable and p.is_shoppable and not v.is_discontinued
    and not p.is_discontinued and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')`);
  codes.notShoppable = await oneCode(sql`not (v.is_shoppable and p.is_shoppable)`);
  const A = await insertCompany(db, {
    name: 'Alpha Ventilation AB',
    marketId: 'SE',
    customerNumber: 'A-100',
  });
  const B = await insertCompany(db, { name: 'Beta Luft GmbH', marketId: 'DE', customerNumber: 'B-200' });
  const C = await insertCompany(db, { name: 'Gamma Kft', marketId: 'HU', customerNumber: 'C-300' });
  const signed = await signInViewers(t.app, db, VIEWERS, { A, B, C });
  headers = signed.headers;
  const { buyer, companyAdmin, otherBuyer } = signed.userIds;
  const company = { Name: 'Alpha Ventilation AB', CustomerNumber: 'A-100' };
  numbers.buyerOld = (
    await insertTestOrder(db, {
      companyId: A,
      userId: buyer ?? null,
      company,
      orderReference: 'PO-OLD-1',
      placedAt: new Date('2026-01-10T10:00:00Z'),
    })
  ).number;
  numbers.colleague = (
    await insertTestOrder(db, {
      companyId: A,
      userId: companyAdmin ?? null,
      company,
      orderReference: '=HYPERLINK("x")',
      placedAt: new Date('2026-03-01T10:00:00Z'),
      lines: [{ code: 'X-1', quantity: 3, unitPrice: 1234.5 }],
    })
  ).number;
  numbers.buyerNew = (
    await insertTestOrder(db, {
      companyId: A,
      userId: buyer ?? null,
      company,
      placedAt: new Date('2026-02-15T10:00:00Z'),
    })
  ).number;
  numbers.other = (
    await insertTestOrder(db, {
      companyId: B,
      userId: otherBuyer ?? null,
      marketId: 'DE',
      currency: 'EUR',
      company: { Name: 'Beta Luft GmbH', CustomerNumber: 'B-200' },
    })
  ).number;
  numbers.quote = (await insertTestOrder(db, { companyId: null, userId: null, kind: 'quoteRequest' })).number;
  numbers.reorder = (
    await insertTestOrder(db, {
      companyId: A,
      userId: buyer ?? null,
      company,
      lines: [
        { code: codes.priced, quantity: 2 },
        { code: codes.notShoppable, quantity: 1, shipmentNo: 2 },
        { code: 'NO-SUCH-CODE', quantity: 1, shipmentNo: 2 },
      ],
    })
  ).number;
});

const call = (
  viewer: (typeof VIEWERS)[number],
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...headers[viewer], origin: t.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

describe('who may read the history, open an order and reorder', () => {
  it('refuses like the cart: 401 anonymous, 403 waiting, without the webshop role or staff, 409 shop off', async () => {
    const expected = {
      anonymous: 401,
      waitingBackOffice: 403,
      noRole: 403,
      siteOnly: 403,
      disabledMarketBuyer: 409,
      backOffice: 403,
      webshopManager: 403,
    } as const;
    for (const [viewer, status] of Object.entries(expected)) {
      const v = viewer as keyof typeof expected;
      expect((await call(v, 'GET', 'Orders')).statusCode, `${viewer} history`).toBe(status);
      expect((await call(v, 'GET', `Orders/${numbers.buyerOld}`)).statusCode, `${viewer} order`).toBe(status);
      expect(
        (await call(v, 'POST', `Orders/${numbers.buyerOld}/Reorder`)).statusCode,
        `${viewer} reorder`,
      ).toBe(status);
    }
  });

  it('hides another company’s order and quote requests (404), also from reorder', async () => {
    for (const number of [numbers.other, numbers.quote, 'AS-2026-999999']) {
      expect((await call('buyer', 'GET', `Orders/${number}`)).statusCode).toBe(404);
      expect((await call('buyer', 'POST', `Orders/${number}/Reorder`)).statusCode).toBe(404);
    }
    expect((await call('otherBuyer', 'GET', `Orders/${numbers.buyerOld}`)).statusCode).toBe(404);
  });

  it('validates the number and the query (400)', async () => {
    expect((await call('buyer', 'GET', 'Orders/not-a-number')).statusCode).toBe(400);
    expect((await call('buyer', 'GET', 'Orders?status=lost')).statusCode).toBe(400);
    expect((await call('buyer', 'GET', 'Orders?from=2026-13-01')).statusCode).toBe(400);
  });
});

describe('GET Orders', () => {
  it('gives a buyer their own orders, newest first, and says they may not see the company’s', async () => {
    const response = await call('buyer', 'GET', 'Orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const list = orderListSchema.parse(response.json());
    expect(list.Orders.map((o) => o.Number)).toEqual([numbers.reorder, numbers.buyerNew, numbers.buyerOld]);
    expect(list.Orders.every((o) => o.IsOwn)).toBe(true);
    expect(list).toMatchObject({ TotalCount: 3, Page: 1, PageSize: 25, CanSeeCompany: false });
    expect((await call('buyer', 'GET', 'Orders?scope=company')).statusCode).toBe(403);
  });

  it('gives a company admin the whole company with scope=company, their own first', async () => {
    const mine = orderListSchema.parse((await call('companyAdmin', 'GET', 'Orders')).json());
    expect(mine.Orders.map((o) => o.Number)).toEqual([numbers.colleague]);
    expect(mine.CanSeeCompany).toBe(true);
    const all = orderListSchema.parse((await call('companyAdmin', 'GET', 'Orders?scope=company')).json());
    expect(all.Orders.map((o) => o.Number)).toEqual([
      numbers.colleague,
      numbers.reorder,
      numbers.buyerNew,
      numbers.buyerOld,
    ]);
    expect(all.Orders.map((o) => o.IsOwn)).toEqual([true, false, false, false]);
  });

  it('searches by number or reference, status and dates (inclusive)', async () => {
    const numbersOf = async (query: string) =>
      orderListSchema
        .parse((await call('buyer', 'GET', `Orders?${query}`)).json())
        .Orders.map((o) => o.Number);
    expect(await numbersOf('q=po-old')).toEqual([numbers.buyerOld]);
    expect(await numbersOf(`q=${numbers.buyerNew.slice(-6)}`)).toEqual([numbers.buyerNew]);
    expect(await numbersOf('q=%25')).toEqual([]);
    expect(await numbersOf('from=2026-01-10&to=2026-02-15')).toEqual([numbers.buyerNew, numbers.buyerOld]);
    expect(await numbersOf('to=2026-01-09')).toEqual([]);
    expect(await numbersOf('status=shipped')).toEqual([]);
  });
});

describe('GET Orders/{number}', () => {
  it('answers the snapshot with the status history, to any buyer of the company', async () => {
    for (const viewer of ['buyer', 'companyAdmin'] as const) {
      const response = await call(viewer, 'GET', `Orders/${numbers.colleague}`);
      expect(response.statusCode).toBe(200);
      const order = orderSchema.parse(response.json());
      expect(order).toMatchObject({ Number: numbers.colleague, Status: 'received', Kind: 'order' });
      expect(order.StatusHistory.map((s) => s.Status)).toEqual(['received']);
      expect(order.Deliveries[0]?.Items[0]).toMatchObject({ Code: 'X-1', Quantity: 3, LineTotal: 3703.5 });
    }
  });
});

describe('POST Orders/{number}/Reorder', () => {
  it('adds the lines it can to the cart at today’s prices and names the refused ones with the reason', async () => {
    const response = await call('buyer', 'POST', `Orders/${numbers.reorder}/Reorder`);
    expect(response.statusCode).toBe(200);
    const result = reorderResultSchema.parse(response.json());
    expect(result.Added).toBe(1);
    expect(result.Refused).toEqual([
      { Code: codes.notShoppable, Name: `Product ${codes.notShoppable}`, Reason: 'notShoppable' },
      { Code: 'NO-SUCH-CODE', Name: 'Product NO-SUCH-CODE', Reason: 'unknownCode' },
    ]);
    const cart = cartCheckoutSchema.parse((await call('buyer', 'GET', 'Carts/Default/Checkout')).json());
    expect(cart.Items).toEqual([expect.objectContaining({ Code: codes.priced, Quantity: 2, ShipmentNo: 1 })]);
    // Today's price from the market's price list, not the 10.00 the old order was made up with.
    expect(cart.Items[0]?.DiscountedPrice?.Amount).not.toBe(10);
  });

  it('refuses a write from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/Orders/${numbers.reorder}/Reorder`,
      headers: { ...headers.buyer, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the back office’s orders', () => {
  it('is for the back office and the webshop manager only (401, 403)', async () => {
    const expected = {
      anonymous: 401,
      buyer: 403,
      companyAdmin: 403,
      waitingBackOffice: 403,
      noRole: 403,
    } as const;
    for (const [viewer, status] of Object.entries(expected)) {
      const v = viewer as keyof typeof expected;
      expect((await call(v, 'GET', 'BackOffice/Orders')).statusCode, viewer).toBe(status);
      expect((await call(v, 'GET', 'BackOffice/Orders/Export')).statusCode, viewer).toBe(status);
      expect((await call(v, 'GET', `BackOffice/Orders/${numbers.other}`)).statusCode, viewer).toBe(status);
      const patch = await call(v, 'PATCH', `BackOffice/Orders/${numbers.other}/Status`, {
        Status: 'confirmed',
      });
      expect(patch.statusCode, viewer).toBe(status);
    }
    for (const viewer of ['backOffice', 'webshopManager'] as const) {
      expect((await call(viewer, 'GET', 'BackOffice/Orders')).statusCode).toBe(200);
      expect((await call(viewer, 'GET', `BackOffice/Orders/${numbers.quote}`)).statusCode).toBe(200);
    }
  });

  it('lists every order and quote request, newest first, with the filters', async () => {
    const numbersOf = async (query: string) =>
      orderListSchema
        .parse((await call('backOffice', 'GET', `BackOffice/Orders?${query}`)).json())
        .Orders.map((o) => o.Number);
    const all = await numbersOf('');
    expect(all).toHaveLength(6);
    expect(await numbersOf('kind=quoteRequest')).toEqual([numbers.quote]);
    expect(await numbersOf('market=de')).toEqual([numbers.other]);
    expect(await numbersOf('company=beta')).toEqual([numbers.other]);
    expect(await numbersOf('company=A-100&from=2026-03-01&to=2026-03-01')).toEqual([numbers.colleague]);
    expect(await numbersOf('q=hyperlink')).toEqual([numbers.colleague]);
  });

  it('moves an order one allowed step at a time (409 otherwise) and the buyer sees each step', async () => {
    const patch = (Status: string) =>
      call('webshopManager', 'PATCH', `BackOffice/Orders/${numbers.buyerOld}/Status`, { Status });
    expect((await patch('shipped')).statusCode).toBe(409);
    expect((await patch('received')).statusCode).toBe(409);
    expect((await patch('confirmed')).statusCode).toBe(200);
    const shipped = await patch('shipped');
    expect(shipped.statusCode).toBe(200);
    expect(orderSchema.parse(shipped.json()).Status).toBe('shipped');
    expect((await patch('cancelled')).statusCode).toBe(409);
    expect((await patch('invoiced')).statusCode).toBe(200);
    expect((await patch('confirmed')).statusCode).toBe(409);
    expect(
      (await call('backOffice', 'PATCH', `BackOffice/Orders/AS-2026-999999/Status`, { Status: 'confirmed' }))
        .statusCode,
    ).toBe(404);

    const order = orderSchema.parse((await call('buyer', 'GET', `Orders/${numbers.buyerOld}`)).json());
    expect(order.Status).toBe('invoiced');
    expect(order.StatusHistory.map((s) => s.Status)).toEqual([
      'received',
      'confirmed',
      'shipped',
      'invoiced',
    ]);
    const events = await queryRows<{ status: string; by: string | null }>(
      t.database.db,
      sql`select e.status, u.email as by from order_status_events e join orders o on o.id = e.order_id
        left join users u on u.id = e.by_user_id where o.number = ${numbers.buyerOld} order by e.id`,
    );
    expect(events.map((e) => e.by === null)).toEqual([true, false, false, false]);
    expect(
      orderListSchema
        .parse((await call('buyer', 'GET', 'Orders?status=invoiced')).json())
        .Orders.map((o) => o.Number),
    ).toEqual([numbers.buyerOld]);
  });

  it('exports the filtered list as CSV a spreadsheet opens: BOM, semicolons, decimal comma, ISO dates', async () => {
    const response = await call('backOffice', 'GET', 'BackOffice/Orders/Export?market=SE&kind=order');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = readCsv(response.body.replace(/^\uFEFF/, ''));
    if (!parsed.ok) throw new Error(`unreadable CSV: ${parsed.error}`);
    expect(parsed.separator).toBe(';');
    const [header, ...rows] = parsed.records;
    expect(header).toEqual([
      'Number',
      'Kind',
      'Status',
      'Placed at (UTC)',
      'Company',
      'Customer number',
      'Market',
      'Buyer',
      'E-mail',
      'Reference',
      'Lines',
      'Pieces',
      'Total net',
      'Currency',
    ]);
    expect(rows).toHaveLength(4);
    const colleague = rows.find((row) => row[0] === numbers.colleague);
    expect(colleague).toEqual([
      numbers.colleague,
      'order',
      'received',
      '2026-03-01 10:00',
      'Alpha Ventilation AB',
      'A-100',
      'SE',
      'Test Buyer',
      'buyer@example.com',
      // A reference that starts like a formula stays text.
      `'=HYPERLINK("x")`,
      '1',
      '3',
      '3703,50',
      'SEK',
    ]);
  });
});
