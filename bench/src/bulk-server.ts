// The shop's API for the bulk benchmark (lib/shop-api-server.ts) on the PostgreSQL database of DATABASE_URL,
// with the test catalogue loaded (BENCH_PRODUCTS products, enough for BENCH_LINES distinct buyable variants in
// the International market). Once listening it signs one approved buyer in over HTTP, creates two projects
// through the API and fills the first with BENCH_LINES items (written straight to the table, as adds would leave
// them); the ready line carries the cookie, the two project ids and the variant codes for the upload's rows.
import { sql } from 'drizzle-orm';
import { loadServerModule, startShopApi } from './lib/shop-api-server.ts';

const { loadTestCatalog } = await loadServerModule('testing/demo-catalog.ts');
const { queryRows } = await loadServerModule('db/rows.ts');

const lineCount = Number(process.env.BENCH_LINES ?? 1000);
const products = Number(process.env.BENCH_PRODUCTS ?? 400);

let variants: { id: number; code: string }[] = [];
const shop = await startShopApi(async (database) => {
  const [counted] = (await queryRows(database.db, sql`select count(*)::int as n from variants`)) as {
    n: number;
  }[];
  if (!counted?.n) (await loadTestCatalog(database.db, { products })).dispose();
  variants = (await queryRows(
    database.db,
    sql`select v.id, v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'INT')
      order by v.code limit ${lineCount}`,
  )) as { id: number; code: string }[];
  if (variants.length < lineCount) {
    throw new Error(`only ${variants.length} buyable variants for ${lineCount} lines: raise BENCH_PRODUCTS`);
  }
});
const { address, origin, database } = shop;
const { cookie } = await shop.signInBuyer();

async function createProject(): Promise<number> {
  const response = await fetch(`${address}/api/v1/portal/Projects`, {
    method: 'POST',
    headers: { origin, cookie },
  });
  if (response.status !== 201) throw new Error(`project creation answered ${response.status}`);
  return ((await response.json()) as { Id: number }).Id;
}

const exportProjectId = await createProject();
const uploadProjectId = await createProject();
const ids = `{${variants.map((v) => Number(v.id)).join(',')}}`;
await database.db.execute(sql`insert into project_items (project_id, variant_id, quantity, note)
  select ${exportProjectId}, id, 1 + (id % 9)::int, 'Floor ' || (id % 7)::text from unnest(${ids}::bigint[]) as id`);
console.log(
  JSON.stringify({
    url: address,
    origin,
    database: database.kind,
    cookie,
    exportProjectId,
    uploadProjectId,
    lines: lineCount,
    codes: variants.map((v) => v.code),
  }),
);
