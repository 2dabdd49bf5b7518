import { COUNTRY_COOKIE, DEFAULT_LANGUAGE_COOKIE } from '../site/constants.ts';
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

/** What an API call says about its language: its two headers and the spec's two cookies. */
export interface ApiCallLanguage {
  /** x-page-locale: the locale of the page the answer is made for (sent by our web client). */
  readonly pageLocale?: string | undefined;
  /** x-lang: the spec's language header (country cookie, else default-language cookie). */
  readonly language?: string | undefined;
  readonly countryCookie?: string | undefined;
  readonly defaultLanguageCookie?: string | undefined;
}

/**
 * The language of an API answer (ADR 0049). An answer made for a page is in the page's locale, whatever the
 * cookies say: a Swedish page shows Swedish prices, texts and errors, also to a visitor whose country cookie is
 * Finnish. A call that names no page keeps the spec's rule: x-lang, then the country cookie, then the
 * default-language cookie, then en. A value that is no locale of the shop is passed over.
 */
export function apiAnswerLocale(call: ApiCallLanguage): Locale {
  return (
    parseLocale(call.pageLocale) ??
    parseLocale(call.language) ??
    parseLocale(call.countryCookie) ??
    parseLocale(call.defaultLanguageCookie) ??
    DEFAULT_LOCALE
  );
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
