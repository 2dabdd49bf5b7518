import type { Route } from './endpoint.ts';

/** Where the translations' endpoint is (declared in `i18n.ts`); plain data, so the browser loads no schema. */
export const i18nRoutes = {
  pageTranslations: { method: 'GET', path: '/api/v1/Translations/Pages/:page' },
} as const satisfies Record<string, Route | Record<string, Route>>;
