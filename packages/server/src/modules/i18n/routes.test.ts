import { translationListSchema } from '@airshop/domain/translations';
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
    for (const page of ['nope', 'Shared', 'x'.repeat(100)]) {
      const response = await t.app.inject(`/api/v1/Translations/Pages/${page}`);
      expect(response.statusCode, page).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
