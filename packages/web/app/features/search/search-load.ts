import type {
  SearchContentResult,
  SearchDocumentsResult,
  SearchProductsResult,
} from '@airshop/domain/search/search';
import type { InstantCounts } from './search-counts.ts';

/** The first page of the shown tab, as the loader hands it to the page (ADR 0072). */
export type FirstResults =
  | { tab: 'products'; answer: SearchProductsResult }
  | { tab: 'documents'; answer: SearchDocumentsResult }
  | { tab: 'content'; answer: SearchContentResult }
  /** Nothing typed on the search page: it offers help instead of a list. */
  | { tab: 'start' }
  /** The search failed (or refused the parameters): the page says so and offers to try again. */
  | { tab: 'failed' };

export interface SearchLoad {
  /** The URL's state as a string: a new one starts the list (and its 'load more') over. */
  key: string;
  first: FirstResults;
  /** How many of each kind match the query (the tabs' counts, "1,000+" past the cap); undefined on the document page. */
  counts: InstantCounts | undefined;
}
