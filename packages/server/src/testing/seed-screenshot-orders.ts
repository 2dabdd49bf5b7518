import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { orderStatusEvents, orders } from '../db/schema/orders.ts';
import { insertTestOrder } from './order-fixtures.ts';

/*
 * Screenshots of the order pages need orders: this inserts a few for the demo buyer admin@nordvent.example
 * into the embedded database of a stopped server (`npx tsx … <DATA_DIR>`), made by the test fixture so they
 * are what the submit stores. Not for production databases.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-screenshot-orders.ts <DATA_DIR>');
const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pg` });
const db = database.db;
const [buyer] = await queryRows<{
  id: string;
  company_id: string;
  name: string;
  email: string;
  customer_number: string;
  company: string;
}>(
  db,
  sql`select u.id, u.company_id, u.first_name || ' ' || u.last_name as name, u.email, c.customer_number, c.name as company
    from users u join companies c on c.id = u.company_id where u.email = 'admin@nordvent.example'`,
);
if (!buyer) throw new Error('no demo buyer: start the server once with demo data first');
const variants = await queryRows<{ code: string; name: string; net: string }>(
  db,
  sql`select v.code, coalesce(p.name->>'en', v.code) as name, vp.net_amount::text as net
    from variants v join products p on p.id = v.product_id
    join variant_prices vp on vp.variant_id = v.id and vp.market_id = 'SE'
    where p.kind = 'product' order by v.code limit 5`,
);
const line = (i: number, quantity: number, shipmentNo = 1) => {
  const v = variants[i % variants.length];
  if (!v) throw new Error('no priced variants');
  return { code: v.code, name: v.name, quantity, unitPrice: Number(v.net), shipmentNo };
};
const common = {
  companyId: buyer.company_id,
  userId: buyer.id,
  company: { Name: buyer.company, CustomerNumber: buyer.customer_number },
  buyer: { Name: buyer.name, Email: buyer.email, Phone: null },
};
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000);
const big = await insertTestOrder(db, {
  ...common,
  orderReference: 'PO-2026-4711',
  placedAt: day(0),
  lines: [line(0, 2), line(1, 4), line(2, 1, 2), line(3, 6, 3)],
});
const shipped = await insertTestOrder(db, {
  ...common,
  orderReference: 'Site Lidingö',
  placedAt: day(9),
  lines: [line(4, 3)],
});
await insertTestOrder(db, {
  ...common,
  orderReference: null,
  placedAt: day(30),
  lines: [line(1, 1), line(2, 2)],
});
await insertTestOrder(db, { companyId: null, userId: null, kind: 'quoteRequest', placedAt: day(1) });
for (const [status, offset] of [
  ['confirmed', 8],
  ['shipped', 6],
] as const) {
  await db.insert(orderStatusEvents).values({ orderId: shipped.id, status, at: day(offset) });
  await db.update(orders).set({ status }).where(sql`${orders.id} = ${shipped.id}`);
}
console.log(JSON.stringify({ big: big.number, shipped: shipped.number }));
await database.close();
