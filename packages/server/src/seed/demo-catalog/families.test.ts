import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, FAMILIES, PARENT_CATEGORIES } from './families.ts';

// de-AT, fr-BE and nl-BL read their base language (localizedText).
const LANGUAGES = [...new Set(LOCALES.map((locale) => locale.split('-')[0] as string))].filter(
  (l) => l !== 'en',
);

describe('demo families', () => {
  it('name every attribute and every worded value in all the shop’s languages', () => {
    const missing: string[] = [];
    for (const family of FAMILIES) {
      for (const attribute of family.attributes) {
        const texts = [attribute.name, ...attribute.values.map((value) => value.text)];
        // Sizes, voltages, dimensions and filter classes (ISO 16890 names) read the same in every language.
        const worded = texts.filter((text) => /[A-Za-z]{3,}/.test(text.en) && !/^(ePM|ISO)/.test(text.en));
        for (const text of worded) {
          const lacking = LANGUAGES.filter((language) => !text[language]);
          if (lacking.length > 0) missing.push(`${family.key}: "${text.en}" lacks ${lacking.join(', ')}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('name every category in all the shop’s languages', () => {
    const names = [...PARENT_CATEGORIES.map((category) => category.name), ...Object.values(CATEGORY_NAMES)];
    const missing = names.flatMap((name) => {
      const lacking = LANGUAGES.filter((language) => !name[language]);
      return lacking.length > 0 ? [`"${name.en}" lacks ${lacking.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
