import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, contentTexts } from '../../db/schema.ts';
import { fileSystemStorage } from '../../platform/storage.ts';
import { generateDemoCatalog } from '../../seed/demo-catalog/generate.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { importCatalog, isNoOp } from '../catalog-import/index.ts';
import { getContentItem, getContentList } from './service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let work: string;
let dir: string;
const storage = () => fileSystemStorage(path.join(work, 'files-store'));
const run = () => importCatalog({ db: database.db, storage: storage(), dir });
const readJson = (rel: string) =>
  JSON.parse(readFileSync(path.join(dir, rel), 'utf8')) as Record<string, unknown>[];
const writeJson = (rel: string, value: unknown) => writeFileSync(path.join(dir, rel), JSON.stringify(value));

beforeAll(async () => {
  database = await createTestDatabase();
  work = mkdtempSync(path.join(os.tmpdir(), 'airshop-content-'));
  dir = path.join(work, 'folder');
  await generateDemoCatalog({ products: 12, outDir: dir, today: '2026-01-15' });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('content import', () => {
  it('imports the demo set: 12 solutions, 31 pages (with the privacy policy), 20 blog posts in en, sv and de, with no problem', async () => {
    const report = await run();
    expect(report.problems).toEqual([]);
    expect(report.content).toEqual({ created: 63, updated: 0, unchanged: 0, rejected: 0 });
    const kinds = await database.db.select({ kind: contentItems.kind }).from(contentItems);
    const count = (kind: string) => kinds.filter((k) => k.kind === kind).length;
    expect([count('solution'), count('page'), count('blog-post')]).toEqual([12, 31, 20]);
    const texts = await database.db.select({ locale: contentTexts.locale }).from(contentTexts);
    for (const locale of ['en', 'sv', 'de'])
      expect(texts.filter((t) => t.locale === locale)).toHaveLength(63);
  });

  it('writes nothing when the same folder is imported again', async () => {
    const report = await run();
    expect(report.content).toEqual({ created: 0, updated: 0, unchanged: 63, rejected: 0 });
    expect(isNoOp(report)).toBe(true);
  });

  it('updates a changed item and replaces its texts, leaving the others alone', async () => {
    const solutions = readJson('content/solutions.json');
    const first = solutions[0] as {
      id: string;
      title: Record<string, string>;
      summary: Record<string, string>;
      body: Record<string, string>;
    };
    first.title.fi = 'Sairaalat ja klinikat';
    first.summary.fi = 'Puhdasta ja vedotonta ilmaa osastoille ja leikkaussaleihin.';
    first.body.fi = '<p>Sairaala toimii ympäri vuorokauden.</p>';
    first.title.sv = 'Sjukhus';
    writeJson('content/solutions.json', solutions);
    const report = await run();
    expect(report.content).toEqual({ created: 0, updated: 1, unchanged: 62, rejected: 0 });
    const texts = await database.db
      .select({ locale: contentTexts.locale, title: contentTexts.title })
      .from(contentTexts)
      .where(eq(contentTexts.itemId, first.id));
    expect(Object.fromEntries(texts.map((t) => [t.locale, t.title]))).toEqual({
      en: 'Hospitals and clinics',
      sv: 'Sjukhus',
      de: 'Krankenhäuser und Kliniken',
      fi: 'Sairaalat ja klinikat',
    });
  });

  it('stores hostile HTML sanitized, as HTML for the page and as plain text for search', async () => {
    writeJson('content.json', [
      {
        id: 'post-hostile',
        kind: 'blog-post',
        route: 'hostile',
        title: 'Hostile',
        summary: 'A post with hostile HTML',
        body: '<p onmouseover="steal()">Fine <a href="javascript:alert(1)">text</a></p><script>document.cookie</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
        publishedAt: '2020-01-01',
      },
    ]);
    const report = await run();
    expect(report.content.created).toBe(1);
    const [text] = await database.db
      .select()
      .from(contentTexts)
      .where(and(eq(contentTexts.itemId, 'post-hostile'), eq(contentTexts.locale, 'en')));
    expect(text?.bodyHtml).toBe('<p>Fine <a>text</a></p>');
    expect(text?.bodyText).toBe('Fine text');
  });

  it('rejects bad records with their file, path and reason, and reports related products that do not exist', async () => {
    writeJson('content.json', [
      {
        id: 'page-no-type',
        kind: 'page',
        route: 'no-type',
        title: 'T',
        summary: 'S',
        body: '<p>B</p>',
        publishedAt: '2020-01-01',
      },
      {
        id: 'post-half-swedish',
        kind: 'blog-post',
        route: 'half-swedish',
        title: { en: 'T', sv: 'T' },
        summary: 'S',
        body: { en: 'B', sv: 'B' },
        publishedAt: '2020-01-01',
      },
      {
        id: 'post-taken-route',
        kind: 'blog-post',
        route: 'ventilation-and-sleep',
        title: 'T',
        summary: 'S',
        body: 'B',
        publishedAt: '2020-01-01',
      },
      {
        id: 'post-bad-route',
        kind: 'blog-post',
        route: 'Not A Slug',
        title: 'T',
        summary: 'S',
        body: 'B',
        publishedAt: '2020-01-01',
      },
      {
        id: 'post-no-picture',
        kind: 'blog-post',
        route: 'no-picture',
        title: 'T',
        summary: 'S',
        body: 'B',
        publishedAt: '2020-01-01',
        image: { file: 'images/none.png' },
      },
      {
        id: 'post-ghost-product',
        kind: 'blog-post',
        route: 'ghost',
        title: 'T',
        summary: 'S',
        body: 'B',
        publishedAt: '2020-01-01',
        related: ['no-such-product'],
      },
    ]);
    const report = await run();
    const problems = report.problems.map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(problems).toEqual([
      'content.json $[0].pageType: a page needs a pageType',
      'content.json $[1].summary: must have the same locales as title (en,sv)',
      'content.json $[3].route: must be a lower-case slug (a-z, 0-9, -)',
      "content.json $[2].route: route ventilation-and-sleep is already the blog-post post-ventilation-and-sleep's",
      'content.json $[4].image.file: file images/none.png is not in files/',
      'content.json $[5].related[0]: no product no-such-product',
    ]);
    expect(report.content.rejected).toBe(5);
    expect(report.content.created).toBe(1);
  });
});

describe('content reads', () => {
  const ctx = (locale: Parameters<typeof anonymousContext>[1]) => anonymousContext(database.db, locale);

  it('shows an item in its own language, with its related products as links of the locale', async () => {
    const item = await getContentItem(ctx('de'), 'solution', 'offices');
    expect(item).toMatchObject({
      Title: 'Büros',
      TextLocale: 'de',
      IsFallback: false,
      Url: '/de/solutions/offices',
    });
    expect(item?.Body).toContain('<h2>So hilft Kvistra</h2>');
    expect(item?.Locales).toEqual(['de', 'en', 'sv']);
    expect(item?.RelatedProducts.length).toBeGreaterThan(0);
    for (const product of item?.RelatedProducts ?? []) expect(product.Url).toMatch(/^\/de\/products\//);
  });

  it('falls back to the base language (de-AT → de) without calling it a fallback, and to English saying so', async () => {
    expect(await getContentItem(ctx('de-AT'), 'solution', 'offices')).toMatchObject({
      Title: 'Büros',
      TextLocale: 'de',
      IsFallback: false,
    });
    expect(await getContentItem(ctx('fi'), 'solution', 'offices')).toMatchObject({
      Title: 'Offices',
      TextLocale: 'en',
      IsFallback: true,
      Url: '/fi/solutions/offices',
    });
    // The item given a Finnish text above shows it.
    expect(await getContentItem(ctx('fi'), 'solution', 'hospitals')).toMatchObject({
      TextLocale: 'fi',
      IsFallback: false,
    });
  });

  it('finds nothing for an unknown route or a route of another kind', async () => {
    expect(await getContentItem(ctx('en'), 'solution', 'no-such-solution')).toBeUndefined();
    expect(await getContentItem(ctx('en'), 'blog-post', 'offices')).toBeUndefined();
  });

  it('pages the blog newest first', async () => {
    const first = await getContentList(ctx('sv'), 'blog-post', 1, 9);
    // 20 demo posts and the two test posts that went in.
    expect(first.Total).toBe(22);
    expect(first.PageCount).toBe(3);
    expect(first.Items).toHaveLength(9);
    expect(first.Items[0]).toMatchObject({
      Route: 'five-myths-about-heat-recovery',
      Title: 'Fem myter om värmeåtervinning',
    });
    const dates = first.Items.map((i) => i.PublishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await getContentList(ctx('sv'), 'blog-post', 3, 9);
    expect(last.Items).toHaveLength(4);
    expect((await getContentList(ctx('sv'), 'blog-post', 4, 9)).Items).toEqual([]);
  });
});
