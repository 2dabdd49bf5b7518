import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { markets } from './market.ts';

/*
 * Placed orders and guests' quote requests (issue 16, ADR 0063). An order is a snapshot of what was agreed at
 * submit (`snapshot`, the domain's `Order` without its status history): it is never re-read from today's
 * catalogue, prices or addresses. The columns beside it are what lists filter, sort and export on.
 */

/** `AS-2026-000123`: the number part of orders. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });
/** `AS-Q-2026-000045`: the number part of quote requests. */
export const quoteNumberSeq = pgSequence('quote_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** ORDER_KINDS: `order` or `quoteRequest`. */
    kind: text('kind').notNull(),
    /** ORDER_STATUSES; every change is also a row of order_status_events. */
    status: text('status').notNull().default('received'),
    /** Null for a quote request (a guest has no company here) and if the company was removed since. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    currency: text('currency').notNull(),
    /** The language the buyer used: mails about the order speak it. */
    locale: text('locale').notNull(),
    orderReference: varchar('order_reference', { length: 35 }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    companyName: text('company_name').notNull(),
    customerNumber: text('customer_number'),
    lineCount: integer('line_count').notNull(),
    pieces: integer('pieces').notNull(),
    /** Null for a quote request. */
    totalNet: numeric('total_net', { precision: 14, scale: 2 }),
    /** The domain's `Order` as agreed, without Status and StatusHistory (those are the columns and events). */
    snapshot: jsonb('snapshot').notNull(),
    /** The cart it came from (not a reference: the cart lives on, emptied, or is deleted later). */
    cartId: uuid('cart_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_company_idx').on(t.companyId, t.placedAt),
    index('orders_placed_idx').on(t.placedAt),
    index('orders_status_idx').on(t.status, t.placedAt),
    check('orders_kind_check', sql`${t.kind} in ('order', 'quoteRequest')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('received', 'confirmed', 'shipped', 'invoiced', 'cancelled')`,
    ),
  ],
);

/** Every status an order has had, with who set it (null: the shop itself, at submit). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.id)],
);

export const ORDER_EXPORT_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;

/**
 * The ERP hand-off outbox (issue 16 point 8): one row per submitted order, written in the submit's transaction,
 * delivered by a worker to ORDER_WEBHOOK_URL (or as a file in DATA_DIR/orders-out/) with retries and back-off,
 * leased like the mail outbox so two processes never deliver one row at once.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_EXPORT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_exports_due_idx').on(t.status, t.nextAttemptAt)],
);
