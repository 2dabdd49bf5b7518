import { intlTag, isLocale, LOCALES } from '@airshop/domain/i18n/locales';
import { formatMessage } from '@airshop/domain/i18n/translation-text';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messagePlaceholders, messageProblem, pluralPlaceholders } from './message-syntax.ts';
import { readTranslationFiles, type TranslationRow } from './translation-files.ts';

/*
 * The repository's translation files as a whole, pages and mails alike (ADR 0049): every key of English in
 * every locale and no other, every text a valid ICU message of the subset the shop renders, with the
 * placeholders of its English text, and our formatter agreeing with FormatJS's on every one of them.
 */

const { rows } = readTranslationFiles();
const key = (r: TranslationRow) => `${r.page}:${r.id}`;
const english = new Map(rows.filter((r) => r.locale === 'en').map((r) => [key(r), r.text]));

describe('the translation catalogue', () => {
  it('has every English key in every locale, and no key English lacks', () => {
    expect(english.size).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.locale))).toEqual(new Set(LOCALES));
    for (const locale of LOCALES) {
      const own = new Set(rows.filter((r) => r.locale === locale).map(key));
      const missing = [...english.keys()].filter((k) => !own.has(k));
      const extra = [...own].filter((k) => !english.has(k));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
  });

  it('holds only valid ICU messages, with the placeholders of the English text', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const problem = messageProblem(row.text);
      if (problem) {
        problems.push(`${row.locale}:${key(row)}: ${problem}`);
        continue;
      }
      const source = english.get(key(row));
      if (source === undefined || messageProblem(source)) continue;
      const own = messagePlaceholders(row.text).join(', ');
      const expected = messagePlaceholders(source).join(', ');
      if (own !== expected)
        problems.push(`${row.locale}:${key(row)}: {${own}} where English has {${expected}}`);
    }
    expect(problems).toEqual([]);
  });

  it('renders every message with our formatter exactly as FormatJS does, in its locale', () => {
    // Counts that reach every plural category of the 15 locales (Polish 22 is few, 25 many; Romanian 101 few).
    const counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1200];
    const differences: string[] = [];
    for (const row of rows) {
      if (!isLocale(row.locale) || !row.text.includes('{')) continue;
      const plurals = new Set(pluralPlaceholders(row.text));
      const reference = new IntlMessageFormat(row.text, intlTag(row.locale), undefined, { ignoreTag: true });
      for (const count of counts) {
        const values: Record<string, string | number> = {};
        for (const name of messagePlaceholders(row.text))
          values[name] = plurals.has(name) ? count : `«${name}»`;
        const ours = formatMessage(row.text, values, row.locale);
        const theirs = String(reference.format(values));
        if (ours !== theirs)
          differences.push(`${row.locale}:${key(row)} at ${count}: "${ours}" vs "${theirs}"`);
      }
    }
    expect(differences).toEqual([]);
  });
});
