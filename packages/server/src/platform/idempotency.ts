import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows, type Tx } from '../db/rows.ts';
import { AppError } from './errors.ts';

/**
 * One idempotency mechanism for every write that a double click, a retry or a replay must not repeat (ADR 0051),
 * with the rules of the IETF draft "The Idempotency-Key HTTP Header Field":
 *
 * - the same key with the same operation and body answers what the first request answered, and does nothing;
 * - the same key with another operation or body is 422 `idempotency_key_reused`;
 * - the same key while the first request is still running is 409 `request_in_flight`.
 *
 * The work and the record of its answer commit in one transaction: a request that fails or dies leaves no record,
 * so its retry runs again, and an answer is never stored for work that did not happen.
 */
export interface IdempotentWrite {
  /** Whose key it is: keys of different clients never meet (`company:<id>`, `public` for anonymous forms). */
  readonly scope: string;
  readonly key: string;
  /** The write, such as `POST portal/Projects`: part of the fingerprint, so one key cannot serve two writes. */
  readonly operation: string;
  /** What the client sent that decides the answer (the parsed body); `undefined` for a write without one. */
  readonly request: unknown;
}

export interface IdempotentOutcome<T> {
  readonly result: T;
  /** True when the answer is the stored one of an earlier request and the work did not run. */
  readonly replayed: boolean;
}

/** The scope of a company's keys: colleagues repeating one key make one request of their company. */
export function companyScope(companyId: string): string {
  return `company:${companyId}`;
}

/** The scope of forms anyone may send; their keys are random UUIDs the browser makes per filled-in form. */
export const PUBLIC_SCOPE = 'public';

/**
 * SHA-256 of the operation and the request with object keys sorted, so the order in which a client wrote the
 * fields does not make the same body a different one.
 */
export function fingerprintOf(operation: string, request: unknown): string {
  const sorted = (_key: string, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : value;
  return createHash('sha256')
    .update(operation)
    .update('\n')
    .update(JSON.stringify(request ?? null, sorted))
    .digest('hex');
}

/**
 * Runs `work` in a transaction at most once per key, storing its JSON result beside the key. A transaction-scoped
 * advisory lock on the key marks it in flight: a second request with the key while the first holds it does not
 * wait (409); one after the first committed finds the stored answer. The lock is taken before the key is read, so
 * the read sees every answer committed before it.
 */
export async function runIdempotent<T>(
  db: Db,
  write: IdempotentWrite,
  work: (tx: Tx) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const fingerprint = fingerprintOf(write.operation, write.request);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended(${write.scope}::text || ' ' || ${write.key}::text, 0)) as locked`,
    );
    if (!lock?.locked) throw new AppError('request_in_flight');
    const [earlier] = await queryRows<{ fingerprint: string | null; result: T }>(
      tx,
      sql`select fingerprint, result from idempotency_keys where scope = ${write.scope} and key = ${write.key}`,
    );
    if (earlier) {
      // A key carried over from before this table has no fingerprint: it answers any body, as it did then.
      if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) {
        throw new AppError('idempotency_key_reused');
      }
      return { result: earlier.result, replayed: true };
    }
    const result = await work(tx);
    await tx.execute(
      sql`insert into idempotency_keys (scope, key, operation, fingerprint, result)
        values (${write.scope}, ${write.key}, ${write.operation}, ${fingerprint}, ${JSON.stringify(result)}::jsonb)`,
    );
    return { result, replayed: false };
  });
}

/**
 * How long an answer is kept for its key: far longer than any retry of a lost answer or a second click, short
 * enough that the table holds days, not years (the IETF draft leaves the expiry to the server; ADR 0066).
 */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 48;

/** Removes the keys older than the retention: the housekeeping sweep's part. Answers how many went. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const gone = await queryRows<{ key: string }>(
    db,
    sql`delete from idempotency_keys
      where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_RETENTION_HOURS}) returning key`,
  );
  return gone.length;
}
