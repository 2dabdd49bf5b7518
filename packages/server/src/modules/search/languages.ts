import { LOCALES, type Locale } from '@airshop/domain/i18n/locales';

/*
 * The text-search configuration of each locale (ADR 0071): the language's Snowball stemmer where PostgreSQL
 * has one, `simple` (no stemming, no stop words) for Polish and anything else. Regional locales take their
 * language's (de-AT german, fr-BE french, nl-BL dutch).
 */
const CONFIGS: Record<string, string> = {
  en: 'english',
  sv: 'swedish',
  fi: 'finnish',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nl: 'dutch',
  ro: 'romanian',
  tr: 'turkish',
};

export function baseLanguage(locale: string): string {
  const dash = locale.indexOf('-');
  return dash > 0 ? locale.slice(0, dash) : locale;
}

export function searchConfig(locale: Locale): string {
  return CONFIGS[baseLanguage(locale)] ?? 'simple';
}

/** Every locale with its base language and configuration, as the VALUES list the index is built from. */
export const SEARCH_LOCALES = LOCALES.map((locale) => ({
  locale,
  base: baseLanguage(locale),
  config: searchConfig(locale),
}));
