import type { Locale } from '@airshop/domain/i18n/locales';
import { readTranslationFiles } from '../modules/i18n/translation-files.ts';
import { type MailText, mailText } from '../modules/mail/mail-texts.ts';

const rows = readTranslationFiles().rows.filter((row) => row.page === 'mail');

/** The mails' texts of a locale straight from the repository's translation files, for tests without a database. */
export function mailTextsFromFiles(locale: Locale): MailText {
  const texts: Record<string, string> = {};
  for (const row of rows) if (row.locale === 'en') texts[row.id] = row.text;
  for (const row of rows) if (row.locale === locale) texts[row.id] = row.text;
  return mailText(texts, locale);
}
