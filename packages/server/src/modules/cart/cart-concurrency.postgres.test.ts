import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { cartCalls } from '../../testing/cart-calls.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * Issue 15 §7 on PostgreSQL, where requests really run at once (the pool has several connections): 50 parallel
 * edits of one cart — adds, moves, merges, note edits, new deliveries — lose no piece and never leave a line in
 * a delivery that no longer exists; deliveries stay numbered 1…n.
 */

const t = useTestApp();
const { call, ok, add, checkout } = cartCalls(t);
let codes: string[] = [];
let cookie = '';

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  codes = await buyableCodes(t, 'SE', 3);
  cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
});

describe('50 parallel edits of one cart', () => {
  it('lose nothing and leave no line outside a delivery', async () => {
    const [a, b, c] = codes as [string, string, string];
    expect((await add(cookie, a, 100)).statusCode).toBe(200);
    expect((await add(cookie, b, 100)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: c, Quantity: 50, ShipmentNo: 2 });
    const start = await checkout(cookie);

    // Each edit either changes the cart as it means to or is refused as a whole (a line or delivery it named
    // moved meanwhile); what is added is counted only when the answer says it was.
    const added = new Map<string, number>([
      [a, 0],
      [b, 0],
      [c, 0],
    ]);
    const edit = async (i: number): Promise<number> => {
      const code = codes[i % 3] as string;
      const current = await checkout(cookie);
      const line = current.Items.find((item) => item.Code === code && item.Quantity > 1);
      const deliveries = current.Deliveries.map((d) => d.ShipmentNo);
      const last = deliveries[deliveries.length - 1] ?? 1;
      let response: Awaited<ReturnType<typeof call>>;
      switch (i % 5) {
        case 0:
          response = await add(cookie, code, 2);
          if (response.statusCode === 200 && response.json().ErrorMessage === null) {
            added.set(code, (added.get(code) ?? 0) + 2);
          }
          return response.statusCode;
        case 1:
          if (!line) return 200;
          response = await call(cookie, 'PATCH', 'Carts/Default/Items/Move', {
            Code: code,
            LineItemId: line.LineItemId,
            Quantity: 1,
            ShipmentNo: line.ShipmentNo,
            NewShipmentNo: line.ShipmentNo === last ? 1 : last,
          });
          return response.statusCode;
        case 2:
          if (deliveries.length < 2) return 200;
          response = await call(cookie, 'PATCH', 'Carts/Default/Delivery/Merge', {
            sourceDeliveryNo: last,
            destDeliveryNo: 1,
          });
          return response.statusCode;
        case 3:
          if (!line) return 200;
          response = await call(cookie, 'PATCH', 'Carts/Default/Items', {
            code,
            lineItemId: line.LineItemId,
            shipmentNo: line.ShipmentNo,
            Note: `edit ${i}`,
          });
          return response.statusCode;
        default:
          response = await call(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
          return response.statusCode;
      }
    };
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => edit(i)));
    // 404: the line named moved meanwhile; 409: its delivery went meanwhile. Never a 500.
    for (const status of statuses) expect([200, 404, 409]).toContain(status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(25);

    const end = await checkout(cookie);
    const sum = (cart: typeof end, code: string) =>
      cart.Items.filter((item) => item.Code === code).reduce((s, item) => s + item.Quantity, 0);
    for (const code of codes) expect(sum(end, code), code).toBe(sum(start, code) + (added.get(code) ?? 0));
    const numbers = end.Deliveries.map((d) => d.ShipmentNo);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const item of end.Items) expect(numbers).toContain(item.ShipmentNo);
    const [orphans] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cart_lines l
        where not exists (select 1 from cart_deliveries d where d.cart_id = l.cart_id and d.shipment_no = l.shipment_no)`,
    );
    expect(orphans?.n).toBe(0);
    expect(end.Version).toBeGreaterThan(start.Version);
  });
});

/** Buyable codes priced in a market, in code order. */
async function buyableCodes(
  t: ReturnType<typeof useTestApp>,
  market: string,
  count: number,
): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market})
      order by v.code limit ${count}`,
  );
  if (rows.length < count) throw new Error('the test catalogue lacks buyable variants');
  return rows.map((row) => row.code);
}
