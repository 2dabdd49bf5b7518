import { primaryType } from '@airshop/domain/documents/document-table';
import type { DocumentDto } from '@airshop/domain/documents/documents';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { missingKeyText } from '@airshop/domain/i18n/translation-text';
import type { Translate } from '../../platform/i18n/use-translations.ts';

/*
 * What a person reads of a document's codes on the search pages, as on the product page's table: type, status
 * and supertype names from the site's translations (the catalogue's own word for one the site has no text of),
 * language names from Intl in the page's language, dates in the medium localised form.
 */

export interface DocumentLabels {
  language(code: string): string;
  type(document: DocumentDto): string;
  typeKey(key: string, fallback: string): string;
  supertype(value: string, fallback: string): string;
  status(status: string): string;
  productType(value: string, fallback: string): string;
  date(isoDate: string): string;
}

function translatedOr(t: Translate, id: string, fallback: string): string {
  const text = t(id);
  return text === missingKeyText(id) ? fallback : text;
}

export function documentLabels(locale: Locale, t: Translate): DocumentLabels {
  const tag = intlTag(locale);
  const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' });
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const slug = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-');
  const typeKey = (key: string, fallback: string) => translatedOr(t, `documentType/${slug(key)}`, fallback);
  return {
    language: (code) => {
      const trimmed = code.trim();
      let name = trimmed.toUpperCase();
      try {
        const found = names.of(trimmed);
        if (found && found !== trimmed) name = found;
      } catch {
        // Not a code Intl knows: shown as it is.
      }
      return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    },
    type: (document) => {
      const type = primaryType(document);
      return type ? typeKey(type.key, type.name) : '';
    },
    typeKey,
    supertype: (value, fallback) => translatedOr(t, `supertype/${slug(value)}`, fallback),
    status: (status) => translatedOr(t, `status/${slug(status)}`, status),
    productType: (value, fallback) => translatedOr(t, `productType/${slug(value)}`, fallback),
    date: (isoDate) => {
      const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(time) ? isoDate : dates.format(time);
    },
  };
}

export function languageNames(labels: DocumentLabels, codes: readonly string[]): string {
  return codes.map((code) => labels.language(code)).join(', ');
}
