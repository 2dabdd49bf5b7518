import { errorBodySchema } from '@airshop/domain/errors';
import { translationListSchema, translationPageNameSchema } from '@airshop/domain/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOrNoContent } from '../../platform/reply.ts';
import { findPageTranslations } from './service.ts';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/Translations/Pages/:page',
    {
      schema: {
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
      },
    },
    async (request, reply) =>
      sendOrNoContent(reply, await findPageTranslations(request.ctx, request.params.page)),
  );
};
