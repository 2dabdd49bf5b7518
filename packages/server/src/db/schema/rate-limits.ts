import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for abuse limits (e-mail sending, forms, sign-in). They live in the database, not in
 * process memory, so every process behind a load balancer counts against the same limit. `bucket` names the
 * limit and who is counted (`documents-send:ip:203.0.113.7`); `window_start` is the start of the window.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
