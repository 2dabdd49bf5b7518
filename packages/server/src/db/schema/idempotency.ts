import { sql } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of writes made with an idempotency key (platform/idempotency.ts, ADR 0051): one row per key of one
 * client (`scope`: a company, or `public` for anonymous forms). `fingerprint` is the SHA-256 of the operation and
 * its body, so the same key with another body is refused; null only for keys carried over from before this table
 * (migration 0011), which match any body. `result` is what the first request answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint'),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope, t.key] })],
);
