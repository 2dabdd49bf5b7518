import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { AppError } from './errors.ts';
import { companyScope, fingerprintOf, type IdempotentWrite, runIdempotent } from './idempotency.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

function write(overrides: Partial<IdempotentWrite> = {}): IdempotentWrite {
  return {
    scope: companyScope(randomUUID()),
    key: randomUUID(),
    operation: 'POST test/Things',
    request: { Name: 'one', Quantity: 2 },
    ...overrides,
  };
}

/** Work that records each run in a table, so a test can count how often it really ran. */
function countedWork(label: string) {
  return async (tx: Parameters<Parameters<typeof runIdempotent>[2]>[0]) => {
    await tx.execute(sql`insert into test_runs (label) values (${label})`);
    return { Id: label };
  };
}

async function runs(label: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from test_runs where label = ${label}`,
  );
  return Number(row?.n);
}

function refusal(error: unknown): string | undefined {
  return error instanceof AppError ? error.code : undefined;
}

beforeAll(async () => {
  await database.db.execute(sql`create table test_runs (label text not null)`);
});

describe('runIdempotent', () => {
  it('runs the work once and answers a repeat of the same key and body with the first result', async () => {
    const request = write();
    const first = await runIdempotent(database.db, request, countedWork('repeat'));
    const again = await runIdempotent(database.db, request, countedWork('repeat'));
    expect(first).toEqual({ result: { Id: 'repeat' }, replayed: false });
    expect(again).toEqual({ result: { Id: 'repeat' }, replayed: true });
    expect(await runs('repeat')).toBe(1);
  });

  it('takes the same body with its fields in another order as the same request', async () => {
    const request = write({ request: { Name: 'one', Quantity: 2, Nested: { a: 1, b: [1, 2] } } });
    await runIdempotent(database.db, request, countedWork('order'));
    const reordered = { ...request, request: { Nested: { b: [1, 2], a: 1 }, Quantity: 2, Name: 'one' } };
    expect(await runIdempotent(database.db, reordered, countedWork('order'))).toMatchObject({
      replayed: true,
    });
    expect(await runs('order')).toBe(1);
  });

  it('refuses the same key with another body or another operation with 422 and runs nothing', async () => {
    const request = write();
    await runIdempotent(database.db, request, countedWork('reused'));
    for (const other of [
      { ...request, request: { Name: 'one', Quantity: 3 } },
      { ...request, operation: 'POST test/Others' },
    ]) {
      const error = await runIdempotent(database.db, other, countedWork('reused')).catch((e) => e);
      expect(refusal(error)).toBe('idempotency_key_reused');
    }
    expect(await runs('reused')).toBe(1);
  });

  it('keeps the keys of different scopes apart', async () => {
    const request = write();
    await runIdempotent(database.db, request, countedWork('scopes'));
    const elsewhere = await runIdempotent(
      database.db,
      { ...request, scope: companyScope(randomUUID()) },
      countedWork('scopes'),
    );
    expect(elsewhere.replayed).toBe(false);
    expect(await runs('scopes')).toBe(2);
  });

  it('stores nothing when the work fails, so a retry runs it again', async () => {
    const request = write();
    const failing = async () => {
      throw new AppError('conflict');
    };
    expect(refusal(await runIdempotent(database.db, request, failing).catch((e) => e))).toBe('conflict');
    expect((await runIdempotent(database.db, request, countedWork('retry'))).replayed).toBe(false);
    expect(await runs('retry')).toBe(1);
  });

  it('answers 409 while the first request runs on PostgreSQL; PGlite runs one at a time and replays', async () => {
    const request = write();
    let started!: () => void;
    const workStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = runIdempotent(database.db, request, async (tx) => {
      started();
      await gate;
      return countedWork('flight')(tx);
    });
    await workStarted;
    const second = runIdempotent(database.db, request, countedWork('flight')).catch((e) => e);
    if (database.url) {
      expect(refusal(await second)).toBe('request_in_flight');
      finish();
    } else {
      finish();
      expect(await second).toEqual({ result: { Id: 'flight' }, replayed: true });
    }
    expect(await first).toEqual({ result: { Id: 'flight' }, replayed: false });
    expect(await runs('flight')).toBe(1);
  });

  it('answers keys carried over without a fingerprint for any body', async () => {
    const request = write();
    await database.db.execute(
      sql`insert into idempotency_keys (scope, key, operation, fingerprint, result)
        values (${request.scope}, ${request.key}, ${request.operation}, null, '{"Id": 7}'::jsonb)`,
    );
    expect(await runIdempotent(database.db, request, countedWork('legacy'))).toEqual({
      result: { Id: 7 },
      replayed: true,
    });
    expect(await runs('legacy')).toBe(0);
  });
});

describe('fingerprintOf', () => {
  it('differs by operation and body and ignores the order of fields', () => {
    expect(fingerprintOf('a', { x: 1, y: 2 })).toBe(fingerprintOf('a', { y: 2, x: 1 }));
    expect(fingerprintOf('a', { x: 1 })).not.toBe(fingerprintOf('b', { x: 1 }));
    expect(fingerprintOf('a', { x: 1 })).not.toBe(fingerprintOf('a', { x: '1' }));
    expect(fingerprintOf('a', [1, 2])).not.toBe(fingerprintOf('a', [2, 1]));
    expect(fingerprintOf('a', undefined)).toMatch(/^[0-9a-f]{64}$/);
  });
});
