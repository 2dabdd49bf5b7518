// The shop's API for the cart-write benchmark: the production app (buildApp, NODE_ENV=production) without the
// pages, on the database of DATABASE_URL (migrated and seeded), with the test catalogue loaded. Once listening it
// signs in BENCH_BUYERS approved buyers (International market) over HTTP and fills each one's cart with
// BENCH_LINES lines (written straight to the tables, as adds would leave them: the set-up must fit in the bench's
// start-up timeout on a busy machine); the ready line carries each buyer's session cookie and one line to update.
//
// The server's modules are loaded by path at run time: bench is its own TypeScript project and may not
// compile the server's sources into itself.
import { resolve } from 'node:path';
import { REPO_ROOT } from './lib/paths.ts';

interface ServerApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}
interface ServerDatabase {
  kind: string;
  db: { execute(query: unknown): Promise<unknown> };
  close(): Promise<void>;
}

const load = (file: string) => import(resolve(REPO_ROOT, 'packages/server/src', file));
const { loadConfig } = await load('platform/config.ts');
const { openDatabase } = await load('db/client.ts');
const { databaseOptions } = await load('platform/database-options.ts');
const { prepareDatabase } = await load('startup.ts');
const { buildApp } = await load('app.ts');
const { insertTestAccount, TEST_PASSWORD } = await load('testing/test-accounts.ts');
const { loadTestCatalog } = await load('testing/demo-catalog.ts');
const { queryRows } = await load('db/rows.ts');
const { sql } = await import('drizzle-orm');

const config = loadConfig() as { PORT: number; HOST: string; publicUrl: string };
const database = (await openDatabase(databaseOptions(config))) as ServerDatabase;
await prepareDatabase(database);
const buyers = Number(process.env.BENCH_BUYERS ?? 20);
const lineCount = Number(process.env.BENCH_LINES ?? 50);

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
const variantIds = `{${variants.map((v) => Number(v.id)).join(',')}}`;

const app = (await buildApp({ config, database, pages: false })) as ServerApp;
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

const address = await app.listen({ port: config.PORT, host: config.HOST });
const origin = config.publicUrl;
const carts = [];
for (let i = 0; i < buyers; i++) carts.push(await fillCart(await signInBuyer()));
console.log(JSON.stringify({ url: address, origin, database: database.kind, lines: lineCount, carts }));

async function signInBuyer(): Promise<{ cookie: string; userId: string }> {
  const { email, userId } = (await insertTestAccount(database.db, { status: 8, marketId: 'INT' })) as {
    email: string;
    userId: string;
  };
  const response = await fetch(`${address}/api/v1/Customer/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ Email: email, Password: TEST_PASSWORD }),
  });
  const session = response.headers.getSetCookie().find((c) => /^(__Host-)?airshop_session=[^;]/.test(c));
  if (response.status !== 200 || !session) throw new Error(`bench sign-in failed: ${response.status}`);
  return { cookie: session.split(';')[0] as string, userId };
}

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
