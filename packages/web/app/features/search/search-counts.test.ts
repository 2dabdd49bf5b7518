import { LOCALES, type Locale } from '@airshop/domain/i18n/locales';
import { formatMessage, type TranslationMap } from '@airshop/domain/i18n/translation-text';
import type { InstantSearchResult } from '@airshop/domain/search/search';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { countText, formatCount, instantCounts, sumCounts } from './search-counts.ts';

const PAGES = import.meta.glob<TranslationMap>('../../../../server/translations/*/search.json', {
  eager: true,
  import: 'default',
});

/** The search page's texts of a locale, formatted as the browser formats them. */
function translate(locale: Locale): Translate {
  const map = PAGES[`../../../../server/translations/${locale}/search.json`];
  if (!map) throw new Error(`no search texts for ${locale}`);
  return (id, values) => {
    const text = map[id];
    if (text === undefined) throw new Error(`${locale} has no ${id}`);
    return formatMessage(text, values, locale);
  };
}

/** Intl's grouping spaces (no-break, narrow no-break) as plain spaces, so expectations read as text. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const capped = { count: 1000, more: true };
const exact = { count: 1000, more: false };

function instant(products: number, documents: number, more: { products?: boolean; documents?: boolean }) {
  return {
    Products: { Hits: [], TotalMatching: products, MoreMatching: more.products },
    Documents: { Hits: [], TotalMatching: documents, MoreMatching: more.documents },
    SolutionsAndPages: { Hits: [], SolutionsMatching: 2, PagesMatching: 1 },
  } as unknown as InstantSearchResult;
}

describe('the search counts', () => {
  it('reads MoreMatching per kind (absent is exact), and a sum is "more than" when any part is', () => {
    expect(instantCounts(instant(12, 4, {}))).toEqual({
      products: { count: 12, more: false },
      documents: { count: 4, more: false },
      content: { count: 3, more: false },
    });
    const counts = instantCounts(instant(1000, 1000, { products: false, documents: true }));
    expect(counts.documents).toEqual({ count: 1000, more: true });
    expect(sumCounts([counts.products, counts.documents, counts.content])).toEqual({
      count: 2003,
      more: true,
    });
    expect(
      sumCounts([
        { count: 3, more: false },
        { count: 4, more: false },
      ]),
    ).toEqual({ count: 7, more: false });
  });

  it('says "1,000+" where shown and "more than" where read aloud, in the locale’s digits', () => {
    const en = translate('en');
    expect(countText(en, 'bar/products', capped)).toBe('Products (1,000+ matches)');
    expect(countText(en, 'bar/products', exact)).toBe('Products (1,000 matches)');
    expect(countText(en, 'bar/products', { count: 1, more: false })).toBe('Products (1 match)');
    expect(countText(en, 'bar/documents', capped)).toBe('Documents (1,000+ matches)');
    expect(countText(en, 'bar/announce', { count: 2003, more: true })).toBe('More than 2,003 results found');
    expect(countText(en, 'bar/announce', { count: 7, more: false })).toBe('7 results found');
    expect(countText(en, 'results/count', capped)).toBe('(1,000+ matches)');
    expect(countText(en, 'results/documentsCaption', capped)).toBe('More than 1,000 documents found');
    expect(en('results/shownMore', { shown: '1,000', total: '1,000' })).toBe('Showing 1,000 of 1,000+');

    expect(countText(translate('de'), 'bar/products', capped)).toBe('Produkte (1.000+ Treffer)');
    expect(plain(countText(translate('sv'), 'results/count', capped))).toBe('(1 000+ träffar)');
    expect(plain(countText(translate('fi'), 'bar/documents', capped))).toBe('Asiakirjat (1 000+ osumaa)');
    expect(plain(countText(translate('fr'), 'bar/announce', { count: 2003, more: true }))).toBe(
      'Plus de 2 003 résultats trouvés',
    );
    expect(countText(translate('hu'), 'bar/products', capped)).toBe('Termékek (1000+ találat)');
    // Polish: 1000 is "many", 1002 "few".
    expect(countText(translate('pl'), 'results/count', capped)).toBe('(1000+ wyników)');
    expect(countText(translate('pl'), 'results/count', { count: 1002, more: true })).toBe('(1002+ wyniki)');
  });

  it('has a "1,000+" wording of every count in every locale, with the number and unlike the exact one', () => {
    for (const locale of LOCALES) {
      const t = translate(locale);
      const number = formatCount(exact, locale);
      for (const key of [
        'bar/products',
        'bar/documents',
        'bar/announce',
        'results/count',
        'results/documentsCaption',
      ]) {
        const more = countText(t, key, capped);
        expect(more, `${locale} ${key}`).toContain(number);
        expect(more, `${locale} ${key}`).not.toBe(countText(t, key, exact));
      }
      expect(t('results/shownMore', { shown: '20', total: number })).toContain(`${number}+`);
      expect(t('results/capped', { count: 1000 })).toContain(number);
    }
  });

  it('formats a tab’s bare count for the locale, with "+" past the cap', () => {
    expect(formatCount(capped, 'en')).toBe('1,000+');
    expect(formatCount(exact, 'en')).toBe('1,000');
    expect(formatCount({ count: 12, more: false }, 'en')).toBe('12');
    expect(formatCount(capped, 'de')).toBe('1.000+');
    expect(plain(formatCount(capped, 'sv'))).toBe('1 000+');
    expect(plain(formatCount(capped, 'fi'))).toBe('1 000+');
    expect(plain(formatCount(capped, 'fr'))).toBe('1 000+');
    expect(formatCount(capped, 'nl-BL')).toBe('1.000+');
  });
});
