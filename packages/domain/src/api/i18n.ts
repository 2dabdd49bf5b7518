import { z } from 'zod';
import { TRANSLATION_PAGES, translationListSchema, translationPageNameSchema } from '../i18n/translations.ts';
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

export const textsEndpoint = endpoint(i18nRoutes.texts, {
  tags: ['Translations'],
  summary: 'UI texts of several pages in one locale, as a server-rendered page was rendered with them',
  description:
    'The version is a hash of the texts (ADR 0081). When it is the current one, the answer may be kept for a year; an older version is answered with the current texts and is not to be kept.',
  params: z.object({
    locale: z.string().min(1).max(10),
    version: z.string().min(1).max(20),
  }),
  query: z.object({
    pages: z
      .string()
      .min(1)
      .max(400)
      .meta({ description: `comma-separated, each one of ${TRANSLATION_PAGES.join(', ')}` }),
  }),
  response: {
    200: z.record(z.string(), translationListSchema).meta({ id: 'TranslationTexts' }),
    400: errorBodySchema,
    404: errorBodySchema,
  },
});

export const i18nEndpoints = [pageTranslationsEndpoint, textsEndpoint];
