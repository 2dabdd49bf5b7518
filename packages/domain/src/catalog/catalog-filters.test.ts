import { describe, expect, it } from 'vitest';
import {
  CATALOG_PATH_PATTERN,
  catalogFiltersFromSearch,
  catalogFiltersKey,
  catalogFiltersToQuery,
  DEFAULT_CATALOG_FILTERS,
} from './catalog-filters.ts';

/** A query string read the way URLSearchParams reads it, for a package without DOM types. */
function params(query: string | Record<string, string>) {
  const pairs =
    typeof query === 'string'
      ? query
          .split('&')
          .filter(Boolean)
          .map((pair) => pair.split('=') as [string, string])
      : Object.entries(query);
  const map = new Map(pairs);
  return {
    get: (name: string) => map.get(name) ?? null,
    toString: () => pairs.map(([k, v]) => `${k}=${v}`).join('&'),
  };
}

describe('catalogue filters in a page URL', () => {
  it('reads only "true" as on', () => {
    expect(catalogFiltersFromSearch(params(''))).toEqual(DEFAULT_CATALOG_FILTERS);
    expect(
      catalogFiltersFromSearch(params('showDiscontinued=true&showWebShopOnly=1&showSparePartsOnly=yes')),
    ).toEqual({ showDiscontinued: true, showWebShopOnly: false, showSparePartsOnly: false });
  });

  it('writes only the filters that are on, in a fixed order, and round-trips', () => {
    const values = { showSparePartsOnly: true, showWebShopOnly: false, showDiscontinued: true };
    const query = catalogFiltersToQuery(values);
    expect(params(query).toString()).toBe('showDiscontinued=true&showSparePartsOnly=true');
    expect(catalogFiltersFromSearch(params(query))).toEqual(values);
    expect(catalogFiltersToQuery(DEFAULT_CATALOG_FILTERS)).toEqual({});
  });

  it('keys each filter set differently', () => {
    expect(catalogFiltersKey(DEFAULT_CATALOG_FILTERS)).toBe('000');
    expect(catalogFiltersKey({ ...DEFAULT_CATALOG_FILTERS, showSparePartsOnly: true })).toBe('001');
  });
});

describe('catalogue page paths', () => {
  it('are slugs joined by slashes', () => {
    for (const ok of ['products', 'products/fans/duct-fans', 'a-1/b2'])
      expect(CATALOG_PATH_PATTERN.test(ok)).toBe(true);
    for (const bad of [
      '',
      '/products',
      'products/',
      'products//fans',
      '../etc',
      'Products',
      'pro ducts',
      'a/%2e',
    ])
      expect(CATALOG_PATH_PATTERN.test(bad)).toBe(false);
  });
});
