/*
 * The search calls' limits and sizes (shop.md §7 "Search", §9; issue 18; ADR 0071), without zod, so the
 * browser's search bar and search pages can use them without bundling a schema. The schemas that enforce them
 * are in `search.ts`.
 */

/** Hits of each kind the header's instant search shows (spec: instant search size 4). */
export const INSTANT_SEARCH_SIZE = 4;
/** Suggestions the header's autocomplete shows (spec: autocomplete size 3). */
export const AUTOCOMPLETE_SIZE = 3;
/** Most suggestions one autocomplete call returns. */
export const AUTOCOMPLETE_SIZE_MAX = 10;
/** After this long without an answer the search bar says it is searching (spec §9: 500 ms). */
export const SEARCH_MESSAGE_THRESHOLD_MS = 500;

/** Longest query the server takes (characters, after trimming); a longer one is a 400. */
export const SEARCH_QUERY_MAX = 200;
/** Hits per call when Size is not given (the search page's "load more" step). */
export const SEARCH_DEFAULT_SIZE = 20;
/** Largest Size of one call; a larger one is a 400. */
export const SEARCH_SIZE_MAX = 100;
/** Largest Loaded (hits already shown, the offset of "load more"); a larger one is a 400. */
export const SEARCH_LOADED_MAX = 10_000;
/** Most values of one repeated filter parameter (Categories, Languages …); more is a 400. */
export const SEARCH_FILTER_VALUES_MAX = 50;
/** Longest single filter value. */
export const SEARCH_FILTER_VALUE_MAX = 100;

/** Longest field of a TrackSearchClick beacon, and the largest beacon body in bytes. */
export const SEARCH_BEACON_FIELD_MAX = 200;
export const SEARCH_BEACON_BODY_MAX_BYTES = 4096;

/** The back office's search insights: longest period (days) and most rows per list. */
export const SEARCH_INSIGHTS_MAX_DAYS = 366;
export const SEARCH_INSIGHTS_DEFAULT_DAYS = 30;
export const SEARCH_INSIGHTS_ROWS_MAX = 200;
export const SEARCH_INSIGHTS_DEFAULT_ROWS = 50;

/** What a search hit is; the prefix of its HitId (`variant:AB-123`). */
export const SEARCH_HIT_TYPES = ['product', 'variant', 'document', 'solution', 'page'] as const;
export type SearchHitType = (typeof SEARCH_HIT_TYPES)[number];

/** The search page is /{locale}/search (?q=…); the document search page /{locale}/search/documents. */
export function searchPageUrl(locale: string): string {
  return `/${locale}/search`;
}
export function documentSearchPageUrl(locale: string): string {
  return `/${locale}/search/documents`;
}
