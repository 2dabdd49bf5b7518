import { documentUrl } from '@airshop/domain/documents/document-links';
import type { InstantSearchResult } from '@airshop/domain/search/search';

/*
 * The options of the search bar's list, in the order the arrow keys walk them: the autocomplete's completions,
 * then the instant hits of each kind, then 'all results'. Pure, so the order and what each option does are
 * tested without a browser.
 */

export type OptionGroup = 'suggestions' | 'products' | 'documents' | 'content' | 'all';

export interface InstantOption {
  /** Unique within the list; the option's element id is built from it. */
  key: string;
  group: OptionGroup;
  /** Where choosing it goes. Documents open their file in a new tab; the rest are pages of the site. */
  href: string;
  newTab: boolean;
  /** The hit's HitId for the TrackSearchClick beacon; undefined for completions and 'all results'. */
  hitId: string | undefined;
}

export function searchPageHref(searchPage: string, query: string): string {
  return `${searchPage}?q=${encodeURIComponent(query)}`;
}

export function instantOptions(
  query: string,
  completions: readonly string[],
  answer: InstantSearchResult | undefined,
  searchPage: string,
): InstantOption[] {
  if (query === '') return [];
  const options: InstantOption[] = [];
  const lower = query.toLocaleLowerCase();
  const seen = new Set<string>();
  // A completion that is just what was typed would only repeat the 'all results' option.
  for (const completion of completions) {
    const key = completion.toLocaleLowerCase();
    if (key === lower || seen.has(key)) continue;
    seen.add(key);
    options.push({
      key: `suggestion:${key}`,
      group: 'suggestions',
      href: searchPageHref(searchPage, completion),
      newTab: false,
      hitId: undefined,
    });
  }
  const nothing =
    answer !== undefined &&
    answer.Products.Hits.length + answer.Documents.Hits.length + answer.SolutionsAndPages.Hits.length === 0;
  if (nothing) {
    for (const suggestion of answer.Suggestions) {
      const key = suggestion.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({
        key: `suggestion:${key}`,
        group: 'suggestions',
        href: searchPageHref(searchPage, suggestion),
        newTab: false,
        hitId: undefined,
      });
    }
  }
  for (const hit of answer?.Products.Hits ?? []) {
    options.push({
      key: hit.HitId,
      group: 'products',
      href: hit.Document.Url,
      newTab: false,
      hitId: hit.HitId,
    });
  }
  for (const hit of answer?.Documents.Hits ?? []) {
    options.push({
      key: hit.HitId,
      group: 'documents',
      href: documentUrl(hit.Document.Id, 'search'),
      newTab: true,
      hitId: hit.HitId,
    });
  }
  for (const hit of answer?.SolutionsAndPages.Hits ?? []) {
    options.push({
      key: hit.HitId,
      group: 'content',
      href: hit.Document.Url,
      newTab: false,
      hitId: hit.HitId,
    });
  }
  options.push({
    key: 'all',
    group: 'all',
    href: searchPageHref(searchPage, query),
    newTab: false,
    hitId: undefined,
  });
  return options;
}

/** The next active option for an arrow key: down from none is the first, up from none the last; both wrap. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
