import type {
  InstantSearchResult,
  SearchContentResult,
  SearchDocumentsResult,
  SearchProductsResult,
  SearchRequestQuery,
} from './search.ts';

/**
 * What the search pages ask of the search module in-process (ADR 0072): the first page of a tab's hits, for the
 * server-rendered page and its loader's revalidation, with the same parameters and answers as the /searchapi/
 * calls and for the same viewer (prices only for those who may see them). Undefined: the parameters are what
 * the call would answer with a 400.
 */
export interface SearchPages {
  instant(query: SearchRequestQuery): Promise<InstantSearchResult | undefined>;
  products(query: SearchRequestQuery): Promise<SearchProductsResult | undefined>;
  documents(query: SearchRequestQuery): Promise<SearchDocumentsResult | undefined>;
  content(
    query: SearchRequestQuery,
    which: 'both' | 'solutions' | 'pages',
  ): Promise<SearchContentResult | undefined>;
}
