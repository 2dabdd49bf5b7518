import { type MailContent, type MailText, quotedLines } from '../mail/index.ts';

/**
 * The "documents sent to you" mail (texts `documents/…` of the mail page): intro, the sender's message (if
 * any, quoted), the attached files under a label in the plural form of their count, footer.
 */
export function documentsMail(text: MailText, message: string, fileNames: readonly string[]): MailContent {
  const lines = [text('documents/intro'), ''];
  const trimmed = message.trim();
  if (trimmed) lines.push(text('documents/messageLabel'), ...quotedLines(trimmed), '');
  lines.push(
    text('documents/filesLabel', { count: fileNames.length }),
    ...fileNames.map((name) => `- ${name}`),
    '',
    '--',
    text('documents/footer'),
  );
  return { subject: text('documents/subject'), text: lines.join('\n') };
}
