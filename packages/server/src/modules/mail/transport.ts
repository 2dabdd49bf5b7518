import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../platform/config.ts';

/** What a transport needs to hand one mail on. */
export interface OutgoingMail {
  id: string;
  createdAt: Date;
  options: Mail.Options;
}

export interface DeliveryResult {
  /** Recipients the SMTP server refused while taking the mail for the others. */
  rejected: string[];
}

export interface MailTransport {
  /** Where mail goes, for the logs: `smtp` or the `.eml` folder. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<DeliveryResult>;
  close(): void;
}

/** A failure that no retry can fix (the server refused the mail for good, the row cannot be sent as it is). */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

// SMTP responses 5xx are final, except those that mean our own credentials or setup are wrong: an operator can
// fix those, and the mail should still go out afterwards.
const RETRYABLE_5XX = new Set([530, 534, 535, 538]);

function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && !RETRYABLE_5XX.has(code);
}

// Nodemailer's defaults let a hung server hold a send for up to ten minutes; the worker's lease must outlast a
// send, so it is bounded here (see LEASE_MS in worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

// Mail content is data from our own rows, never a file path or URL for the library to fetch.
const NO_FETCHING = { disableFileAccess: true, disableUrlAccess: true };

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...NO_FETCHING });
  return {
    description: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail(mail.options);
        return { rejected: info.rejected.map(String) };
      } catch (error) {
        if (isPermanentSmtpFailure(error)) {
          throw new PermanentMailError((error as Error).message, { cause: error });
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/** `2026-11-22T02:15:00.123Z` → `20261122T021500123Z`: sortable and safe in a file name on every system. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * Without SMTP, each mail becomes an RFC 822 file in DATA_DIR/outbox that a developer can open in a mail
 * client. The name is fixed per mail and the file is written whole (temp file, then rename), so a resend after
 * a crash replaces the file instead of adding a second one.
 */
function emlTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...NO_FETCHING,
  });
  return {
    description: dir,
    async send(mail) {
      const info = await transporter.sendMail(mail.options);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileTimestamp(mail.createdAt)}-${mail.id}.eml`);
      const temp = `${file}.tmp`;
      await writeFile(temp, info.message);
      await rename(temp, file);
      return { rejected: [] };
    },
    close: () => transporter.close(),
  };
}

export function outboxDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'outbox');
}

export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'DATA_DIR'>): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : emlTransport(outboxDir(config));
}
