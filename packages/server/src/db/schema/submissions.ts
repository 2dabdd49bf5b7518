import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const STATUS_CHECK = (column: unknown) => sql`${column} in ('new', 'in-progress', 'done')`;

/**
 * The back office's status of a submission (ADR 0074), one row per submission the back office has touched; a
 * submission without a row is new. `source` names the table the submission lives in (domain
 * SUBMISSION_SOURCES) and `submission_id` its row: no foreign key, since the submissions are in several tables.
 */
export const submissionStatuses = pgTable(
  'submission_statuses',
  {
    source: text('source').notNull(),
    submissionId: uuid('submission_id').notNull(),
    status: text('status', { enum: ['new', 'in-progress', 'done'] }).notNull(),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.submissionId] }),
    index('submission_statuses_status_idx').on(t.status),
    check('submission_statuses_status_check', STATUS_CHECK(t.status)),
  ],
);

/** Every status the back office set, with who and when: the history the detail view shows. */
export const submissionStatusEvents = pgTable(
  'submission_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    submissionId: uuid('submission_id').notNull(),
    status: text('status', { enum: ['new', 'in-progress', 'done'] }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_status_events_submission_idx').on(t.source, t.submissionId, t.createdAt),
    check('submission_status_events_status_check', STATUS_CHECK(t.status)),
  ],
);
