import { route } from './endpoint.ts';

/** Where the translations' endpoint is (declared in `i18n.ts`); plain data, so the browser loads no schema. */
export const i18nRoutes = {
  pageTranslations: route('GET', '/api/v1/Translations/Pages/:page'),
};
