import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { clientNetwork } from './client-network.ts';
import { AppError } from './errors.ts';

/** A limit: at most `max` hits per fixed window of `windowSeconds`. */
export interface RateLimit {
  /** Names the limit in the bucket key, e.g. `documents-send:ip`. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** A rate limit was reached; `retryAfterSeconds` is when its window ends (for the Retry-After header). */
export class RateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', undefined, { retryAfterSeconds });
  }
}

/**
 * Who is counted, as it appears in the bucket key. Values that identify a person (an e-mail address) are
 * hashed, so the table holds no addresses; short technical values (an IP address) stay readable for operators.
 */
export function rateLimitSubject(value: string, { hash = false } = {}): string {
  const normalized = value.trim().toLowerCase();
  return hash ? createHash('sha256').update(normalized).digest('base64url').slice(0, 22) : normalized;
}

/** The client network of an address as a bucket subject: IPv4 per /24, IPv6 per /64 (platform/client-network). */
export function clientNetworkSubject(clientIp: string): string {
  return rateLimitSubject(clientNetwork(clientIp));
}

/**
 * Counts one hit for `subject` under `limit` and throws RateLimitError when the window already holds `max`
 * hits. Fixed windows on the database clock, in table `rate_limit_hits`, so every process counts against the
 * same figure. One statement per hit (insert … on conflict do update … returning): concurrent hits on one
 * bucket serialise on its row, none is lost.
 *
 * Call it inside the transaction of the action it limits: if the action fails (or the limit is exceeded and
 * the error rolls the transaction back), the hit is not counted, so only actions that happened use up the
 * limit, and a request over the limit does not extend the wait.
 */
export async function hitRateLimit(db: Db, limit: RateLimit, subject: string): Promise<void> {
  const bucket = `${limit.name}:${subject}`;
  const window = limit.windowSeconds;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window})`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({
      hits: rateLimitHits.hits,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitHits.windowStart}) + ${window} - extract(epoch from now())))::int`,
    });
  if (!row) throw new Error('The rate-limit upsert returned no row');
  if (row.hits === 1) {
    // The first hit of a new window: the bucket's earlier windows are over, drop them (the primary key finds
    // them). Buckets that never come back keep one row; the table stays as large as the recent visitors.
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.windowStart, windowStart)));
  }
  if (row.hits > limit.max) throw new RateLimitError(Number(row.retryAfter));
}

/**
 * A window ends at most a day after it starts (the longest limit is per day): rows of windows that started
 * before this are over. A bucket's own next hit drops its old rows; this sweeps the buckets that never come back.
 */
const ENDED_WINDOW_HOURS = 48;

/** Removes the rows of ended windows: the housekeeping sweep's part (ADR 0066). Answers how many went. */
export async function deleteEndedRateLimitWindows(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, sql`now() - make_interval(hours => ${ENDED_WINDOW_HOURS})`))
    .returning({ bucket: rateLimitHits.bucket });
  return gone.length;
}
