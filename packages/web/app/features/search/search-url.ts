import type { SearchRequestQuery } from '@airshop/domain/search/search';
import { SEARCH_DEFAULT_SIZE, SEARCH_QUERY_MAX } from '@airshop/domain/search/search-limits';

/*
 * The search pages keep what is searched in the URL (issue 18 point 4): the query, the tab, each facet's values
 * (a parameter repeated per value) and the sort. A link shares the same list and the back button undoes a
 * change. This module reads that state and turns it into the search calls' query parameters (shop.md §3).
 */

export const SEARCH_TABS = ['products', 'documents', 'content'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Solutions and pages together (alternating, spec §4), or one kind alone. */
export const CONTENT_KINDS_SHOWN = ['all', 'solutions', 'pages'] as const;
export type ContentKindShown = (typeof CONTENT_KINDS_SHOWN)[number];

export const PRODUCT_SORTS = ['relevance', 'name'] as const;
export const DOCUMENT_SORTS = ['relevance', 'name', 'status', 'date'] as const;
export type SearchPageSort = (typeof DOCUMENT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * The sort picker's own parameter (`name:natural`, `date:asc`): what its form sends without script. The page reads
 * it as `sort` and `order` and links with those.
 */
export const SORT_BY_PARAM = 'sortBy';

/** The URL's parameter of each filter. */
export const FILTER_PARAMS = {
  categories: 'category',
  productTypes: 'type',
  languages: 'lang',
  statuses: 'status',
  documentTypes: 'doctype',
} as const;
export type FilterName = keyof typeof FILTER_PARAMS;

export interface SearchPageState {
  q: string;
  tab: SearchTab;
  categories: string[];
  productTypes: string[];
  languages: string[];
  statuses: string[];
  documentTypes: string[];
  sort: SearchPageSort;
  /** Undefined: the sort's natural order (names A-Z, statuses Released first, dates newest first). */
  order: SortOrder | undefined;
  kind: ContentKindShown;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

function values(params: URLSearchParams, name: string): string[] {
  return [...new Set(params.getAll(name).map((value) => value.trim()))].filter((value) => value !== '');
}

/** Reads the page's state from its URL; anything unknown falls back to the default, never to an error. */
export function readSearchState(
  params: URLSearchParams,
  defaultTab: SearchTab = 'products',
): SearchPageState {
  const tab = oneOf(SEARCH_TABS, params.get('tab'), defaultTab);
  const sorts: readonly SearchPageSort[] = tab === 'documents' ? DOCUMENT_SORTS : PRODUCT_SORTS;
  const [sortBy, sortByOrder] = (params.get(SORT_BY_PARAM) ?? '').split(':');
  const rawSort = sortBy || params.get('sort');
  const rawOrder = sortBy ? sortByOrder : params.get('order');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    tab,
    categories: values(params, FILTER_PARAMS.categories),
    productTypes: values(params, FILTER_PARAMS.productTypes),
    languages: values(params, FILTER_PARAMS.languages),
    statuses: values(params, FILTER_PARAMS.statuses),
    documentTypes: values(params, FILTER_PARAMS.documentTypes),
    sort: tab === 'content' ? 'relevance' : oneOf(sorts, rawSort ?? null, 'relevance'),
    order: rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : undefined,
    kind: oneOf(CONTENT_KINDS_SHOWN, params.get('kind'), 'all'),
  };
}

/** The state as a query string ('' or '?q=…'), the defaults left out so URLs stay short. */
export function searchStateQuery(state: SearchPageState, defaultTab: SearchTab = 'products'): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.tab !== defaultTab) params.set('tab', state.tab);
  for (const name of Object.keys(FILTER_PARAMS) as FilterName[]) {
    for (const value of state[name]) params.append(FILTER_PARAMS[name], value);
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.sort !== 'relevance' && state.order) params.set('order', state.order);
  if (state.tab === 'content' && state.kind !== 'all') params.set('kind', state.kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The state with one filter value added or removed. */
export function toggleFilter(state: SearchPageState, name: FilterName, value: string): SearchPageState {
  const current = state[name];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [name]: next };
}

/** A new tab keeps the query and drops the sort, which belongs to the tab it was chosen on. */
export function withTab(state: SearchPageState, tab: SearchTab): SearchPageState {
  return { ...state, tab, sort: 'relevance', order: undefined };
}

export function hasFilters(state: SearchPageState): boolean {
  return (Object.keys(FILTER_PARAMS) as FilterName[]).some((name) => state[name].length > 0);
}

export function withoutFilters(state: SearchPageState): SearchPageState {
  return { ...state, categories: [], productTypes: [], languages: [], statuses: [], documentTypes: [] };
}

function sortFlags(state: SearchPageState): SearchRequestQuery {
  const order = state.order === undefined ? {} : { IsSortDesc: state.order === 'desc' };
  switch (state.sort) {
    case 'name':
      return { Alphabetical: true, ...order };
    case 'status':
      return { SortByStatus: true, ...order };
    case 'date':
      return { SortByDate: true, ...order };
    default:
      return {};
  }
}

/** SearchProducts' parameters for one page of hits. */
export function productQuery(
  state: SearchPageState,
  loaded = 0,
  size = SEARCH_DEFAULT_SIZE,
): SearchRequestQuery {
  return {
    Query: state.q,
    Size: size,
    Loaded: loaded,
    Categories: state.categories,
    ProductTypes: state.productTypes,
    ShortDescription: true,
    ...sortFlags(state),
  };
}

/** SearchDocuments' parameters for one page of hits. */
export function documentQuery(
  state: SearchPageState,
  loaded = 0,
  size = SEARCH_DEFAULT_SIZE,
): SearchRequestQuery {
  return {
    Query: state.q,
    Size: size,
    Loaded: loaded,
    Languages: state.languages,
    Status: state.statuses,
    DocumentTypes: state.documentTypes,
    ...sortFlags(state),
  };
}

/** SearchSolutionsAndPages', SearchSolutions' or SearchPages' parameters. */
export function contentQuery(
  state: SearchPageState,
  loaded = 0,
  size = SEARCH_DEFAULT_SIZE,
): SearchRequestQuery {
  return { Query: state.q, Size: size, Loaded: loaded };
}
