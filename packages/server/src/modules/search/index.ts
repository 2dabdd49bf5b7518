// The public entry of search: what other modules may use (ADR 0055).

export { deleteOldSearchClicks } from './insights.ts';
export { reindexIfEmpty, reindexSearch, SEARCH_GROUPS, type SearchGroup } from './reindex.ts';
