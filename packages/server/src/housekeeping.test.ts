import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/rows.ts';
import { sweepEndedRows } from './housekeeping.ts';
import { insertTestAccount } from './testing/test-accounts.ts';
import { createTestDatabase } from './testing/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const count = async (table: string, where: string) => {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return row?.n;
};

describe('the housekeeping sweep (ADR 0066)', () => {
  it('removes what is over and keeps everything still in use', async () => {
    const { userId } = await insertTestAccount(database.db);
    const db = database.db;
    // Sessions: one expired, one idle for 9 h (idle limit 8 h), one in use.
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at, last_seen_at) values
      ('expired', ${userId}, now() - interval '1 minute', now() - interval '1 minute'),
      ('idle', ${userId}, now() + interval '1 day', now() - interval '9 hours'),
      ('live', ${userId}, now() + interval '1 day', now() - interval '1 hour')`);
    // Idempotency answers: one of three days ago (retention 48 h), one of an hour ago.
    await db.execute(sql`insert into idempotency_keys (scope, key, operation, fingerprint, result, created_at) values
      ('public', 'old', 'op', null, '{}'::jsonb, now() - interval '3 days'),
      ('public', 'new', 'op', null, '{}'::jsonb, now() - interval '1 hour')`);
    // Rate-limit windows: one that started three days ago (no window lasts more than a day), one current.
    await db.execute(sql`insert into rate_limit_hits (bucket, window_start, hits) values
      ('sign-in:ip:10.0.0.0', now() - interval '3 days', 4),
      ('sign-in:ip:10.0.1.0', now() - interval '5 minutes', 1)`);
    // Guest carts: one untouched for 91 days (retention 90), one changed yesterday; a buyer's old cart stays.
    await db.execute(sql`insert into carts (guest_id, market_id, updated_at) values
      ('abandoned', 'SE', now() - interval '91 days'),
      ('recent', 'SE', now() - interval '1 day')`);
    await db.execute(sql`insert into carts (user_id, market_id, updated_at) values
      (${userId}, 'SE', now() - interval '400 days')`);
    await db.execute(sql`insert into cart_deliveries (cart_id, shipment_no)
      select id, 1 from carts where guest_id = 'abandoned'`);

    // Search beacons: one older than the insights read (366 days + 30), one of last year.
    await db.execute(sql`insert into search_clicks (at, search_id, query, query_key, clicked, empty, language) values
      (now() - interval '400 days', 's-old', 'fan', 'fan', false, false, 'en'),
      (now() - interval '300 days', 's-kept', 'fan', 'fan', false, false, 'en')`);

    const report = await sweepEndedRows(db);

    expect(report).toEqual({
      sessions: 2,
      idempotencyKeys: 1,
      rateLimitWindows: 1,
      guestCarts: 1,
      searchClicks: 1,
    });
    expect(await count('search_clicks', `search_id = 's-kept'`)).toBe(1);
    expect(await count('sessions', `user_id = '${userId}'`)).toBe(1);
    expect(await count('sessions', `token_hash = 'live'`)).toBe(1);
    expect(await count('idempotency_keys', `key = 'new'`)).toBe(1);
    expect(await count('rate_limit_hits', `bucket = 'sign-in:ip:10.0.1.0'`)).toBe(1);
    expect(await count('carts', `guest_id = 'recent' or user_id = '${userId}'`)).toBe(2);
    expect(await count('cart_deliveries', 'true')).toBe(0);
    // A second sweep finds nothing more (several processes may sweep at once).
    expect(await sweepEndedRows(db)).toEqual({
      sessions: 0,
      idempotencyKeys: 0,
      rateLimitWindows: 0,
      guestCarts: 0,
      searchClicks: 0,
    });
  });
});
