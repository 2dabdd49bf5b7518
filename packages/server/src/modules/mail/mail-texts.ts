import type { Locale } from '@airshop/domain/i18n/locales';
import {
  formatMessage,
  type MessageValues,
  type TranslationMap,
  toTranslationMap,
} from '@airshop/domain/i18n/translation-text';
import type { Db } from '../../db/client.ts';
import { loadPageTranslations } from '../i18n/index.ts';

/** One text of the mails in one locale, `{name}` and plurals filled like every text of the pages. */
export type MailText = (id: string, values?: MessageValues) => string;

/** The subject and plain-text body a mail module hands to the outbox. */
export interface MailContent {
  subject: string;
  text: string;
}

/**
 * The mails' texts in a locale, from the `mail` page of the translation files (ADR 0049); an id the locale
 * lacks falls back to English like a page's texts. An id no file has is a mistake in the code, not a text to
 * mail: it throws.
 */
export async function loadMailTexts(db: Db, locale: Locale): Promise<MailText> {
  return mailText(toTranslationMap(await loadPageTranslations(db, locale, 'mail')), locale);
}

/** The MailText of a locale's texts by id. */
export function mailText(texts: TranslationMap, locale: Locale): MailText {
  return (id, values) => {
    const text = texts[id];
    if (text === undefined) throw new Error(`The mail text "${id}" is in no translation file`);
    return formatMessage(text, values, locale);
  };
}

/** The lines of a text someone typed, each quoted with "> " as mail readers show a quotation. */
export function quotedLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => `> ${line}`);
}
