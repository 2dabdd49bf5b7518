import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { companyScope } from '../../platform/idempotency.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buyableCodes, checkoutCalls, insertAddress } from './checkout-test-kit.ts';

/*
 * Exactly once on PostgreSQL, where requests really run at once (issue 16 point 2, ADR 0063): twenty parallel
 * submits of one cart make one order, with twenty keys or with one; a key whose first request is still running
 * answers 409 request_in_flight.
 */

const t = useTestApp();
const { prepare, submit } = checkoutCalls(t);
let codes: string[] = [];

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  codes = await buyableCodes(t.database.db, 'SE', 3);
});

async function readyBuyer() {
  const account = await insertTestAccount(t.database.db);
  const addressId = await insertAddress(t.database.db, account.companyId);
  const cookie = await signInCookie(t.app, account.email);
  return { ...account, cookie, shown: await prepare(cookie, codes, addressId) };
}

async function orderCount(companyId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from orders where company_id = ${companyId}`,
  );
  return Number(row?.n);
}

describe('parallel submits of one cart', () => {
  it('make exactly one order with twenty keys; the others find the cart emptied or changed', async () => {
    const buyer = await readyBuyer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submit(buyer.cookie, buyer.shown, crypto.randomUUID())),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(['emptyCart', 'cartChanged']).toContain(response.json().details.reason);
    }
    expect(await orderCount(buyer.companyId)).toBe(1);
    const [exported] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_exports e join orders o on o.id = e.order_id
        where o.company_id = ${buyer.companyId}`,
    );
    expect(exported?.n).toBe(1);
  });

  it('make exactly one order with one key; the others get its answer or 409 request_in_flight', async () => {
    const buyer = await readyBuyer();
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submit(buyer.cookie, buyer.shown, key)),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const response of placed) expect(response.json()).toEqual(placed[0]?.json());
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('request_in_flight');
    }
    expect(await orderCount(buyer.companyId)).toBe(1);
  });

  it('answers 409 request_in_flight while the key’s first request holds it, and stores nothing', async () => {
    const buyer = await readyBuyer();
    const key = crypto.randomUUID();
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      // What runIdempotent takes for the key while its first request runs.
      await holder.query(`select pg_advisory_xact_lock(hashtextextended($1 || ' ' || $2, 0))`, [
        companyScope(buyer.companyId),
        key,
      ]);
      const response = await submit(buyer.cookie, buyer.shown, key);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('request_in_flight');
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect(await orderCount(buyer.companyId)).toBe(0);
    expect((await submit(buyer.cookie, buyer.shown, key)).statusCode).toBe(201);
  });
});
