import { sizingSchema } from '@airshop/domain/catalog/product-variant';
import { APPROVED_USER_STATUS } from '@airshop/domain/commerce/product-visibility';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { findTestIds, queryRows } from '../../testing/product-fixtures.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { clearMarketCache } from '../market/index.ts';
import { clearExtrasCache } from './extras-service.ts';
import { clearProductPageCache } from './page-service.ts';
import { clearSizingCache } from './sizing-service.ts';

/*
 * quality.md, product-api: product detail and sizing of a product with 200 variants in at most 2 SQL round
 * trips each. Counted at the driver: every call of the pg pool's or PGlite's query().
 */

const t = useTestApp();
let productId = '';
let counter: { count: number; restore(): void };
/** The approved customer's session cookie; each of their requests also looks the session up (1 round trip). */
let approved = '';
const SESSION = 1;

function countQueries(db: Db) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const state = {
    count: 0,
    restore: () => {
      client.query = original;
    },
  };
  client.query = function (this: unknown, ...args: unknown[]) {
    state.count++;
    return original.apply(this, args);
  };
  return state;
}

function clearCaches() {
  clearMarketCache();
  clearProductPageCache();
  clearSizingCache();
  clearExtrasCache();
}

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  productId = (await findTestIds(db)).unit.id;
  // Grow the product to 200 variants, each with a price in every market and stock, like the bench's product.
  await db.execute(sql`insert into variants (product_id, code, attribute_values, lead_times, sort_order)
    select p.id, 'RT-' || n, (select jsonb_agg(jsonb_build_object('en', 'V' || n || '.' || a.ord) order by a.ord)
        from jsonb_array_elements(p.attribute_names) with ordinality as a(value, ord)),
      '[{"maxQuantity": 5, "days": 10}, {"maxQuantity": 999, "days": 30}]'::jsonb, 1000 + n
    from products p, generate_series(1, 200 - (select count(*)::int from variants where product_id = ${productId})) n
    where p.id = ${productId}`);
  await db.execute(sql`insert into variant_prices (variant_id, market_id, currency, net_amount, tax_rate, gross_amount)
    select v.id, m.id, m.currency, 100 + v.id, 24, 150 + v.id from variants v, markets m
    where v.code like 'RT-%' on conflict do nothing`);
  await db.execute(sql`insert into variant_stock (variant_id, quantity, modified_at)
    select v.id, 7, now() from variants v where v.code like 'RT-%' on conflict do nothing`);
  const account = await insertTestAccount(db, { status: APPROVED_USER_STATUS, marketId: 'INT' });
  approved = await signInCookie(t.app, account.email);
  counter = countQueries(db);
});
afterAll(() => counter?.restore());

async function roundTrips(url: string, cookie?: string): Promise<{ trips: number; body: unknown }> {
  counter.count = 0;
  const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, url).toBe(200);
  return { trips: counter.count, body: response.json() };
}

describe('SQL round trips per request, product with 200 variants', () => {
  it('the product has 200 variants', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from variants where product_id = ${productId}`,
    );
    expect(row?.n).toBe(200);
  });

  it('approved customer, besides the session: detail 1, sizing with prices 1 (2 with the market not cached yet)', async () => {
    clearCaches();
    expect((await roundTrips(`/api/v1/Catalog/Products/${productId}`, approved)).trips).toBe(SESSION + 1);
    const cold = await roundTrips(`/api/v1/Catalog/Products/${productId}/Sizing`, approved);
    expect(cold.trips).toBe(SESSION + 2);
    const sizing = sizingSchema.parse(cold.body);
    expect(sizing.Variants).toHaveLength(200);
    expect(sizing.Variants.every((v) => v.UnitPrice !== undefined)).toBe(true);
    // Prices are read for every request (the rest of the answer and the market come from caches) ...
    const warm = await roundTrips(`/api/v1/Catalog/Products/${productId}/Sizing`, approved);
    expect(warm.trips).toBe(SESSION + 1);
    // ... and the answer is the same as the one read whole.
    expect(warm.body).toEqual(cold.body);
    expect(
      (await roundTrips(`/api/v1/Catalog/${productId}/Accessories?contentType=product`, approved)).trips,
    ).toBe(SESSION + 1);
  });

  it('approved customer, besides the session: fresh prices and stock, and new variants, in at most 2', async () => {
    clearCaches();
    const url = `/api/v1/Catalog/Products/${productId}/Sizing`;
    await roundTrips(url, approved);
    await t.database.db.execute(sql`update variant_stock set quantity = 4321
      where variant_id = (select id from variants where code = 'RT-1')`);
    const afterStock = await roundTrips(url, approved);
    expect(afterStock.trips).toBe(SESSION + 1);
    const variant = sizingSchema.parse(afterStock.body).Variants.find((v) => v.Code === 'RT-1');
    expect(variant?.Stock).toBe(4321);

    // An import added a variant since the cached part of the answer was made.
    await t.database.db.execute(sql`insert into variants (product_id, code, attribute_values, sort_order)
      select id, 'RT-NEW', attribute_names, 5000 from products where id = ${productId}`);
    const changed = await roundTrips(url, approved);
    expect(changed.trips).toBe(SESSION + 2);
    expect(sizingSchema.parse(changed.body).Variants.map((v) => v.Code)).toContain('RT-NEW');
    expect((await roundTrips(url, approved)).trips).toBe(SESSION + 1);
    await t.database.db.execute(sql`delete from variants where code = 'RT-NEW'`);
  });

  it('anonymous visitor: at most 1 each the first time, then none (cached)', async () => {
    clearCaches();
    expect((await roundTrips(`/api/v1/Catalog/Products/${productId}`)).trips).toBe(1);
    expect((await roundTrips(`/api/v1/Catalog/Products/${productId}/Sizing`)).trips).toBe(2);
    expect((await roundTrips(`/api/v1/Catalog/Products/${productId}`)).trips).toBe(0);
    const cached = await roundTrips(`/api/v1/Catalog/Products/${productId}/Sizing`);
    expect(cached.trips).toBe(0);
    expect(sizingSchema.parse(cached.body).Variants).toHaveLength(200);
  });
});
