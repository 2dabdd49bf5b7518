import { LOCALES } from '@airshop/domain/i18n/locales';

/**
 * `/robots.txt`: every catalogue and product page may be crawled; the API, the sign-in forwarders and the pages
 * of one person (account, cart, My Airshop, back office) are no pages for search. Paths are listed per locale
 * rather than with `*` wildcards, which would also match a product whose path merely starts with "cart".
 */
const PRIVATE_SECTIONS = ['account/', 'back-office/', 'cart', 'my-airshop/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /util/',
    ...LOCALES.flatMap((locale) => PRIVATE_SECTIONS.map((section) => `Disallow: /${locale}/${section}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
