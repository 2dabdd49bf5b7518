import { LOCALES } from '@airshop/domain/locales';
import { USER_STATUS_TRANSITIONS } from '@airshop/domain/user-status';
import { describe, expect, it } from 'vitest';
import {
  DECISION_MAIL_KINDS,
  DECISION_MAIL_TEXTS,
  decisionMailBody,
  decisionMailKind,
} from './decision-mail-texts.ts';

describe('decision mail texts', () => {
  it('has every text in every locale, translated', () => {
    const en = DECISION_MAIL_TEXTS.en;
    for (const locale of LOCALES) {
      const texts = DECISION_MAIL_TEXTS[locale];
      expect(texts.greeting).toContain('{name}');
      for (const kind of DECISION_MAIL_KINDS) {
        expect(texts[kind].subject.trim()).not.toBe('');
        expect(texts[kind].subject).not.toMatch(/[\r\n]/);
        expect(texts[kind].body.trim()).not.toBe('');
        if (locale !== 'en') {
          expect(texts[kind].subject, `${locale} ${kind}`).not.toBe(en[kind].subject);
          expect(texts[kind].body, `${locale} ${kind}`).not.toBe(en[kind].body);
        }
      }
      if (locale !== 'en') expect(texts.footer).not.toBe(en.footer);
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

  it('writes the greeting, the text and the quoted reason', () => {
    const body = decisionMailBody(
      DECISION_MAIL_TEXTS.en,
      'rejected',
      'Ann Lee',
      'Unknown company\nSign up again',
    );
    expect(body).toBe(
      [
        'Hello Ann Lee,',
        '',
        DECISION_MAIL_TEXTS.en.rejected.body,
        '',
        'Reason:',
        '> Unknown company',
        '> Sign up again',
        '',
        '--',
        DECISION_MAIL_TEXTS.en.footer,
      ].join('\n'),
    );
    expect(decisionMailBody(DECISION_MAIL_TEXTS.en, 'approved', 'Ann Lee', null)).not.toContain('Reason:');
  });
});
