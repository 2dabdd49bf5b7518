import type { Readable } from 'node:stream';
import type Mail from 'nodemailer/lib/mailer';
import type { MailAttachmentRef } from '../../db/schema.ts';
import { mailMessageSchema } from './message.ts';
import type { OutboxRow } from './queries.ts';
import { type OutgoingMail, PermanentMailError } from './transport.ts';

/**
 * An attachment's file is not in storage. Not permanent: the file may still arrive (a process that stored it
 * has not finished, a shared folder was briefly unmounted), so the mail stays in the outbox and is tried again
 * with the usual back-off, and is failed with this reason after the last attempt; never sent without it.
 */
export class MissingAttachmentError extends Error {
  override name = 'MissingAttachmentError';
}

/** Reads an attachment's bytes from the file storage. */
export type OpenAttachment = (ref: MailAttachmentRef) => Promise<Buffer | Readable>;

/** The domain of MAIL_FROM (`Airshop <no-reply@airshop.example>` → `airshop.example`), for Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function messageIdOf(id: string, from: string): string {
  return `<${id}@${mailDomain(from)}>`;
}

/**
 * Turns an outbox row into the mail to send. The Message-ID and Date come from the row, so every attempt sends
 * the same message. The row is checked again with the enqueue rules: a row written some other way (a script,
 * a manual insert) gets no chance to inject headers either.
 */
export async function composeMail(
  row: OutboxRow,
  from: string,
  openAttachment: OpenAttachment | undefined,
): Promise<OutgoingMail> {
  const checked = mailMessageSchema.safeParse({
    to: row.recipients,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    attachments: row.attachments,
  });
  if (!checked.success) throw new PermanentMailError(`Not sendable: ${checked.error.message}`);
  const mail = checked.data;

  const attachments: Mail.Attachment[] = [];
  for (const ref of mail.attachments ?? []) {
    if (!openAttachment) {
      throw new PermanentMailError('The mail has attachments but no file storage is set up');
    }
    attachments.push({
      filename: ref.filename,
      contentType: ref.contentType,
      content: await openAttachment(ref),
    });
  }

  return {
    id: row.id,
    createdAt: row.createdAt,
    options: {
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
      messageId: messageIdOf(row.id, from),
      date: row.createdAt,
    },
  };
}
