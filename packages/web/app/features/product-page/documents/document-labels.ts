import type { DocumentType } from '@airshop/domain/documents/document-table';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { missingKeyText } from '@airshop/domain/i18n/translation-text';
import type { Translate } from '../../../platform/i18n/use-translations.ts';

/*
 * What a person reads of a document's codes: type and status names from the site's translations (the catalogue's
 * own English name when the site has none for a new TypeKey or status), language names from Intl in the page's
 * language, dates in the short localised form (spec §9 "ll").
 */

function translatedOr(t: Translate, id: string, fallback: string): string {
  const text = t(id);
  return text === missingKeyText(id) ? fallback : text;
}

export function typeLabel(t: Translate, type: DocumentType | undefined): string {
  if (!type) return '';
  return translatedOr(t, `documents/type/${type.key}`, type.name);
}

export function statusLabel(t: Translate, status: string): string {
  return translatedOr(t, `documents/status/${status.trim().toLowerCase()}`, status);
}

export interface DocumentFormatters {
  /** One language, as an option or a cell. */
  language(code: string): string;
  /** "English and Swedish", as a cell. */
  languages(codes: readonly string[]): string;
  /** The same inside a sentence (lower-case where the language writes it so). */
  languagesInText(codes: readonly string[]): string;
  date(isoDate: string): string;
}

const cache = new Map<Locale, DocumentFormatters>();

/** Intl objects are costly to make: one set per locale, shared by every row. */
export function documentFormatters(locale: Locale): DocumentFormatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = intlTag(locale);
  const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' });
  const list = new Intl.ListFormat([tag], { style: 'long', type: 'conjunction' });
  // The date is a calendar day: formatting it in UTC keeps it the same day in every time zone.
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const name = (code: string) => {
    const trimmed = code.trim();
    try {
      const found = names.of(trimmed);
      if (found && found !== trimmed) return found;
    } catch {
      // Not a language code Intl accepts: show it as it is.
    }
    return trimmed.toUpperCase();
  };
  // Names start lower-case in some languages ("anglais"): capitalised where they stand alone.
  const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  const formatters: DocumentFormatters = {
    language: (code) => capitalise(name(code)),
    languages: (codes) => capitalise(list.format(codes.map(name))),
    languagesInText: (codes) => list.format(codes.map(name)),
    date: (isoDate) => {
      const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(time) ? isoDate : dates.format(time);
    },
  };
  cache.set(locale, formatters);
  return formatters;
}
