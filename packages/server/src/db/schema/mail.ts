import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file to attach, kept in the file storage; the outbox stores only where it is. */
export interface MailAttachmentRef {
  filename: string;
  storageKey: string;
  contentType: string;
}

/**
 * The transactional outbox (ADR 0007): a mail is a row written in the same transaction as the change that
 * causes it, and the mail worker sends it later. `pending` rows are due at `next_attempt_at`; a worker that
 * claims a row sets `sending` with a lease (`locked_until`, `claim_token`), so a crashed worker's rows become
 * claimable again when the lease runs out. `sent` and `failed` are final.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /**
     * Made at enqueue and the left part of the Message-ID header (`<id@domain of MAIL_FROM>`), so a resend after
     * a crash is the same message to the recipient's server and mail client.
     */
    id: uuid('id').primaryKey(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Claims so far, counted when a worker claims the row, so a mail that crashes its sender still runs out. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which claim holds the lease: a worker that lost its lease cannot overwrite the new holder's result. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    // The worker's two questions: which pending mails are due, and which leases have run out.
    index('mail_outbox_pending_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_sending_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
  ],
);
