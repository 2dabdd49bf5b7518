import type { DocumentDto } from './documents.ts';

/*
 * The rules of the product page's documents table (product-page.md §4 "Documents", ADR 0022): which rows the
 * filters keep, the order of the sortable columns, how many rows show before 'view all', and what the selection
 * holds. Pure, so the server-rendered HTML and the browser agree and the rules are tested without a browser.
 */

/** Spec §9: documents show 10 rows before 'view all'. */
export const DOCUMENTS_INITIAL_ROWS = 10;
/** Spec §4: a document with more than 2 languages shows a multi-language tooltip. */
export const MULTI_LANGUAGE_MIN = 3;

export type DocumentSortKey = 'status' | 'date';
export type SortDirection = 'ascending' | 'descending';
export interface DocumentSort {
  key: DocumentSortKey;
  direction: SortDirection;
}

/** `null` means every language, or every type. */
export interface DocumentFilters {
  language: string | null;
  type: string | null;
}

export const NO_DOCUMENT_FILTERS: DocumentFilters = { language: null, type: null };

/**
 * The first press on a column: released before preliminary before archived, and the newest date first, the
 * order a person usually wants. Every further press on the same column flips it (spec §4).
 */
const FIRST_DIRECTION: Record<DocumentSortKey, SortDirection> = { status: 'ascending', date: 'descending' };

export function nextSort(current: DocumentSort | null, key: DocumentSortKey): DocumentSort {
  if (current?.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The language codes of the documents, each once, lower-cased, in alphabetical order. */
export function documentLanguages(documents: readonly DocumentDto[]): string[] {
  const codes = new Set<string>();
  for (const document of documents) {
    for (const language of document.Languages) {
      const code = language.trim().toLowerCase();
      if (code) codes.add(code);
    }
  }
  return [...codes].sort();
}

export interface DocumentType {
  key: string;
  /** The catalogue's name of the type (Categories.Type), for types the site has no translation of. */
  name: string;
  order: number;
}

/** The document types (category TypeKeys) present, each once, in the catalogue's category order. */
export function documentTypes(documents: readonly DocumentDto[]): DocumentType[] {
  const types = new Map<string, DocumentType>();
  for (const document of documents) {
    for (const category of document.Categories) {
      if (!category.TypeKey || types.has(category.TypeKey)) continue;
      types.set(category.TypeKey, { key: category.TypeKey, name: category.Type, order: category.Order });
    }
  }
  return [...types.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** The type a row names: its first category (the server sends them in category order). */
export function primaryType(document: DocumentDto): DocumentType | undefined {
  const category = document.Categories[0];
  return category ? { key: category.TypeKey, name: category.Type, order: category.Order } : undefined;
}

export function matchesFilters(document: DocumentDto, filters: DocumentFilters): boolean {
  if (
    filters.language !== null &&
    !document.Languages.some((language) => language.trim().toLowerCase() === filters.language)
  ) {
    return false;
  }
  if (filters.type !== null && !document.Categories.some((category) => category.TypeKey === filters.type)) {
    return false;
  }
  return true;
}

export function filterDocuments(documents: readonly DocumentDto[], filters: DocumentFilters): DocumentDto[] {
  return documents.filter((document) => matchesFilters(document, filters));
}

/**
 * Sorted by StatusSortable or DateSortable; equal values keep the server's order (category order, then
 * name), in both directions, so a flip reverses the groups, not the rows inside them. No sort: as given.
 */
export function sortDocuments(documents: readonly DocumentDto[], sort: DocumentSort | null): DocumentDto[] {
  if (!sort) return [...documents];
  const value = (document: DocumentDto) =>
    sort.key === 'status' ? document.StatusSortable : document.DateSortable;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return documents
    .map((document, index) => ({ document, index }))
    .sort((a, b) => sign * (value(a.document) - value(b.document)) || a.index - b.index)
    .map(({ document }) => document);
}

export interface VisibleRows<T> {
  rows: T[];
  /** Rows 'view all' would add; 0 when everything shows. */
  hidden: number;
}

/** The first DOCUMENTS_INITIAL_ROWS rows until 'view all' is pressed. */
export function visibleRows<T>(
  rows: readonly T[],
  showAll: boolean,
  limit = DOCUMENTS_INITIAL_ROWS,
): VisibleRows<T> {
  if (showAll || rows.length <= limit) return { rows: [...rows], hidden: 0 };
  return { rows: rows.slice(0, limit), hidden: rows.length - limit };
}

/** Filter, then sort: the rows of the table before 'view all'. */
export function documentRows(
  documents: readonly DocumentDto[],
  filters: DocumentFilters,
  sort: DocumentSort | null,
): DocumentDto[] {
  return sortDocuments(filterDocuments(documents, filters), sort);
}

/**
 * The selection after the filters changed. Spec §4: changing the language clears it. Another filter keeps the
 * selected documents it still lists, so a download or e-mail never holds a document the person cannot see.
 */
export function selectionAfterFilterChange(
  selection: ReadonlySet<string>,
  before: DocumentFilters,
  after: DocumentFilters,
  listed: readonly DocumentDto[],
): Set<string> {
  if (before.language !== after.language) return new Set();
  const ids = new Set(listed.map((document) => document.Id));
  return new Set([...selection].filter((id) => ids.has(id)));
}

export function toggleSelected(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The state of the select-all box over the listed documents (all of them, not only the first ten). */
export function selectAllState(
  selection: ReadonlySet<string>,
  listed: readonly DocumentDto[],
): SelectAllState {
  if (listed.length === 0) return 'none';
  const selected = listed.filter((document) => selection.has(document.Id)).length;
  if (selected === 0) return 'none';
  return selected === listed.length ? 'all' : 'some';
}

/** Select-all pressed: everything listed, or nothing when everything was selected already. */
export function toggleSelectAll(selection: ReadonlySet<string>, listed: readonly DocumentDto[]): Set<string> {
  return selectAllState(selection, listed) === 'all' ? new Set() : new Set(listed.map((d) => d.Id));
}

/** The selected ids in the order of the list (the zip and the mail list them in that order). */
export function selectedIds(selection: ReadonlySet<string>, listed: readonly DocumentDto[]): string[] {
  return listed.filter((document) => selection.has(document.Id)).map((document) => document.Id);
}

export function isMultiLanguage(document: DocumentDto): boolean {
  return document.Languages.length >= MULTI_LANGUAGE_MIN;
}
