import { intlTag, LOCALES, type Locale } from '@airshop/domain/i18n/locales';
import type { SitemapPage } from './queries.ts';

/*
 * The XML of the sitemaps (sitemaps.org protocol 0.9, with Google's xhtml:link alternates). A sitemap may hold
 * at most 50,000 URLs, and 10,000 products in 15 locales are 150,000 pages: hence an index with one sitemap per
 * locale, each listing that locale's pages with the page in every locale as its hreflang alternates (the same
 * set as the product page's own <link rel="alternate">, x-default English).
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);

/** Where one locale's sitemap is. */
export function localeSitemapPath(locale: Locale): string {
  return `/sitemaps/${locale}.xml`;
}

/** `/sitemap.xml`: the index of the 15 locale sitemaps. */
export function sitemapIndexXml(origin: string): string {
  const entries = LOCALES.map(
    (locale) => `<sitemap><loc>${xml(origin + localeSitemapPath(locale))}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One locale's sitemap: its home page and every catalogue page, each with its alternates in all locales. */
export function localeSitemapXml(origin: string, locale: Locale, pages: readonly SitemapPage[]): string {
  const home: SitemapPage = { path: '', updatedAt: null };
  const url = (l: Locale, path: string) => xml(`${origin}/${l}${encodeURI(path)}`);
  const entries = [home, ...pages].map((page) => {
    const alternates = LOCALES.map(
      (other) => `<xhtml:link rel="alternate" hreflang="${intlTag(other)}" href="${url(other, page.path)}"/>`,
    );
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', page.path)}"/>`);
    const lastmod = page.updatedAt ? `<lastmod>${page.updatedAt.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${url(locale, page.path)}</loc>${lastmod}${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
