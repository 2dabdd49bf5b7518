import { DEFAULT_LOCALE, type Locale, parseLocale } from './locales.ts';

/** The locale named by the first path segment, if it is one (case-insensitive). */
export function localeFromPathname(pathname: string): Locale | undefined {
  return parseLocale(pathname.split('/')[1]);
}

/** The same page in another locale: replaces the first path segment and keeps the rest. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const rest = pathname.split('/').slice(2).join('/');
  return rest ? `/${locale}/${rest}` : `/${locale}/`;
}

/**
 * Where a page path whose first segment is not exactly a locale belongs, or undefined when it is fine.
 * "/de-at/x" becomes "/de-AT/x" (canonical case); an unknown segment "/xx/foo" becomes "/en/foo".
 */
export function canonicalLocalePath(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = parseLocale(first);
  if (locale === first) return undefined;
  if (locale) return `/${[locale, ...rest].join('/')}`;
  return `/${[DEFAULT_LOCALE, ...rest].join('/')}`;
}
