import { describe, expect, it } from 'vitest';
import {
  documentQuery,
  productQuery,
  readSearchState,
  searchStateQuery,
  toggleFilter,
  withoutFilters,
  withTab,
} from './search-url.ts';

const read = (query: string, tab?: 'products' | 'documents') =>
  readSearchState(new URLSearchParams(query), tab);

describe('search page state in the URL', () => {
  it('reads the query, tab, repeated filters and sort, and writes them back the same', () => {
    const query =
      '?q=duct+fan&tab=documents&lang=sv&lang=de&status=Released&doctype=datasheet&sort=date&order=asc';
    const state = read(query);
    expect(state).toMatchObject({
      q: 'duct fan',
      tab: 'documents',
      languages: ['sv', 'de'],
      statuses: ['Released'],
      documentTypes: ['datasheet'],
      sort: 'date',
      order: 'asc',
    });
    expect(searchStateQuery(state)).toBe(query);
  });

  it('falls back to defaults for anything unknown instead of failing', () => {
    const state = read('?tab=nope&sort=price&order=up&kind=x&category=&category=%20');
    expect(state).toMatchObject({ q: '', tab: 'products', sort: 'relevance', order: undefined, kind: 'all' });
    expect(state.categories).toEqual([]);
    // Products sort by relevance or name only; a document sort in the URL of the products tab is dropped.
    expect(read('?sort=status').sort).toBe('relevance');
    expect(read('?q=a').sort).toBe('relevance');
  });

  it('leaves the defaults out of the URL; the document page has documents as its default tab', () => {
    expect(searchStateQuery(read('?q=fan&tab=products'))).toBe('?q=fan');
    expect(searchStateQuery(read('?q=fan', 'documents'), 'documents')).toBe('?q=fan');
    expect(searchStateQuery(read(''))).toBe('');
  });

  it('toggles a filter value, and a new tab drops the sort', () => {
    const state = read('?q=fan&category=fans&sort=name');
    expect(toggleFilter(state, 'categories', 'filters').categories).toEqual(['fans', 'filters']);
    expect(toggleFilter(state, 'categories', 'fans').categories).toEqual([]);
    expect(withTab(state, 'documents')).toMatchObject({
      tab: 'documents',
      sort: 'relevance',
      order: undefined,
    });
    expect(searchStateQuery(withoutFilters(state))).toBe('?q=fan&sort=name');
  });

  it('turns the state into the search calls’ parameters with the spec’s sort flags', () => {
    const products = productQuery(read('?q=fan&category=a&type=accessory&sort=name&order=desc'), 20, 20);
    expect(products).toEqual({
      Query: 'fan',
      Size: 20,
      Loaded: 20,
      Categories: ['a'],
      ProductTypes: ['accessory'],
      ShortDescription: true,
      Alphabetical: true,
      IsSortDesc: true,
    });
    expect(documentQuery(read('?tab=documents&sort=status'))).toMatchObject({
      SortByStatus: true,
      Loaded: 0,
    });
    expect(documentQuery(read('?tab=documents&sort=date&order=asc'))).toMatchObject({
      SortByDate: true,
      IsSortDesc: false,
    });
    expect(documentQuery(read('?tab=documents'))).not.toHaveProperty('SortByDate');
  });

  it('reads the sort picker’s own parameter, which its form sends without script', () => {
    expect(read('?q=fan&sortBy=name:natural')).toMatchObject({ sort: 'name', order: undefined });
    expect(read('?tab=documents&sortBy=date:asc')).toMatchObject({ sort: 'date', order: 'asc' });
    expect(read('?sortBy=relevance&sort=name')).toMatchObject({ sort: 'relevance' });
    expect(read('?sortBy=nonsense:up')).toMatchObject({ sort: 'relevance', order: undefined });
    // And the links the page makes from it are the usual ones.
    expect(searchStateQuery(read('?q=fan&sortBy=name:desc'))).toBe('?q=fan&sort=name&order=desc');
  });
});
