import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { hitRateLimit, RateLimitError, rateLimitSubject } from './rate-limit.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const limit = { name: 'test-limit', max: 3, windowSeconds: 3600 };

describe('hitRateLimit', () => {
  it('allows max hits per window and then refuses with the seconds left in the window', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(database.db, limit, 'a');
    const error = await hitRateLimit(database.db, limit, 'a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).code).toBe('rate_limited');
    const retry = (error as RateLimitError).retryAfterSeconds;
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(3600);
    // Another subject has its own count.
    await expect(hitRateLimit(database.db, limit, 'b')).resolves.toBeUndefined();
  });

  it('counts nothing for a transaction that rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await hitRateLimit(tx, limit, 'rolled-back');
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    const rows = await database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'test-limit:rolled-back'));
    expect(rows).toEqual([]);
  });

  it('loses no hit when many arrive at once', async () => {
    const many = { name: 'test-concurrent', max: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => hitRateLimit(database.db, many, 'c')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const [row] = await database.db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.bucket, 'test-concurrent:%'));
    expect(row?.hits).toBe(25);
  });

  it("drops a bucket's earlier windows when a new one starts", async () => {
    await database.db.insert(rateLimitHits).values({
      bucket: 'test-limit:old',
      windowStart: new Date(Date.now() - 5 * 3600_000),
      hits: 99,
    });
    await hitRateLimit(database.db, limit, 'old');
    const rows = await database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'test-limit:old'));
    expect(rows.map((r) => r.hits)).toEqual([1]);
  });
});

describe('rateLimitSubject', () => {
  it('normalises, and hashes what identifies a person', () => {
    expect(rateLimitSubject(' 203.0.113.7 ')).toBe('203.0.113.7');
    const hashed = rateLimitSubject('Buyer@Example.com', { hash: true });
    expect(hashed).toBe(rateLimitSubject('buyer@example.com', { hash: true }));
    expect(hashed).not.toContain('example');
    expect(hashed).toHaveLength(22);
  });
});
