import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { mailTextsFromFiles } from '../../testing/mail-texts.ts';
import { mailMessageSchema } from '../mail/index.ts';
import { resetMail } from './reset-mail.ts';

describe('the password-reset mail', () => {
  it('greets by name and carries the link on a line of its own, in every locale', () => {
    const link = 'https://shop.example/en/account/password-reset/complete?token=abc';
    for (const locale of LOCALES) {
      const mail = resetMail(mailTextsFromFiles(locale), 'Ann', link);
      expect(mailMessageSchema.safeParse({ to: ['a@example.com'], ...mail }).success, locale).toBe(true);
      expect(mail.text.split('\n')[0], locale).toContain('Ann');
      expect(mail.text.split('\n'), locale).toContain(link);
      expect(mail.text, locale).not.toMatch(/[{}]/);
    }
    expect(resetMail(mailTextsFromFiles('en'), 'Ann', link)).toEqual({
      subject: 'Reset your Airshop password',
      text: [
        'Hello Ann,',
        '',
        'You asked for a new password for your Airshop account. Choose it with this link:',
        link,
        '',
        'The link works for one hour and only once.',
        '',
        "If you didn't ask for this, you can ignore this e-mail. Your password stays as it is.",
        '',
      ].join('\n'),
    });
  });
});
