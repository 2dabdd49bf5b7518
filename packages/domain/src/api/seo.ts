import { z } from 'zod';
import { endpoint, route } from './endpoint.ts';

/*
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/{locale}.xml` for search engines (issue 13, ADR 0043). Crawlers
 * fetch them, no page calls them: their routes are not kept apart for the browser.
 */

const tags = ['Search engines'];

const localeSitemapParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z-]+\.xml$/)
    .describe('The locale and .xml, e.g. sv.xml or de-AT.xml'),
});

export const robotsTxtEndpoint = endpoint(route('GET', '/robots.txt'), {
  tags,
  summary: 'Rules for crawlers',
  response: {},
});

export const sitemapIndexEndpoint = endpoint(route('GET', '/sitemap.xml'), {
  tags,
  summary: 'Index of the sitemaps, one per locale',
  response: {},
});

export const localeSitemapEndpoint = endpoint(route('GET', '/sitemaps/:file'), {
  tags,
  summary: "One locale's home, catalogue and product pages, with hreflang alternates in every locale",
  params: localeSitemapParams,
  response: {},
});

export const seoEndpoints = [robotsTxtEndpoint, sitemapIndexEndpoint, localeSitemapEndpoint];
