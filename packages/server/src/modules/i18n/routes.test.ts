import { translationListSchema } from '@airshop/domain/i18n/translations';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
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
