import { constants as zlib } from 'node:zlib';
import { RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents/documents';
import { ENQUIRY_BODY_MAX_BYTES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { RESERVED_FIRST_SEGMENTS } from '@airshop/domain/site/reserved-segments';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { afterSalesFormRoutes } from './modules/after-sales-forms/index.ts';
import { crossSiteVerdict, siteOriginsOf } from './modules/auth/cross-site.ts';
import { requestContextHook, resolveCustomer } from './modules/auth/request-context-hook.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { readSessionCookie } from './modules/auth/session-cookie.ts';
import { backOfficeRoutes } from './modules/backoffice/routes.ts';
import { guestCartRoutes } from './modules/cart/guest-routes.ts';
import { mergeGuestCartAtSignIn } from './modules/cart/index.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import { customerContactRoutes } from './modules/customer/contact-routes.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { documentsRoutes } from './modules/documents/routes.ts';
import { formsRoutes } from './modules/forms/routes.ts';
import { sparePartEnquiryRoutes } from './modules/forms/spare-part-enquiry-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { linksRoutes } from './modules/links/routes.ts';
import type { MailWorker } from './modules/mail/worker.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { osdRoutes } from './modules/osd/routes.ts';
import { productCacheTtl, setProductCacheTtl } from './modules/product/cache-settings.ts';
import { productRoutes } from './modules/product/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { quickPickRoutes } from './modules/quickpick/routes.ts';
import { salesContactsRoutes } from './modules/sales-contacts/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { submissionRoutes } from './modules/submissions/index.ts';
import { pageServices } from './page-services.ts';
import { registerPrivateByDefault } from './platform/cache-control.ts';
import type { Config } from './platform/config.ts';
import { configuredStorage } from './platform/configured-storage.ts';
import { buildContext, type RequestContext } from './platform/context.ts';
import { errorBody, registerErrorHandling } from './platform/errors.ts';
import { urlForLog } from './platform/log-url.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { PageCache } from './platform/page-cache.ts';
import { registerNulRefusal } from './platform/refuse-nul.ts';
import { requestIdGenerator } from './platform/request-id.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSsr, webBuildExists } from './platform/ssr.ts';
import type { Storage } from './platform/storage.ts';
import { trustedProxyCheck } from './platform/trusted-proxies.ts';
import { DEFAULT_BODY_LIMIT, registerUploadLimits, UploadSlots } from './platform/upload-limits.ts';

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
  /** Where files are; the storage FILE_STORAGE names when not given. */
  storage?: Storage;
  /** Woken after a request commits a mail, so it goes out now rather than at the next poll. */
  mailWorker?: Pick<MailWorker, 'wake'>;
}

/** Builds the whole HTTP application: API, docs, health and pages. Listening is the caller's job. */
export async function buildApp({
  config,
  database,
  pages = true,
  logger,
  storage = configuredStorage(config, database.db).storage,
  mailWorker,
}: AppOptions): Promise<FastifyInstance> {
  const isTrustedProxy = trustedProxyCheck(config.TRUST_PROXY);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // One access line per request (the onResponse hook below) instead of Fastify's two; none for health probes.
    logController: new LogController({ disableRequestLogging: true }),
    // Forwarded client addresses and request ids count only from the proxies in TRUST_PROXY.
    genReqId: requestIdGenerator(isTrustedProxy),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY.length > 0 ? (address) => isTrustedProxy(address) : false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Past this the router answers 404 before any schema is asked (the autocomplete lost its text past 100
    // characters). Node refuses a request head over 16 KB itself, so every parameter now reaches its route, whose
    // schema answers 400 with the reason.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Keep-alive connections would hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
  }).withTypeProvider();

  setProductCacheTtl(config.PRODUCT_CACHE_TTL_MS);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First of all hooks: a body too large, or one too many, is refused before anything else is done for it.
  registerUploadLimits(app, new UploadSlots(config.UPLOAD_SLOTS));
  registerNulRefusal(app);

  registerSecurityHeaders(app, config.secureCookies);
  await registerOpenApi(app, config.publicUrl);
  // Health sits outside the scope below: probes need neither cookies nor compression, and it is the
  // cheapest route there is (bench/, floor).
  await app.register(healthRoutes(database));

  await app.register(async (site) => {
    await site.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Brotli's default quality (11) costs more CPU per response than it saves in bytes for dynamic answers.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await site.register(fastifyCookie, { secret: config.SESSION_SECRET });
    site.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: urlForLog(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });

    // Every API route gets the request context.
    await site.register(async (api) => {
      api.decorateRequest('ctx', null as unknown as RequestContext);
      // Answers are private and never stored unless a route says otherwise (ADR 0035).
      registerPrivateByDefault(api);
      // Also checks where writes come from and reads the session cookie (ADR 0015).
      api.addHook(
        'onRequest',
        requestContextHook(database.db, { secureCookies: config.secureCookies, publicUrl: config.publicUrl }),
      );
      await api.register(marketRoutes);
      await api.register(linksRoutes);
      await api.register(i18nRoutes);
      await api.register(
        documentsRoutes({
          storage,
          secureCookies: config.secureCookies,
          wakeMail: () => mailWorker?.wake(),
        }),
      );
      await api.register(catalogRoutes);
      await api.register(productRoutes);
      await api.register(salesContactsRoutes);
      await api.register(searchRoutes);
      await api.register(customerRoutes);
      await api.register(backOfficeRoutes({ wakeMail: () => mailWorker?.wake() }));
      await api.register(
        authRoutes({
          secureCookies: config.secureCookies,
          publicUrl: config.publicUrl,
          wakeMail: () => mailWorker?.wake(),
          afterSignIn: mergeGuestCartAtSignIn,
        }),
      );
      await api.register(customerContactRoutes);
      await api.register(cartRoutes);
      await api.register(quickPickRoutes);
      await api.register(promotionRoutes);
      await api.register(guestCartRoutes({ secureCookies: config.secureCookies }));
      await api.register(projectRoutes);
      await api.register(orderRoutes);
      await api.register(
        checkoutRoutes({
          mailboxes: config.mailboxes,
          publicUrl: config.publicUrl,
          wakeMail: () => mailWorker?.wake(),
        }),
      );
      await api.register(formsRoutes({ mailboxes: config.mailboxes, wakeMail: () => mailWorker?.wake() }));
      await api.register(
        sparePartEnquiryRoutes({ storage, mailboxes: config.mailboxes, wakeMail: () => mailWorker?.wake() }),
      );
      await api.register(
        afterSalesFormRoutes({
          storage,
          delivery: {
            mailboxes: config.mailboxes,
            publicUrl: config.publicUrl,
            attachMaxBytes: config.AFTER_SALES_ATTACH_MAX_MB * 1024 * 1024,
          },
          wakeMail: () => mailWorker?.wake(),
        }),
      );
      await api.register(
        osdRoutes({
          storage,
          mailboxes: config.mailboxes,
          routing: { backOffice: config.OSD_BACK_OFFICE_REQUESTS },
          wakeMail: () => mailWorker?.wake(),
        }),
      );
      await api.register(submissionRoutes({ storage }));
    });

    // Images at the spec's sizes (ADR 0009); neither cookies nor the request context are needed.
    await site.register(mediaRoutes(storage));

    // robots.txt and the sitemaps, before the pages would take their paths (issue 13).
    await site.register(seoRoutes({ db: database.db, publicUrl: config.publicUrl }));

    // Unknown API paths answer JSON, never a rendered page.
    for (const prefix of ['/api/*', '/searchapi/*', '/find/*', '/media/*']) {
      site.all(prefix, { schema: { hide: true } }, (_request, reply) =>
        reply.code(404).send(errorBody('not_found')),
      );
    }

    if (pages) {
      if (!webBuildExists(config.WEB_BUILD_DIR)) {
        throw new Error(
          `No web build at ${config.WEB_BUILD_DIR}. Run \`npm run build\` first (npm start does).`,
        );
      }
      const publicOrigin = new URL(config.publicUrl).origin;
      await registerSsr(site, {
        buildDir: config.WEB_BUILD_DIR,
        mode: config.NODE_ENV === 'production' ? 'production' : 'development',
        https: config.secureCookies,
        pageCache: new PageCache(productCacheTtl),
        // Nothing personal: no session, no recently viewed documents (the documents table shows those) and no
        // GuestId (its header shows the guest cart, ADR 0059).
        isShareable: (request) =>
          readSessionCookie(request, { secureCookies: config.secureCookies }) === undefined &&
          request.cookies[RECENT_DOCUMENTS_COOKIE] === undefined &&
          request.cookies[GUEST_ID_COOKIE] === undefined,
        // The product page's enquiry without script posts its photos to the page (ADR 0050): the API's limit.
        // Not the shop's own pages, which the catalogue's pattern also matches (/en/account/sign-in): 1 MiB.
        uploadPosts: {
          url: '/:locale/:catalogue/*',
          bodyLimit: ENQUIRY_BODY_MAX_BYTES,
          except: RESERVED_FIRST_SEGMENTS.flatMap((segment) => [
            `/:locale/${segment}`,
            `/:locale/${segment}/*`,
          ]),
        },
        hasSession: (request) =>
          readSessionCookie(request, { secureCookies: config.secureCookies }) !== undefined,
        isCrossSiteWrite: (request) =>
          crossSiteVerdict(
            request,
            siteOriginsOf(request, publicOrigin),
            readSessionCookie(request, { secureCookies: config.secureCookies }) !== undefined,
          ) === 'refused',
        services: (request, reply, { cspNonce, shareable, wholeDocument }) => {
          // Pages take their locale from the path (/sv/...); the layout redirects unknown ones.
          const segment = request.url.split(/[/?#]/)[1];
          const locale = parseLocale(segment);
          const ctx = buildContext(request, database.db, locale);
          // Pages read the session themselves (the API scope's context hook does not run for them): once per
          // page and only when a service needs the customer.
          let withCustomer: Promise<RequestContext> | undefined;
          const customerCtx = () => {
            withCustomer ??= resolveCustomer(
              database.db,
              readSessionCookie(request, { secureCookies: config.secureCookies }),
            ).then((customer) => (customer ? buildContext(request, database.db, locale, customer) : ctx));
            return withCustomer;
          };
          return pageServices(
            { ctx, signedIn: customerCtx, shareable, wholeDocument, request, reply },
            { testHooks: config.TEST_HOOKS, uiKit: config.uiKit, publicUrl: config.publicUrl, cspNonce },
            {
              secureCookies: config.secureCookies,
              publicUrl: config.publicUrl,
              wakeMail: () => mailWorker?.wake(),
              afterSignIn: mergeGuestCartAtSignIn,
            },
            { storage, mailboxes: config.mailboxes, wakeMail: () => mailWorker?.wake() },
          );
        },
      });
    }
  });

  return app;
}
