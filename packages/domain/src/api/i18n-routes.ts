import type { Route } from './endpoint.ts';

/** Where the translations' endpoint is (declared in `i18n.ts`); plain data, so the browser loads no schema. */
export const i18nPageTranslationsRoute = {
  method: 'GET',
  path: '/api/v1/Translations/Pages/:page',
} as const satisfies Route;

/**
 * The texts of several pages in one answer, named by locale and version (ADR 0081): what a server-rendered
 * document was rendered with, read by the browser before it hydrates the page.
 */
export const i18nTextsRoute = {
  method: 'GET',
  path: '/api/v1/Translations/Texts/:locale/:version',
} as const satisfies Route;

/** The query of Translations/Texts: the pages, comma-separated, in the order the server wrote them. */
export const TEXTS_PAGES_PARAM = 'pages';

/** Where a document's texts are read from; the web server writes it into the page, the browser reads it there. */
export function textsPath(locale: string, version: string, pages: readonly string[]): string {
  return `/api/v1/Translations/Texts/${encodeURIComponent(locale)}/${encodeURIComponent(version)}?${TEXTS_PAGES_PARAM}=${pages.map(encodeURIComponent).join(',')}`;
}

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const i18nRoutes = {
  pageTranslations: i18nPageTranslationsRoute,
  texts: i18nTextsRoute,
};
