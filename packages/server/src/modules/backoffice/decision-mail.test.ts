import { USER_STATUS_TRANSITIONS } from '@airshop/domain/account/user-status';
import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { mailTextsFromFiles } from '../../testing/mail-texts.ts';
import { mailMessageSchema } from '../mail/index.ts';
import { DECISION_MAIL_KINDS, decisionMail, decisionMailKind } from './decision-mail.ts';

describe('decision mails', () => {
  it('make a valid mail of every kind in every locale, greeting the person by name', () => {
    for (const locale of LOCALES) {
      const text = mailTextsFromFiles(locale);
      for (const kind of DECISION_MAIL_KINDS) {
        const mail = decisionMail(text, kind, 'Ann Lee', 'Because');
        expect(
          mailMessageSchema.safeParse({ to: ['a@example.com'], ...mail }).success,
          `${locale} ${kind}`,
        ).toBe(true);
        expect(mail.text.split('\n')[0], `${locale} ${kind}`).toContain('Ann Lee');
        expect(mail.subject, `${locale} ${kind}`).not.toMatch(/[{}\r\n]/);
      }
    }
  });

  it('gives every decision transition a mail kind', () => {
    const kinds = USER_STATUS_TRANSITIONS.filter((t) => t.kind !== 'signUp').map((t) => [
      t.kind,
      decisionMailKind(t.from, t.to),
    ]);
    for (const [decision, kind] of kinds) {
      const expected = {
        approve: ['stepApproved', 'approved'],
        reject: ['rejected'],
        remove: ['removed'],
        hold: ['onHold'],
        resume: ['resumed'],
      }[decision as string];
      expect(expected).toContain(kind);
    }
    expect(decisionMailKind(12, 8)).toBe('approved');
    expect(decisionMailKind(3, 4)).toBe('stepApproved');
    expect(decisionMailKind(11, 9)).toBe('removed');
  });

  it('writes the greeting, the text and the quoted reason, in the wording of the translation files', () => {
    const en = mailTextsFromFiles('en');
    const mail = decisionMail(en, 'rejected', 'Ann Lee', 'Unknown company\nSign up again');
    expect(mail).toEqual({
      subject: 'Your request for an Airshop account was declined',
      text: [
        'Hello Ann Lee,',
        '',
        en('decision/rejected/body'),
        '',
        'Reason:',
        '> Unknown company',
        '> Sign up again',
        '',
        '--',
        en('decision/footer'),
      ].join('\n'),
    });
    expect(decisionMail(en, 'approved', 'Ann Lee', null).text).not.toContain('Reason:');
    expect(decisionMail(mailTextsFromFiles('de'), 'approved', 'Ann Lee', null).text).toMatch(
      /^Guten Tag Ann Lee,/,
    );
  });
});
