// The shop's API for the cart-write benchmark (lib/shop-api-server.ts) on the PostgreSQL database of
// DATABASE_URL, with the test catalogue loaded. Once listening it signs in BENCH_BUYERS approved buyers
// (International market) over HTTP and fills each one's cart with BENCH_LINES lines (written straight to the tables, as adds would leave them: the set-up must fit in the bench's
// start-up timeout on a busy machine); the ready line carries each buyer's session cookie and one line to update,
// and the SQL statements one update and one floor request cost.
import { sql } from 'drizzle-orm';
import { loadServerModule, startShopApi, statementsPerCall } from './lib/shop-api-server.ts';

const { loadTestCatalog } = await loadServerModule('testing/demo-catalog.ts');
const { queryRows } = await loadServerModule('db/rows.ts');

const buyers = Number(process.env.BENCH_BUYERS ?? 20);
const lineCount = Number(process.env.BENCH_LINES ?? 50);

let variantIds = '{}';
const shop = await startShopApi(async (database) => {
  const [counted] = (await queryRows(database.db, sql`select count(*)::int as n from variants`)) as {
    n: number;
  }[];
  if (!counted?.n) (await loadTestCatalog(database.db, { products: 40 })).dispose();
  const variants = (await queryRows(
    database.db,
    sql`select v.id from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'INT')
      order by v.code limit ${lineCount}`,
  )) as { id: number }[];
  if (variants.length < lineCount)
    throw new Error(`only ${variants.length} buyable variants for ${lineCount} lines`);
  variantIds = `{${variants.map((v) => Number(v.id)).join(',')}}`;
});
const { address, origin, database } = shop;

const carts = [];
for (let i = 0; i < buyers; i++) carts.push(await fillCart(await shop.signInBuyer()));
const roundTrips = await countRoundTrips(carts[0]);
console.log(
  JSON.stringify({ url: address, origin, database: database.kind, lines: lineCount, carts, roundTrips }),
);

/** The buyer's cart with one line of each variant in delivery 1; answers the cookie and the middle line. */
async function fillCart({ cookie, userId }: { cookie: string; userId: string }) {
  const [cart] = (await queryRows(
    database.db,
    sql`insert into carts (user_id, market_id) values (${userId}, 'INT') returning id`,
  )) as { id: string }[];
  await database.db.execute(sql`insert into cart_deliveries (cart_id, shipment_no) values (${cart?.id}, 1)`);
  await database.db.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity)
    select ${cart?.id}, 1, id, 1 from unnest(${variantIds}::bigint[]) as id`);
  const headers = { origin, cookie };
  const checkout = (await (await fetch(`${address}/api/v1/Carts/Default/Checkout`, { headers })).json()) as {
    Items: { LineItemId: number; Code: string; ShipmentNo: number }[];
  };
  const line = checkout.Items[Math.floor(checkout.Items.length / 2)];
  if (!line || checkout.Items.length !== lineCount) throw new Error('bench cart not filled');
  return { cookie, code: line.Code, lineItemId: line.LineItemId, shipmentNo: line.ShipmentNo };
}

/** SQL statements of one line update and of one floor request (Status GET), each asked 20 times in a row. */
async function countRoundTrips(cart: Awaited<ReturnType<typeof fillCart>> | undefined) {
  if (!cart) return null;
  const headers = { origin, cookie: cart.cookie, 'content-type': 'application/json' };
  const call = async (path: string, init: RequestInit) => {
    const response = await fetch(`${address}${path}`, { ...init, headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  };
  const body = JSON.stringify({
    code: cart.code,
    lineItemId: cart.lineItemId,
    shipmentNo: cart.shipmentNo,
    Quantity: 2,
  });
  return {
    update: await statementsPerCall(20, () => call('/api/v1/Carts/Default/Items', { method: 'PATCH', body })),
    floor: await statementsPerCall(20, () => call('/api/v1/Carts/Default/Status/Default/0', {})),
  };
}
