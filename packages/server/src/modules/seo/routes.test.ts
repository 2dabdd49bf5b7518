import { intlTag, LOCALES } from '@airshop/domain/i18n/locales';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogs, categories, contentItems, products } from '../../db/schema.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';

const ORIGIN = 'https://shop.example';
const t = useTestApp({ PUBLIC_URL: ORIGIN });
const get = (url: string) => t.app.inject({ url });

/** Every `<url>` of a sitemap: its address, lastmod and hreflang alternates. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: entry.match(/<loc>(.*?)<\/loc>/)?.[1],
    lastmod: entry.match(/<lastmod>(.*?)<\/lastmod>/)?.[1],
    alternates: [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => ({ hreflang, href }),
    ),
  }));
}

let catalogPaths: string[];
/** The solutions and blog lists and every content item (ADR 0053). */
let contentPaths: string[];
beforeAll(async () => {
  const catalog = await loadTestCatalog(t.database.db);
  catalog.dispose();
  const [catalogue] = await t.database.db.select().from(catalogs);
  const segment = `/${catalogue?.routeSegment}`;
  const categoryRows = await t.database.db.select({ path: categories.path }).from(categories);
  const productRows = await t.database.db.select({ path: products.routePath }).from(products);
  catalogPaths = [segment, ...[...categoryRows, ...productRows].map((row) => `${segment}/${row.path}`)];
  const sections = { solution: 'solutions', page: 'pages', 'blog-post': 'blog' } as Record<string, string>;
  const items = await t.database.db.select().from(contentItems);
  contentPaths = ['/solutions', '/blog', ...items.map((item) => `/${sections[item.kind]}/${item.route}`)];
});

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and personal pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /sv/account/');
    expect(lines).toContain('Disallow: /de-AT/cart');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Every line is a directive robots.txt knows, or empty.
    for (const line of lines) expect(line).toMatch(/^((User-agent|Allow|Disallow|Sitemap): \S+)?$/);
    // No rule may keep crawlers from a catalogue or content page: a Disallow is a prefix of the paths it blocks.
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const locale of LOCALES) {
      for (const path of [...catalogPaths, ...contentPaths]) {
        expect(
          disallowed.some((prefix) => `/${locale}${path}`.startsWith(prefix)),
          path,
        ).toBe(false);
      }
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of one sitemap per locale', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...response.body.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(LOCALES.map((locale) => `${ORIGIN}/sitemaps/${locale}.xml`));
  });
});

describe('GET /sitemaps/{locale}.xml', () => {
  it("lists the locale's home, catalogue, category, product and content pages with alternates in all 15 locales", async () => {
    const response = await get('/sitemaps/de-AT.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = urlsOf(response.body);
    expect(urls.map((u) => u.loc).sort()).toEqual(
      ['', ...catalogPaths, ...contentPaths].map((path) => `${ORIGIN}/de-AT${path}`).sort(),
    );
    for (const url of urls) {
      const path = (url.loc as string).slice(`${ORIGIN}/de-AT`.length);
      expect(url.alternates).toEqual([
        ...LOCALES.map((locale) => ({ hreflang: intlTag(locale), href: `${ORIGIN}/${locale}${path}` })),
        { hreflang: 'x-default', href: `${ORIGIN}/en${path}` },
      ]);
    }
    // Dutch in Belgium is nl-BL in the path and nl-BE for search engines, as on the pages themselves.
    expect(urls[0]?.alternates).toContainEqual({ hreflang: 'nl-BE', href: `${ORIGIN}/nl-BL` });
  });

  it('dates a product page by its last change', async () => {
    const [product] = await t.database.db.select().from(products).limit(1);
    const [catalogue] = await t.database.db
      .select()
      .from(catalogs)
      .where(eq(catalogs.id, product?.catalogId ?? ''));
    const response = await get('/sitemaps/en.xml');
    const entry = urlsOf(response.body).find(
      (u) => u.loc === `${ORIGIN}/en/${catalogue?.routeSegment}/${product?.routePath}`,
    );
    expect(entry?.lastmod).toBe(product?.updatedAt.toISOString().slice(0, 10));
  });

  it('dates a content page by its last import', async () => {
    const [item] = await t.database.db.select().from(contentItems).where(eq(contentItems.route, 'hospitals'));
    const entry = urlsOf((await get('/sitemaps/sv.xml')).body).find(
      (u) => u.loc === `${ORIGIN}/sv/solutions/hospitals`,
    );
    expect(entry?.lastmod).toBe(item?.updatedAt.toISOString().slice(0, 10));
  });

  it('answers 404 for a locale the shop does not have or spells otherwise', async () => {
    for (const file of ['xx.xml', 'de-at.xml', 'EN.xml']) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await get('/sitemaps/en.txt')).statusCode).toBe(400);
  });
});
