import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import { parseLocale } from '@airshop/domain/locales';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { getPageTranslations } from './modules/i18n/service.ts';
import { linksRoutes } from './modules/links/routes.ts';
import { getLinks } from './modules/links/service.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { getCurrentMarket } from './modules/market/service.ts';
import type { Config } from './platform/config.ts';
import { buildContext, type RequestContext } from './platform/context.ts';
import { errorBody, registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerSsr, webBuildExists } from './platform/ssr.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the React Router pages (needs packages/web/build). Off in API tests. */
  pages?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application: API, docs, health and pages. Listening is the caller's job. */
export async function buildApp({
  config,
  database,
  pages = true,
  logger,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Keep-alive connections would hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
  }).withTypeProvider();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    // Pages get their own policy (with a nonce) from the page renderer; API answers are JSON.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs more CPU per response than it saves in bytes for dynamic answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET });

  await registerOpenApi(app, config.publicUrl);
  await app.register(healthRoutes(database));

  // Every API route gets the request context; health and static files do without it.
  await app.register(async (api) => {
    api.decorateRequest('ctx', null as unknown as RequestContext);
    api.addHook('onRequest', async (request) => {
      request.ctx = buildContext(request, database.db);
    });
    await api.register(marketRoutes);
    await api.register(linksRoutes);
    await api.register(i18nRoutes);
  });

  // Unknown API paths answer JSON, never a rendered page.
  for (const prefix of ['/api/*', '/searchapi/*', '/find/*', '/media/*']) {
    app.all(prefix, { schema: { hide: true } }, (_request, reply) =>
      reply.code(404).send(errorBody('not_found')),
    );
  }

  if (pages) {
    if (!webBuildExists(config.WEB_BUILD_DIR)) {
      throw new Error(
        `No web build at ${config.WEB_BUILD_DIR}. Run \`npm run build\` first (npm start does).`,
      );
    }
    await registerSsr(app, {
      buildDir: config.WEB_BUILD_DIR,
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      https: config.secureCookies,
      services: (request, cspNonce) => {
        // Pages take their locale from the path (/sv/...); the layout redirects unknown ones.
        const segment = request.url.split(/[/?#]/)[1];
        const ctx = buildContext(request, database.db, parseLocale(segment));
        return {
          locale: ctx.locale,
          testHooks: config.TEST_HOOKS,
          cspNonce,
          currentMarket: () => getCurrentMarket(ctx),
          links: () => getLinks(ctx),
          translations: (page) => getPageTranslations(ctx, page),
        };
      },
    });
  }

  return app;
}
