import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS_INITIAL_ROWS,
  documentLanguages,
  documentRows,
  documentTypes,
  filterDocuments,
  isMultiLanguage,
  NO_DOCUMENT_FILTERS,
  nextSort,
  primaryType,
  selectAllState,
  selectedIds,
  selectionAfterFilterChange,
  sortDocuments,
  toggleSelectAll,
  toggleSelected,
  visibleRows,
} from './document-table.ts';
import {
  DOCUMENT_ANALYTICS_PRODUCT_PAGE,
  type DocumentDto,
  dateSortable,
  documentDownloadUrl,
  documentFileQuerySchema,
  documentUrl,
  statusSortable,
} from './documents.ts';

const TYPES = {
  datasheet: { Type: 'Datasheet', TypeKey: 'datasheet', Supertype: 'Technical', Order: 1 },
  manual: { Type: 'Installation manual', TypeKey: 'manual', Supertype: 'Installation', Order: 2 },
  brochure: { Type: 'Brochure', TypeKey: 'brochure', Supertype: 'Marketing', Order: 4 },
};

let counter = 0;
function doc(
  name: string,
  over: { type?: keyof typeof TYPES; languages?: string[]; status?: string; date?: string } = {},
): DocumentDto {
  counter++;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const status = over.status ?? 'Released';
  const date = over.date ?? '2025-03-01';
  return {
    Id: id,
    Name: name,
    Number: `NO-${counter}`,
    Categories: [TYPES[over.type ?? 'datasheet']],
    Languages: over.languages ?? ['en'],
    Status: status,
    Retired: status === 'Archived',
    Date: date,
    StatusSortable: statusSortable(status),
    DateSortable: dateSortable(date),
    Url: documentUrl(id),
    DownloadUrl: documentDownloadUrl(id),
  };
}

const sheetEn = doc('Datasheet EN', { languages: ['en'], date: '2025-05-02' });
const sheetSv = doc('Datasheet SV', { languages: ['sv'], status: 'Preliminary', date: '2024-01-10' });
const manual = doc('Manual', { type: 'manual', languages: ['en', 'DE', 'sv'], date: '2025-11-20' });
const brochure = doc('Brochure', { type: 'brochure', languages: ['en'], date: '2023-02-14' });
const old = doc('Datasheet (previous edition)', { status: 'Archived', date: '2020-06-30' });
const ALL = [sheetEn, sheetSv, manual, brochure, old];
const names = (docs: readonly DocumentDto[]) => docs.map((d) => d.Name);

describe('filters', () => {
  it('lists the languages once, lower-cased and sorted, and the types in category order', () => {
    expect(documentLanguages(ALL)).toEqual(['de', 'en', 'sv']);
    expect(documentTypes([brochure, manual, sheetEn, old]).map((t) => t.key)).toEqual([
      'datasheet',
      'manual',
      'brochure',
    ]);
    expect(primaryType(manual)).toEqual({ key: 'manual', name: 'Installation manual', order: 2 });
  });

  it('keeps the documents in a language (any of theirs, case-insensitively) and of a type', () => {
    expect(names(filterDocuments(ALL, NO_DOCUMENT_FILTERS))).toEqual(names(ALL));
    expect(names(filterDocuments(ALL, { language: 'sv', type: null }))).toEqual(['Datasheet SV', 'Manual']);
    expect(names(filterDocuments(ALL, { language: 'de', type: null }))).toEqual(['Manual']);
    expect(names(filterDocuments(ALL, { language: null, type: 'datasheet' }))).toEqual([
      'Datasheet EN',
      'Datasheet SV',
      'Datasheet (previous edition)',
    ]);
    expect(names(filterDocuments(ALL, { language: 'sv', type: 'brochure' }))).toEqual([]);
  });
});

describe('sorting', () => {
  it('starts status ascending and date newest first, and each further press flips the direction', () => {
    const status = nextSort(null, 'status');
    expect(status).toEqual({ key: 'status', direction: 'ascending' });
    expect(nextSort(status, 'status')).toEqual({ key: 'status', direction: 'descending' });
    const date = nextSort(status, 'date');
    expect(date).toEqual({ key: 'date', direction: 'descending' });
    const flipped = nextSort(date, 'date');
    expect(flipped).toEqual({ key: 'date', direction: 'ascending' });
    expect(nextSort(flipped, 'date')).toEqual(date);
  });

  it('orders by DateSortable both ways', () => {
    expect(names(sortDocuments(ALL, { key: 'date', direction: 'descending' }))).toEqual([
      'Manual',
      'Datasheet EN',
      'Datasheet SV',
      'Brochure',
      'Datasheet (previous edition)',
    ]);
    expect(names(sortDocuments(ALL, { key: 'date', direction: 'ascending' }))).toEqual([
      'Datasheet (previous edition)',
      'Brochure',
      'Datasheet SV',
      'Datasheet EN',
      'Manual',
    ]);
  });

  it('orders by StatusSortable, keeping the given order among equal statuses in both directions', () => {
    expect(names(sortDocuments(ALL, { key: 'status', direction: 'ascending' }))).toEqual([
      'Datasheet EN',
      'Manual',
      'Brochure',
      'Datasheet SV',
      'Datasheet (previous edition)',
    ]);
    expect(names(sortDocuments(ALL, { key: 'status', direction: 'descending' }))).toEqual([
      'Datasheet (previous edition)',
      'Datasheet SV',
      'Datasheet EN',
      'Manual',
      'Brochure',
    ]);
  });

  it('leaves the order as given without a sort, and never changes its input', () => {
    const input = [...ALL];
    expect(sortDocuments(input, null)).toEqual(ALL);
    sortDocuments(input, { key: 'date', direction: 'ascending' });
    expect(input).toEqual(ALL);
  });

  it('filters then sorts', () => {
    expect(names(documentRows(ALL, { language: 'en', type: null }, nextSort(null, 'date')))).toEqual([
      'Manual',
      'Datasheet EN',
      'Brochure',
      'Datasheet (previous edition)',
    ]);
  });
});

describe('view all', () => {
  const many = Array.from({ length: 23 }, (_, i) => i);

  it('shows the first 10 rows, then everything after view all', () => {
    expect(DOCUMENTS_INITIAL_ROWS).toBe(10);
    expect(visibleRows(many, false)).toEqual({ rows: many.slice(0, 10), hidden: 13 });
    expect(visibleRows(many, true)).toEqual({ rows: many, hidden: 0 });
  });

  it('has nothing to view when there are 10 rows or fewer', () => {
    expect(visibleRows(many.slice(0, 10), false)).toEqual({ rows: many.slice(0, 10), hidden: 0 });
    expect(visibleRows(many.slice(0, 11), false).hidden).toBe(1);
    expect(visibleRows([], false)).toEqual({ rows: [], hidden: 0 });
  });
});

describe('selection', () => {
  it('toggles one document and reads the state of select-all over the listed documents', () => {
    let selection = toggleSelected(new Set(), manual.Id);
    expect(selectAllState(selection, ALL)).toBe('some');
    selection = toggleSelected(selection, manual.Id);
    expect(selectAllState(selection, ALL)).toBe('none');
    selection = toggleSelectAll(selection, ALL);
    expect(selectAllState(selection, ALL)).toBe('all');
    expect(selection.size).toBe(ALL.length);
    expect(toggleSelectAll(selection, ALL).size).toBe(0);
    expect(selectAllState(new Set(), [])).toBe('none');
  });

  it('selects the listed documents from some, and lists the selected ids in the order of the list', () => {
    const some = new Set([brochure.Id]);
    expect(toggleSelectAll(some, [sheetEn, brochure]).size).toBe(2);
    expect(selectedIds(new Set([brochure.Id, sheetEn.Id]), ALL)).toEqual([sheetEn.Id, brochure.Id]);
  });

  it('is cleared when the language changes, and keeps what is still listed when the type changes', () => {
    const selection = new Set([sheetEn.Id, manual.Id]);
    const english = { language: 'en', type: null };
    expect(selectionAfterFilterChange(selection, NO_DOCUMENT_FILTERS, english, ALL).size).toBe(0);
    expect(selectionAfterFilterChange(selection, english, NO_DOCUMENT_FILTERS, ALL).size).toBe(0);
    const manuals = { language: null, type: 'manual' };
    const listed = filterDocuments(ALL, manuals);
    expect([...selectionAfterFilterChange(selection, NO_DOCUMENT_FILTERS, manuals, listed)]).toEqual([
      manual.Id,
    ]);
  });
});

describe('links', () => {
  it('names a document in more than 2 languages multi-language', () => {
    expect(isMultiLanguage(manual)).toBe(true);
    expect(isMultiLanguage(doc('Two', { languages: ['en', 'sv'] }))).toBe(false);
  });

  it('adds the analytics parameter the file routes accept', () => {
    expect(documentUrl(sheetEn.Id)).toBe(`/api/v1/Documents/${sheetEn.Id}`);
    expect(documentUrl(sheetEn.Id, DOCUMENT_ANALYTICS_PRODUCT_PAGE)).toBe(
      `/api/v1/Documents/${sheetEn.Id}?analytics=product-page`,
    );
    expect(documentDownloadUrl(sheetEn.Id, 'a b&c')).toBe(
      `/api/v1/Documents/${sheetEn.Id}/Download?analytics=a%20b%26c`,
    );
    expect(documentFileQuerySchema.safeParse({ analytics: DOCUMENT_ANALYTICS_PRODUCT_PAGE }).success).toBe(
      true,
    );
  });
});
