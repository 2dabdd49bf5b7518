import type { Locale } from '@airshop/domain/i18n/locales';
import type { SearchPages } from '@airshop/domain/search/search-pages';
import { instantCounts } from './search-counts.ts';
import type { FirstResults, SearchLoad } from './search-load.ts';
import {
  contentQuery,
  documentQuery,
  productQuery,
  type SearchPageState,
  searchStateQuery,
} from './search-url.ts';

/**
 * The loader's search: the shown tab's first page and, on the search page, the counts of the other tabs, in
 * parallel, in-process. A failure is the page's error state, never a broken page.
 */
export async function loadSearch(
  search: SearchPages,
  state: SearchPageState,
  locale: Locale,
  withCounts: boolean,
): Promise<SearchLoad> {
  const key = `${locale}|${searchStateQuery(state)}`;
  if (withCounts && state.q === '') return { key, first: { tab: 'start' }, counts: undefined };
  const first = async (): Promise<FirstResults> => {
    const lang = { Lang: locale };
    if (state.tab === 'products') {
      const answer = await search.products({ ...productQuery(state), ...lang });
      return answer ? { tab: 'products', answer } : { tab: 'failed' };
    }
    if (state.tab === 'documents') {
      const answer = await search.documents({ ...documentQuery(state), ...lang });
      return answer ? { tab: 'documents', answer } : { tab: 'failed' };
    }
    const which = state.kind === 'solutions' ? 'solutions' : state.kind === 'pages' ? 'pages' : 'both';
    const answer = await search.content({ ...contentQuery(state), ...lang }, which);
    return answer ? { tab: 'content', answer } : { tab: 'failed' };
  };
  const counts = async () => {
    if (!withCounts) return undefined;
    const answer = await search.instant({ Query: state.q, Size: 1, Lang: locale });
    return answer ? instantCounts(answer) : undefined;
  };
  const [firstResult, countsResult] = await Promise.allSettled([first(), counts()]);
  if (firstResult.status === 'rejected')
    console.error('The search page could not search', firstResult.reason);
  return {
    key,
    first: firstResult.status === 'fulfilled' ? firstResult.value : { tab: 'failed' },
    counts: countsResult.status === 'fulfilled' ? countsResult.value : undefined,
  };
}
