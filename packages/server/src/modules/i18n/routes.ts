import { pageTranslationsEndpoint } from '@airshop/domain/api/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { sendOrNoContent } from '../../platform/reply.ts';
import { findPageTranslations } from './service.ts';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, pageTranslationsEndpoint, async (request, reply) =>
    sendOrNoContent(reply, await findPageTranslations(request.ctx, request.params.page)),
  );
};
