import { z } from 'zod';
import { translationListSchema, translationPageNameSchema } from '../i18n/translations.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { i18nRoutes } from './i18n-routes.ts';

export const pageTranslationsEndpoint = endpoint(i18nRoutes.pageTranslations, {
  tags: ['Translations'],
  summary:
    'UI texts of one page in the locale of the call (x-page-locale, else x-lang; English where a text is missing)',
  params: z.object({ page: translationPageNameSchema }),
  response: {
    200: translationListSchema,
    204: z.undefined(),
    400: errorBodySchema,
    404: errorBodySchema,
  },
});

export const i18nEndpoints = [pageTranslationsEndpoint];
