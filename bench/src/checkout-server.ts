// The shop's API for the checkout benchmark (lib/shop-api-server.ts) on the PostgreSQL database of DATABASE_URL,
// with the test catalogue loaded. Once listening it signs in BENCH_BUYERS approved buyers (International market),
// each of a company of its own with one shipping address; the ready line carries each buyer's session cookie
// and address, and the BENCH_LINES variant codes a cart is filled with before each submit.
import { sql } from 'drizzle-orm';
import { loadServerModule, startShopApi } from './lib/shop-api-server.ts';

const { loadTestCatalog } = await loadServerModule('testing/demo-catalog.ts');
const { queryRows } = await loadServerModule('db/rows.ts');

const buyers = Number(process.env.BENCH_BUYERS ?? 10);
const lineCount = Number(process.env.BENCH_LINES ?? 50);

let codes: string[] = [];
const shop = await startShopApi(async (database) => {
  const [counted] = (await queryRows(database.db, sql`select count(*)::int as n from variants`)) as {
    n: number;
  }[];
  if (!counted?.n) (await loadTestCatalog(database.db, { products: 40 })).dispose();
  const variants = (await queryRows(
    database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'INT')
      order by v.code limit ${lineCount}`,
  )) as { code: string }[];
  if (variants.length < lineCount)
    throw new Error(`only ${variants.length} buyable variants for ${lineCount} lines`);
  codes = variants.map((v) => v.code);
});
const { address, origin, database } = shop;

const accounts = [];
for (let i = 0; i < buyers; i++) {
  const { cookie, userId } = await shop.signInBuyer();
  const [added] = (await queryRows(
    database.db,
    sql`insert into company_addresses (company_id, address_type, is_editable, name, line1, postal_code, city, country_code)
      select company_id, 'Shipping', false, 'Bench site', 'Benchgatan 1', '111 22', 'Stockholm', 'SE'
      from users where id = ${userId} returning id`,
  )) as { id: string }[];
  accounts.push({ cookie, addressId: added?.id });
}
console.log(JSON.stringify({ url: address, origin, database: database.kind, codes, accounts }));
