import type { MailContent, MailText } from '../mail/index.ts';

/** The password-reset mail (texts `passwordReset/…` of the mail page): greeting, the link, how long it works. */
export function resetMail(text: MailText, name: string, link: string): MailContent {
  const lines = [
    text('passwordReset/greeting', { name }),
    '',
    text('passwordReset/body'),
    link,
    '',
    text('passwordReset/validity'),
    '',
    text('passwordReset/ignore'),
    '',
  ];
  return { subject: text('passwordReset/subject'), text: lines.join('\n') };
}
