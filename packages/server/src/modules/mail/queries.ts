import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims up to `limit` due mails for one worker: pending mails whose time has come, and mails whose sender's
 * lease ran out (it crashed or hung). Each claim counts as an attempt. One statement: the inner SELECT locks the rows it picks and skips rows
 * another worker is claiming at the same moment, so every row goes to exactly one worker. Times are the
 * database's clock, the one clock every process shares.
 */
export async function claimDueMails(
  db: Db,
  {
    limit,
    leaseMs,
    maxAttempts,
    claimToken,
  }: { limit: number; leaseMs: number; maxAttempts: number; claimToken: string },
): Promise<OutboxRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(
          eq(mailOutbox.status, 'sending'),
          lte(mailOutbox.lockedUntil, now),
          // A lease that ran out on the last allowed attempt is for failExhaustedLeases, not another try.
          lt(mailOutbox.attempts, maxAttempts),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: secondsFromNow(leaseMs),
      claimToken,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Only the worker holding the claim may write the result: one that lost its lease writes nothing. */
const heldBy = (id: string, claimToken: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.claimToken, claimToken));

/**
 * Extends the lease right before sending a mail of a claimed batch, so a slow batch does not let the lease of
 * its last mails run out. False when the claim was lost (another worker has the mail now).
 */
export async function renewLease(db: Db, id: string, claimToken: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ lockedUntil: secondsFromNow(leaseMs) })
    .where(heldBy(id, claimToken))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** `note` keeps what the server said about recipients it refused while taking the mail for the others. */
export async function markSent(db: Db, id: string, claimToken: string, note: string | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, claimToken: null, lastError: note })
    .where(heldBy(id, claimToken));
}

/**
 * Hands claimed mails back untouched (the worker is stopping before it got to them), so they go out with the
 * next run instead of waiting for the lease to run out. The claim did not try them, so it does not count.
 */
export async function releaseClaims(db: Db, ids: string[], claimToken: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      attempts: sql`${mailOutbox.attempts} - 1`,
      lockedUntil: null,
      claimToken: null,
    })
    .where(
      and(
        inArray(mailOutbox.id, ids),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.claimToken, claimToken),
      ),
    );
}

export async function markRetry(
  db: Db,
  id: string,
  claimToken: string,
  { delayMs, error }: { delayMs: number; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: secondsFromNow(delayMs),
      lockedUntil: null,
      claimToken: null,
      lastError: error,
    })
    .where(heldBy(id, claimToken));
}

export async function markFailed(db: Db, id: string, claimToken: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, claimToken: null, lastError: error })
    .where(heldBy(id, claimToken));
}

/**
 * Gives up on mails whose last allowed attempt crashed its sender (the lease ran out with every attempt used),
 * so a mail that kills the process cannot do so forever.
 */
export async function failExhaustedLeases(db: Db, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      lockedUntil: null,
      claimToken: null,
      lastError: sql`coalesce(${mailOutbox.lastError} || '; ', '') || 'sender stopped during the last attempt'`,
    })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lte(mailOutbox.lockedUntil, sql`now()`),
        gte(mailOutbox.attempts, maxAttempts),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
