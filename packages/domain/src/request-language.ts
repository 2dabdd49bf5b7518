import { COUNTRY_COOKIE, DEFAULT_LANGUAGE_COOKIE } from './constants.ts';
import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage, parseLocale } from './locales.ts';

/**
 * The language the shared request helper sends in x-lang (spec: "country cookie, else default-language
 * cookie"), falling back to the page's own locale.
 */
export function requestLanguage(cookies: Record<string, string | undefined>, pageLocale: Locale): string {
  const country = cookies[COUNTRY_COOKIE]?.trim();
  if (country) return country;
  const defaultLanguage = cookies[DEFAULT_LANGUAGE_COOKIE]?.trim();
  if (defaultLanguage) return defaultLanguage;
  return pageLocale;
}

/** Finds a locale inside a cookie value such as "de-AT", "sv" or "fi-FI" (the language part alone counts). */
export function localeInCookieValue(value: string | undefined): Locale | undefined {
  if (!value) return undefined;
  return parseLocale(value) ?? parseLocale(value.trim().split(/[-_]/)[0]);
}

/** Where "/" sends a visitor: the country cookie, the default-language cookie, Accept-Language, then en. */
export function preferredLocale(
  cookies: Record<string, string | undefined>,
  acceptLanguage: string | null | undefined,
): Locale {
  return (
    localeInCookieValue(cookies[COUNTRY_COOKIE]) ??
    localeInCookieValue(cookies[DEFAULT_LANGUAGE_COOKIE]) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
