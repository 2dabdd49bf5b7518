import { localeSitemapEndpoint, robotsTxtEndpoint, sitemapIndexEndpoint } from '@airshop/domain/api/seo';
import { parseLocale } from '@airshop/domain/i18n/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { listSitemapPages, type SitemapPage } from './queries.ts';
import { robotsTxt } from './robots-txt.ts';
import { localeSitemapXml, sitemapIndexXml } from './sitemap-xml.ts';

/** Crawlers come back daily at most; an import shows in the sitemaps within the hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/{locale}.xml` for search engines (issue 13). Before these, both
 * robots paths fell through to the pages and were redirected to the home page.
 */
export function seoRoutes({ db, publicUrl }: { db: Db; publicUrl: string }): FastifyPluginAsyncZod {
  // Fifteen sitemaps read the same list: one query a minute at most, whoever asks.
  const pages = new TtlCache<SitemapPage[]>(60_000);
  return async (app) => {
    registerEndpoint(app, robotsTxtEndpoint, (_r, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicUrl)),
    );
    registerEndpoint(app, sitemapIndexEndpoint, (_r, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(sitemapIndexXml(publicUrl)),
    );
    registerEndpoint(app, localeSitemapEndpoint, async (request, reply) => {
      const locale = parseLocale(request.params.file.slice(0, -'.xml'.length));
      // The path names the locale exactly as the pages do (de-AT, not de-at).
      if (!locale || `${locale}.xml` !== request.params.file) throw new AppError('not_found');
      const body = localeSitemapXml(publicUrl, locale, await pages.get('all', () => listSitemapPages(db)));
      return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);
    });
  };
}
