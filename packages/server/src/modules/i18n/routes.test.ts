import type { Locale } from '@airshop/domain/i18n/locales';
import { textsVersion } from '@airshop/domain/i18n/texts-version';
import { type TranslationPage, translationListSchema } from '@airshop/domain/i18n/translations';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { loadPageTranslations } from './service.ts';
import { readTranslationFiles } from './translation-files.ts';

const t = useTestApp();
const english = readTranslationFiles().rows.filter((r) => r.locale === 'en' && r.page === 'shared');

describe('GET /api/v1/Translations/Pages/{page}', () => {
  it('answers the page’s Id/Text entries from the database', async () => {
    const response = await t.app.inject({
      url: '/api/v1/Translations/Pages/shared',
      headers: { 'x-lang': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const entries = translationListSchema.parse(response.json());
    expect(entries.length).toBe(english.length);
    const first = english[0]!;
    expect(entries).toContainEqual({ Id: first.id, Text: first.text });
  });

  it('answers every English id in each locale', async () => {
    for (const locale of ['sv', 'de-AT', 'nl-BL', 'tr']) {
      const response = await t.app.inject({
        url: '/api/v1/Translations/Pages/shared',
        headers: { 'x-lang': locale },
      });
      const ids = translationListSchema.parse(response.json()).map((e) => e.Id);
      expect(ids.sort()).toEqual(english.map((r) => r.id).sort());
    }
  });

  it('answers 404 with the error body for a page it does not have (a missing object, ADR 0003)', async () => {
    // The mails' texts are read by the server only; they are no page of the API.
    for (const page of ['nope', 'Shared', 'mail', 'x'.repeat(100)]) {
      const response = await t.app.inject(`/api/v1/Translations/Pages/${page}`);
      expect(response.statusCode, page).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers in the locale of the page the call is for, over the language header and the cookies', async () => {
    const skipLink = (locale: string) =>
      readTranslationFiles().rows.find(
        (r) => r.locale === locale && r.page === 'shared' && r.id === 'header/skipToContent',
      )?.text;
    const textOf = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ url: '/api/v1/Translations/Pages/shared', headers });
      return translationListSchema.parse(response.json()).find((e) => e.Id === 'header/skipToContent')?.Text;
    };
    // A Swedish page of a visitor whose country cookie is Finnish: the page decides.
    expect(await textOf({ 'x-page-locale': 'sv', 'x-lang': 'fi', cookie: 'country=fi' })).toBe(
      skipLink('sv'),
    );
    // A call that names no page keeps the spec's rule: x-lang, then the cookies.
    expect(await textOf({ 'x-lang': 'fi', cookie: 'country=de' })).toBe(skipLink('fi'));
    expect(await textOf({ cookie: 'country=de; defaultLanguage=pl' })).toBe(skipLink('de'));
    // A page locale the shop does not have is passed over, not an error.
    expect(await textOf({ 'x-page-locale': 'xx', 'x-lang': 'pl' })).toBe(skipLink('pl'));
  });
});

describe('GET /api/v1/Translations/Texts/{locale}/{version}?pages=…', () => {
  const textsOf = (locale: string, version: string, pages: string) =>
    t.app.inject(`/api/v1/Translations/Texts/${locale}/${version}?pages=${pages}`);
  const currentVersion = async (locale: string, pages: readonly TranslationPage[]) => {
    const lists = await Promise.all(
      pages.map((page) => loadPageTranslations(t.database.db, locale as Locale, page)),
    );
    return textsVersion(locale, Object.fromEntries(pages.map((page, i) => [page, lists[i] ?? []])));
  };

  it('answers each page’s texts in the locale of the path, and lets the browser keep the current version', async () => {
    const version = await currentVersion('hu', ['shared', 'productPage']);
    const response = await textsOf('hu', version, 'shared,productPage');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['productPage', 'shared']);
    const shared = translationListSchema.parse(body.shared);
    const huSkipLink = readTranslationFiles().rows.find(
      (r) => r.locale === 'hu' && r.page === 'shared' && r.id === 'header/skipToContent',
    );
    expect(shared).toContainEqual({ Id: 'header/skipToContent', Text: huSkipLink?.text });
    expect(shared.length).toBe(english.length);
  });

  it('answers an older version with today’s texts that no one may keep', async () => {
    const response = await textsOf('en', 'old1', 'shared');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(translationListSchema.parse((response.json() as Record<string, unknown>).shared).length).toBe(
      english.length,
    );
  });

  it('keeps the version for the same texts and changes it with the locale or the pages', async () => {
    const version = await currentVersion('en', ['shared', 'validation']);
    expect(await currentVersion('en', ['validation', 'shared'])).toBe(version);
    expect(await currentVersion('de', ['shared', 'validation'])).not.toBe(version);
    expect(await currentVersion('en', ['shared'])).not.toBe(version);
    // The signed-in buyer's call is kept by the browser too: nothing personal is in it.
    const response = await textsOf('en', version, 'shared,validation');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('answers 404 for a locale or a page it does not have, 400 for a request out of shape', async () => {
    for (const [locale, pages] of [
      ['xx', 'shared'],
      ['en', 'shared,nope'],
      ['en', 'mail'],
      ['en', ''],
    ] as const) {
      const response = await textsOf(locale, 'v1', pages);
      expect([400, 404], `${locale} ${pages}`).toContain(response.statusCode);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect((await textsOf('xx', 'v1', 'shared')).statusCode).toBe(404);
    expect((await textsOf('en', 'v1', 'shared,nope')).statusCode).toBe(404);
    expect((await textsOf('en', 'v1', `${'shared,'.repeat(60)}shared`)).statusCode).toBe(400);
    expect((await textsOf('en', 'v'.repeat(21), 'shared')).statusCode).toBe(400);
  });
});
