import { describe, expect, it } from 'vitest';
import { formatMessage, pluralBranches } from './translation-text.ts';
import { missingKeyText, toTranslationMap } from './translations.ts';

describe('translations', () => {
  it('name a missing key the way the spec does', () => {
    expect(missingKeyText('header/menu')).toBe('Key [header/menu] not found');
  });

  it('turn entries into a map, the last entry of an id winning', () => {
    expect(
      toTranslationMap([
        { Id: 'a', Text: 'A' },
        { Id: 'b', Text: 'B' },
        { Id: 'a', Text: 'A2' },
      ]),
    ).toEqual({ a: 'A2', b: 'B' });
  });

  it('fill placeholders and leave unknown ones', () => {
    expect(formatMessage('Show all {count}', { count: 12 })).toBe('Show all 12');
    expect(formatMessage('Link {name} not found', {})).toBe('Link {name} not found');
    expect(formatMessage('{a}{b}', { a: 'x', b: 0 })).toBe('x0');
  });

  it('choose the plural form by the rules of the locale', () => {
    const en = '{count, plural, one {Cart, # line} other {Cart, # lines}}';
    expect(formatMessage(en, { count: 1 }, 'en')).toBe('Cart, 1 line');
    expect(formatMessage(en, { count: 2 }, 'en')).toBe('Cart, 2 lines');
    expect(formatMessage(en, { count: 0 }, 'en')).toBe('Cart, 0 lines');
    const pl = 'Koszyk, {count, plural, one {# pozycja} few {# pozycje} many {# pozycji} other {# pozycji}}';
    expect(formatMessage(pl, { count: 1 }, 'pl')).toBe('Koszyk, 1 pozycja');
    expect(formatMessage(pl, { count: 3 }, 'pl')).toBe('Koszyk, 3 pozycje');
    expect(formatMessage(pl, { count: 5 }, 'pl')).toBe('Koszyk, 5 pozycji');
    expect(formatMessage(pl, { count: 22 }, 'pl')).toBe('Koszyk, 22 pozycje');
    // French counts 0 as singular; nl-BL is the shop's code that Intl knows as nl-BE.
    expect(formatMessage('{n, plural, one {# ligne} other {# lignes}}', { n: 0 }, 'fr')).toBe('0 ligne');
    expect(formatMessage('{n, plural, one {# regel} other {# regels}}', { n: 1 }, 'nl-BL')).toBe('1 regel');
  });

  it('prefer an exact case, format # for the locale and keep other placeholders inside a branch', () => {
    const text =
      '{count, plural, =0 {No documents for {product}} one {# document for {product}} other {# documents for {product}}}';
    expect(formatMessage(text, { count: 0, product: 'RX' })).toBe('No documents for RX');
    expect(formatMessage(text, { count: 1200, product: 'RX' }, 'de')).toBe('1.200 documents for RX');
    expect(formatMessage('{count, plural, one {# x} other {# y}}', {})).toBe('{count}');
    expect(pluralBranches(text)).toEqual(new Map([['count', ['=0', 'one', 'other']]]));
  });
});
