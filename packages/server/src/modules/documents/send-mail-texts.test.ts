import { LOCALES } from '@airshop/domain/locales';
import { describe, expect, it } from 'vitest';
import { mailMessageSchema } from '../mail/message.ts';
import { SEND_MAIL_TEXTS, sendMailBody } from './send-mail-texts.ts';

describe('SEND_MAIL_TEXTS', () => {
  it('has every text in every locale, and each makes a valid mail', () => {
    for (const locale of LOCALES) {
      const texts = SEND_MAIL_TEXTS[locale];
      for (const text of Object.values(texts)) expect(text.trim().length, locale).toBeGreaterThan(0);
      const mail = mailMessageSchema.safeParse({
        to: ['a@example.com'],
        subject: texts.subject,
        text: sendMailBody(texts, 'Hello', ['Datasheet (EN).pdf']),
      });
      expect(mail.success, locale).toBe(true);
    }
    // Translated, not copied: the languages that differ from English say so.
    expect(new Set(LOCALES.map((l) => SEND_MAIL_TEXTS[l].intro)).size).toBeGreaterThanOrEqual(12);
  });

  it('quotes every line of the message and lists the files', () => {
    const body = sendMailBody(SEND_MAIL_TEXTS.en, 'line one\r\nline two\n', ['a.pdf', 'b.pdf']);
    expect(body).toContain('> line one\n> line two\n');
    expect(body).toContain('- a.pdf\n- b.pdf');
    expect(sendMailBody(SEND_MAIL_TEXTS.en, '  ', ['a.pdf'])).not.toContain(SEND_MAIL_TEXTS.en.messageLabel);
  });
});
