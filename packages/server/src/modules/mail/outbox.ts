import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { wakeWorkersOnCommit } from '../../platform/wake-workers.ts';
import { type MailMessage, mailMessageSchema } from './message.ts';
import { insertOutboxRow } from './queries.ts';

/** The notification channel of the outbox: every process's mail worker listens on it (ADR 0046). */
export const MAIL_OUTBOX_CHANNEL = 'airshop_mail_outbox';

/**
 * Puts a mail into the outbox; the mail worker sends it. Pass the transaction of the change that causes the mail
 * (`db.transaction(async (tx) => { …; await enqueueMail(tx, mail) })`): the mail then exists exactly when the
 * change does, and the mail workers of all processes wake when it commits. An invalid mail (bad address, a line
 * break in the subject …) throws `validation_failed`, which rolls that transaction back.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<{ id: string }> {
  const parsed = mailMessageSchema.safeParse(message);
  if (!parsed.success) {
    throw new AppError(
      'validation_failed',
      'The mail is not valid.',
      parsed.error.issues.map((issue) => ({ in: 'mail', path: issue.path, message: issue.message })),
    );
  }
  const mail = parsed.data;
  // The id is made here, not by the database, because it is also the Message-ID: fixed before any attempt.
  const id = randomUUID();
  await insertOutboxRow(db, {
    id,
    recipients: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? [],
  });
  // The worker of whichever process is free sends it as soon as the caller's transaction commits.
  await wakeWorkersOnCommit(db, MAIL_OUTBOX_CHANNEL);
  return { id };
}
