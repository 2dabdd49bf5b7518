import { INSTANT_SEARCH_SIZE, searchRequestSchema } from '@airshop/domain/search/search';
import type { SearchPages } from '@airshop/domain/search/search-pages';
import { type PageRequest, viewerOf } from '../../platform/page-request.ts';
import { instantSearch, searchCall, searchContent, searchDocuments, searchProducts } from './service.ts';

/**
 * The search pages' first hits, in-process (ADR 0072): the same parsing and answers as the /searchapi/ calls,
 * for the page's viewer (a shareable page's anonymous one, else the signed-in customer, whose prices show).
 */
export function searchPages(page: PageRequest): SearchPages {
  const call = async (query: unknown, defaultSize?: number) => {
    const parsed = searchRequestSchema.safeParse(query);
    if (!parsed.success) return undefined;
    return searchCall(await viewerOf(page), parsed.data, defaultSize);
  };
  return {
    instant: async (query) => {
      const c = await call(query, INSTANT_SEARCH_SIZE);
      return c && instantSearch(c);
    },
    products: async (query) => {
      const c = await call(query);
      return c && searchProducts(c);
    },
    documents: async (query) => {
      const c = await call(query);
      return c && searchDocuments(c);
    },
    content: async (query, which) => {
      const c = await call(query);
      return c && searchContent(c, which);
    },
  };
}
