import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { mailTextsFromFiles } from '../../testing/mail-texts.ts';
import { mailMessageSchema } from '../mail/index.ts';
import { documentsMail } from './documents-mail.ts';

describe('the documents mail', () => {
  it('makes a valid mail in every locale', () => {
    for (const locale of LOCALES) {
      const mail = documentsMail(mailTextsFromFiles(locale), 'Hello', ['Datasheet (EN).pdf']);
      expect(mailMessageSchema.safeParse({ to: ['a@example.com'], ...mail }).success, locale).toBe(true);
      expect(mail.text, locale).not.toMatch(/[{}]/);
    }
  });

  it('quotes every line of the message and lists the files', () => {
    const en = mailTextsFromFiles('en');
    const mail = documentsMail(en, 'line one\r\nline two\n', ['a.pdf', 'b.pdf']);
    expect(mail.subject).toBe('Documents from Airshop');
    expect(mail.text).toContain('Message from the sender:\n> line one\n> line two\n');
    expect(mail.text).toContain('Attached documents:\n- a.pdf\n- b.pdf');
    // One file, one document: the label takes the plural form of the count, in every language.
    expect(documentsMail(en, '', ['a.pdf']).text).toContain('Attached document:\n- a.pdf');
    expect(documentsMail(mailTextsFromFiles('pl'), '', ['a.pdf', 'b.pdf']).text).toContain(
      'Załączone dokumenty:',
    );
    expect(documentsMail(mailTextsFromFiles('sv'), '', ['a.pdf']).text).toContain('Bifogat dokument:');
    expect(documentsMail(en, '  ', ['a.pdf']).text).not.toContain('Message from the sender:');
  });
});
