import { type Locale, parseLocale } from '@airshop/domain/i18n/locales';
import { preferredLocale } from '@airshop/domain/i18n/request-language';
import { parseCookies } from '@airshop/domain/site/cookies';

/*
 * The spec's fixed paths (/util/login.aspx, /util/logout.aspx) come from links outside this site (e-mails, the
 * ERP portal, old bookmarks), which spell the query names in different cases: ReturnUrl, returnUrl, returnurl.
 */

/** A query value by name, ignoring the name's case; the first one wins. */
export function queryValue(params: URLSearchParams, ...names: string[]): string | undefined {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  for (const [name, value] of params) {
    if (wanted.has(name.toLowerCase()) && value.trim()) return value.trim();
  }
  return undefined;
}

/** The page's locale: the language the link names, else what the visitor prefers (cookies, browser). */
export function localeOfFixedPath(request: Request, params: URLSearchParams): Locale {
  const named = queryValue(params, 'language', 'lang');
  return (
    parseLocale(named) ??
    preferredLocale(parseCookies(request.headers.get('cookie')), request.headers.get('accept-language'))
  );
}
