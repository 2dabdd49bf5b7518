import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderExports } from '../../../db/schema/orders.ts';

/*
 * The ERP hand-off's outbox statements: the mail outbox's (mail/queries.ts, ADR 0007) for order_exports. Each
 * table keeps its own statements, as drizzle's typed builder does not abstract over tables; the loop and the
 * batch drain around them are shared (platform/worker-loop.ts).
 */

export type ExportRow = typeof orderExports.$inferSelect;

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims up to `limit` due exports: pending ones whose time has come and ones whose worker's lease ran out. One
 * statement whose inner SELECT locks the rows it picks and skips rows another worker is claiming, so each row
 * goes to exactly one worker; the database's clock is the one every process shares.
 */
export async function claimDueExports(
  db: Db,
  {
    limit,
    leaseMs,
    maxAttempts,
    claimToken,
  }: { limit: number; leaseMs: number; maxAttempts: number; claimToken: string },
): Promise<ExportRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ orderId: orderExports.orderId })
    .from(orderExports)
    .where(
      or(
        and(eq(orderExports.status, 'pending'), lte(orderExports.nextAttemptAt, now)),
        and(
          eq(orderExports.status, 'sending'),
          lte(orderExports.lockedUntil, now),
          lt(orderExports.attempts, maxAttempts),
        ),
      ),
    )
    .orderBy(asc(orderExports.nextAttemptAt), asc(orderExports.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(orderExports)
    .set({
      status: 'sending',
      attempts: sql`${orderExports.attempts} + 1`,
      lockedUntil: secondsFromNow(leaseMs),
      claimToken,
    })
    .where(inArray(orderExports.orderId, due))
    .returning();
}

/** Only the worker holding the claim may write the result: one that lost its lease writes nothing. */
const heldBy = (orderId: string, claimToken: string) =>
  and(
    eq(orderExports.orderId, orderId),
    eq(orderExports.status, 'sending'),
    eq(orderExports.claimToken, claimToken),
  );

export async function renewExportLease(
  db: Db,
  orderId: string,
  claimToken: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(orderExports)
    .set({ lockedUntil: secondsFromNow(leaseMs) })
    .where(heldBy(orderId, claimToken))
    .returning({ orderId: orderExports.orderId });
  return rows.length > 0;
}

export async function markDelivered(db: Db, orderId: string, claimToken: string): Promise<boolean> {
  const rows = await db
    .update(orderExports)
    .set({
      status: 'delivered',
      deliveredAt: sql`now()`,
      lockedUntil: null,
      claimToken: null,
      lastError: null,
    })
    .where(heldBy(orderId, claimToken))
    .returning({ orderId: orderExports.orderId });
  return rows.length > 0;
}

export async function releaseExportClaims(db: Db, orderIds: string[], claimToken: string): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orderExports)
    .set({
      status: 'pending',
      attempts: sql`${orderExports.attempts} - 1`,
      lockedUntil: null,
      claimToken: null,
    })
    .where(
      and(
        inArray(orderExports.orderId, orderIds),
        eq(orderExports.status, 'sending'),
        eq(orderExports.claimToken, claimToken),
      ),
    );
}

export async function markExportRetry(
  db: Db,
  orderId: string,
  claimToken: string,
  { delayMs, error }: { delayMs: number; error: string },
): Promise<void> {
  await db
    .update(orderExports)
    .set({
      status: 'pending',
      nextAttemptAt: secondsFromNow(delayMs),
      lockedUntil: null,
      claimToken: null,
      lastError: error,
    })
    .where(heldBy(orderId, claimToken));
}

export async function markExportFailed(
  db: Db,
  orderId: string,
  claimToken: string,
  error: string,
): Promise<void> {
  await db
    .update(orderExports)
    .set({ status: 'failed', lockedUntil: null, claimToken: null, lastError: error })
    .where(heldBy(orderId, claimToken));
}

/** Gives up on exports whose last allowed attempt crashed its worker (the lease ran out, every attempt used). */
export async function failExhaustedExportLeases(db: Db, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(orderExports)
    .set({
      status: 'failed',
      lockedUntil: null,
      claimToken: null,
      lastError: sql`coalesce(${orderExports.lastError} || '; ', '') || 'worker stopped during the last attempt'`,
    })
    .where(
      and(
        eq(orderExports.status, 'sending'),
        lte(orderExports.lockedUntil, sql`now()`),
        gte(orderExports.attempts, maxAttempts),
      ),
    )
    .returning({ orderId: orderExports.orderId });
  return rows.length;
}
