import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { markets } from './market.ts';

const KINDS = `('discrepancy-report', 'service-request', 'retrofit-fans', 'warranty-claim')`;

/** The number of a reference (`DR-2026-000042`): one sequence for the four forms, so a number is never reused. */
export const afterSalesReferenceSeq = pgSequence('after_sales_reference_seq', { startWith: 1 });

/**
 * One row per sent after-sales form (ADR 0075): the columns the back office's list filters and searches by,
 * and every field as sent in `fields` (the form's schema output without its files and requestId). The four forms
 * share one table because they are read together (the list, the sweep) and written by one service; their fields
 * differ and change with the forms, so they are one JSON document checked by the form's schema on the way in.
 */
export const afterSalesSubmissions = pgTable(
  'after_sales_submissions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** The signed-in user who sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The market the sender browsed (the one Shop/Markets/Current names): it picks the mailbox. */
    marketId: text('market_id').references(() => markets.id),
    /** SalesUnit/salesUnit: the confirmation mail's language. */
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    serialNumber: text('serial_number'),
    fields: jsonb('fields').notNull(),
    /** Where the back office's mail went. */
    mailbox: text('mailbox').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_submissions_reference_idx').on(t.reference),
    index('after_sales_submissions_created_idx').on(t.createdAt),
    check('after_sales_submissions_kind_check', sql.raw(`"kind" in ${KINDS}`)),
  ],
);

/** The files of a submission, in the order they were sent; the bytes are in the file storage. */
export const afterSalesSubmissionFiles = pgTable(
  'after_sales_submission_files',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => afterSalesSubmissions.id, { onDelete: 'cascade' }),
    /** The file field (IssueDocumentation, photos …). */
    field: text('field').notNull(),
    /** 1, 2 … within the field. */
    position: smallint('position').notNull(),
    /** The name the sender's file had, cleaned (cleanFileName). */
    name: text('name').notNull(),
    /** The type the bytes show, not the one the browser declared. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.field, t.position] }),
    // The sweep of pending files asks which keys a row names, many at a time.
    uniqueIndex('after_sales_submission_files_storage_key_idx').on(t.storageKey),
  ],
);
