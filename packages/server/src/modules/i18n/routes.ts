import { pageTranslationsEndpoint, textsEndpoint } from '@airshop/domain/api/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { sendOrNoContent } from '../../platform/reply.ts';
import { findPageTranslations, findTexts } from './service.ts';

/*
 * Nothing personal in the texts, so even a signed-in buyer's browser may keep them; `private` because the API
 * lets no session's answer be `public` (cache-control.ts), and shared caches gain little over the browser's own.
 */
const KEEP_FOR_GOOD = 'private, max-age=31536000, immutable';
const ASK_AGAIN = 'no-cache';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, pageTranslationsEndpoint, async (request, reply) =>
    sendOrNoContent(reply, await findPageTranslations(request.ctx, request.params.page)),
  );
  registerEndpoint(app, textsEndpoint, async (request, reply) => {
    const { version, texts } = await findTexts(request.ctx.db, request.params.locale, request.query.pages);
    // An older version (a page rendered before the texts changed) gets today's texts, which must not be kept
    // under the old name.
    reply.header('cache-control', version === request.params.version ? KEEP_FOR_GOOD : ASK_AGAIN);
    return texts;
  });
};
