import { z } from 'zod';

/**
 * Control characters (CR and LF above all), and the Unicode line and paragraph separators. A header-bound field
 * holding one could end its header and start another (header injection), so such fields refuse them outright
 * rather than relying on the mail library's encoding.
 */
const HEADER_UNSAFE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

const headerSafe = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !HEADER_UNSAFE.test(value), 'must not contain line breaks or control characters');

// z.email() accepts only a plain address (no display name, no spaces or line breaks); the header check repeats
// it on purpose, so the rule does not depend on the e-mail pattern staying that strict.
const recipientSchema = z.email().max(100).pipe(headerSafe(100));

export const MAIL_MAX_RECIPIENTS = 50;
export const MAIL_MAX_BODY_CHARS = 1_000_000;

export const mailAttachmentSchema = z.object({
  filename: headerSafe(200),
  /** Where the file is in the file storage; resolved by the worker's `openAttachment`. */
  storageKey: headerSafe(500),
  contentType: z
    .string()
    .regex(/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i, 'must be a MIME type like text/csv'),
});

/** An outgoing mail as a service hands it to `enqueueMail`. The sender is always MAIL_FROM. */
export const mailMessageSchema = z.object({
  to: z.array(recipientSchema).min(1).max(MAIL_MAX_RECIPIENTS),
  subject: headerSafe(200),
  /** Plain text; line breaks are fine in bodies. */
  text: z.string().min(1).max(MAIL_MAX_BODY_CHARS),
  html: z.string().min(1).max(MAIL_MAX_BODY_CHARS).optional(),
  attachments: z.array(mailAttachmentSchema).max(10).optional(),
});

export type MailMessage = z.input<typeof mailMessageSchema>;
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;
