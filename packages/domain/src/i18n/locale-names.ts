import type { Locale } from './locales.ts';

/**
 * Each locale in its own language, as a language switcher lists them: a reader looks for the name they
 * can read, so these are never translated.
 */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  sv: 'Svenska',
  fi: 'Suomi',
  de: 'Deutsch',
  'de-AT': 'Deutsch (Österreich)',
  es: 'Español',
  fr: 'Français',
  'fr-BE': 'Français (Belgique)',
  hu: 'Magyar',
  it: 'Italiano',
  nl: 'Nederlands',
  'nl-BL': 'Nederlands (België)',
  pl: 'Polski',
  ro: 'Română',
  tr: 'Türkçe',
};
