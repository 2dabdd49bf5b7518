import type { InstantSearchResult } from '@airshop/domain/search/search';
import { describe, expect, it } from 'vitest';
import { instantOptions, moveActive } from './instant-options.ts';

const answer = (over: Partial<InstantSearchResult> = {}): InstantSearchResult => ({
  SearchId: 's1',
  Query: 'fan',
  ShowPrices: false,
  Products: {
    Hits: [
      {
        HitId: 'product:p1',
        Type: 'product',
        Score: 1,
        Document: { Url: '/en/fans/p1' } as InstantSearchResult['Products']['Hits'][number]['Document'],
      },
    ],
    TotalMatching: 1,
  },
  Documents: {
    Hits: [
      {
        HitId: 'document:d1',
        Type: 'document',
        Score: 1,
        Document: { Id: 'd1' } as InstantSearchResult['Documents']['Hits'][number]['Document'],
      },
    ],
    TotalMatching: 1,
  },
  SolutionsAndPages: { Hits: [], SolutionsMatching: 0, PagesMatching: 0 },
  Suggestions: [],
  ...over,
});

describe('the search bar’s options', () => {
  it('lists completions, then products, documents and content, then all results, in arrow-key order', () => {
    const options = instantOptions('fan', ['Fan', 'fan coil', 'Fan coil'], answer(), '/en/search');
    expect(options.map((option) => option.key)).toEqual([
      'suggestion:fan coil',
      'product:p1',
      'document:d1',
      'all',
    ]);
    expect(options[0]).toMatchObject({ href: '/en/search?q=fan%20coil', hitId: undefined });
    expect(options[1]).toMatchObject({ href: '/en/fans/p1', hitId: 'product:p1', newTab: false });
    // A document opens its file in a new tab; its click still reports the hit.
    expect(options[2]).toMatchObject({ href: '/api/v1/Documents/d1?analytics=search', newTab: true });
    expect(options[3]).toMatchObject({ group: 'all', href: '/en/search?q=fan' });
  });

  it('offers the server’s suggestions when nothing matched, and nothing for an empty query', () => {
    const none = answer({
      Products: { Hits: [], TotalMatching: 0 },
      Documents: { Hits: [], TotalMatching: 0 },
      Suggestions: ['fan'],
    });
    expect(instantOptions('fna', [], none, '/en/search').map((o) => o.key)).toEqual([
      'suggestion:fan',
      'all',
    ]);
    expect(instantOptions('', ['x'], answer(), '/en/search')).toEqual([]);
  });

  it('moves the active option with wrapping; down from none is the first, up from none the last', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
