import type { Route } from './endpoint.ts';

/** Where the translations' endpoint is (declared in `i18n.ts`); plain data, so the browser loads no schema. */
export const i18nPageTranslationsRoute = {
  method: 'GET',
  path: '/api/v1/Translations/Pages/:page',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const i18nRoutes = {
  pageTranslations: i18nPageTranslationsRoute,
};
