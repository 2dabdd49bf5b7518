import { CART_ITEM_NOTE_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../site/constants.ts';
import { CART_BULK_MAX_ROWS } from './cart-edits.ts';
import { CART_TEMPLATE_COLUMNS, type UploadRowError } from './cart-upload.ts';
import { csvField } from './csv-reader.ts';

/*
 * The rows of a cart upload (issue 15 point 4), whatever they came from — a CSV, an xlsx sheet or the JSON of
 * Items/Bulk: which column is which, and what each row asks for or why it cannot be taken. Codes are checked
 * against the catalogue afterwards, on the server, for all rows at once.
 */

/**
 * The columns an upload may have: the cart template's, and `line`, the item id a project's export carries so
 * that its rows can be matched back to the project's items (ADR 0068).
 */
export type UploadColumn = (typeof CART_TEMPLATE_COLUMNS)[number] | 'line';

/**
 * What a kind of upload reads. `columns`: the columns it knows, in the order a list without a header has them.
 * `headerAnywhere`: the header is the first row that names both the code and the quantity column, wherever it is
 * (rows above it, such as an export's header block, are not read); without one, the first row decides as for the
 * cart. `skipWithoutCodeAndQuantity`: a row with neither a code nor a quantity is no item (an export's totals,
 * titles or remarks below the table) and is skipped like a blank row, not refused.
 */
export interface SheetLayout {
  readonly columns: readonly UploadColumn[];
  readonly headerAnywhere?: boolean;
  readonly skipWithoutCodeAndQuantity?: boolean;
}

/** The cart's upload (ADR 0061): the template's columns, the header in the first row, every row read. */
export const CART_SHEET_LAYOUT: SheetLayout = { columns: CART_TEMPLATE_COLUMNS };

/** A cell as a reader hands it over: text from a CSV, text or a number from a spreadsheet, nothing when empty. */
export type UploadCell = string | number | boolean | null | undefined;

/** Highest delivery number a cart has (cart-edits' shipmentNoSchema). */
export const UPLOAD_DELIVERY_MAX = 99;

/** The longest code the catalogue has (variantCodeSchema): a longer one cannot be in it. */
const CODE_MAX = 64;

/** Where each column is in the rows; `code` is always there. */
export type ColumnPositions = { code: number } & Partial<Record<Exclude<UploadColumn, 'code'>, number>>;

/** Other names a header may give a column (the page's language), besides the template's own. */
export type ColumnAliases = Partial<Record<UploadColumn, readonly string[]>>;

/** Where a list without a header has its columns: in the layout's order. */
function listPositions(columns: readonly UploadColumn[]): ColumnPositions {
  const positions: Partial<Record<UploadColumn, number>> = {};
  columns.forEach((column, index) => {
    positions[column] = index;
  });
  return { ...positions, code: positions.code ?? 0 };
}

function cellText(cell: UploadCell): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

function headerName(cell: UploadCell): string {
  return cellText(cell).toLowerCase().replace(/\s+/g, ' ');
}

/** A row with nothing in it: skipped, neither added nor refused. */
export function isBlankRow(cells: readonly UploadCell[]): boolean {
  return cells.every((cell) => cellText(cell) === '');
}

/**
 * The columns of the first row when it is a header — any of its cells is a column's name, in the template's
 * words or the aliases', without regard to case — else the template's order (a list without a header).
 * A header without a code column is refused: none of its rows could be read.
 */
export function matchColumns(
  firstRow: readonly UploadCell[],
  aliases: ColumnAliases = {},
  layoutColumns: readonly UploadColumn[] = CART_TEMPLATE_COLUMNS,
): { header: boolean; columns: ColumnPositions } | { error: 'missingCodeColumn' } {
  const found = namedColumns(firstRow, columnNames(layoutColumns, aliases));
  if (Object.keys(found).length === 0) return { header: false, columns: listPositions(layoutColumns) };
  if (found.code === undefined) return { error: 'missingCodeColumn' };
  return { header: true, columns: { ...found, code: found.code } };
}

/** Every name a header may give each column: its own and the aliases', compared as headerName() gives them. */
function columnNames(
  layoutColumns: readonly UploadColumn[],
  aliases: ColumnAliases,
): Map<string, UploadColumn> {
  const names = new Map<string, UploadColumn>();
  for (const column of layoutColumns) {
    names.set(column, column);
    for (const alias of aliases[column] ?? []) names.set(headerName(alias), column);
  }
  return names;
}

/** The columns a row's cells name, each at its first cell. */
function namedColumns(
  row: readonly UploadCell[],
  names: ReadonlyMap<string, UploadColumn>,
): Partial<Record<UploadColumn, number>> {
  const found: Partial<Record<UploadColumn, number>> = {};
  row.forEach((cell, index) => {
    const column = names.get(headerName(cell));
    if (column !== undefined && found[column] === undefined) found[column] = index;
  });
  return found;
}

/** A whole number within min–max, from a number cell or a text of digits; null when it is not one. */
function wholeNumber(cell: UploadCell, min: number, max: number): number | null {
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const text = cellText(cell);
    if (!/^\d{1,9}$/.test(text)) return null;
    value = Number(text);
  }
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * What a good row asks for. `delivery` null: the first delivery. `line` only where the layout has that column:
 * the item id an export wrote, null when the cell is empty or holds no id (the row is then a new one).
 */
export interface UploadRowRequest {
  code: string;
  quantity: number;
  note: string | null;
  delivery: number | null;
  line?: number | null;
}

export type UploadRowCheck =
  | ({ ok: true } & UploadRowRequest)
  | { ok: false; error: UploadRowError; code: string | null };

/**
 * One row's own checks, the first failing one named: a code (missingCode; longer than any code → unknownCode), a
 * quantity that is a whole number 1–999 (badQuantity), a note of at most 35 characters (noteTooLong), and a
 * delivery number 1–99 or nothing (badDelivery).
 */
export function checkUploadRow(cells: readonly UploadCell[], columns: ColumnPositions): UploadRowCheck {
  const at = (column: UploadColumn) => {
    const index = columns[column];
    return index === undefined ? null : cells[index];
  };
  const code = cellText(at('code'));
  if (code === '') return { ok: false, error: 'missingCode', code: null };
  if (code.length > CODE_MAX) return { ok: false, error: 'unknownCode', code: code.slice(0, CODE_MAX) };
  const quantity = wholeNumber(at('quantity'), QUANTITY_MIN, QUANTITY_MAX);
  if (quantity === null) return { ok: false, error: 'badQuantity', code };
  const note = cellText(at('note'));
  if (note.length > CART_ITEM_NOTE_MAX) return { ok: false, error: 'noteTooLong', code };
  const deliveryCell = at('delivery');
  let delivery: number | null = null;
  if (cellText(deliveryCell) !== '') {
    delivery = wholeNumber(deliveryCell, 1, UPLOAD_DELIVERY_MAX);
    if (delivery === null) return { ok: false, error: 'badDelivery', code };
  }
  const request = { code, quantity, note: note === '' ? null : note, delivery };
  if (columns.line === undefined) return { ok: true, ...request };
  return { ok: true, ...request, line: wholeNumber(at('line'), 1, Number.MAX_SAFE_INTEGER) };
}

/** A row that passed its own checks, with its number in the file (the spreadsheet's row number). */
export interface NumberedRow extends UploadRowRequest {
  row: number;
}

export interface RowRefusal {
  row: number;
  code: string | null;
  error: UploadRowError;
}

export type UploadRowsResult =
  /** `columns`: where the file has each column (the header's, or the layout's order without one). */
  | { ok: true; rows: NumberedRow[]; refused: RowRefusal[]; columns: ColumnPositions }
  | { ok: false; error: 'missingCodeColumn' | 'noRows' | 'tooManyRows' };

/** A row of a sheet with its number there (the first row is 1, the header too). */
export interface SheetRow {
  row: number;
  cells: readonly UploadCell[];
}

/** The records of a CSV as sheet rows: a record is a row, blank ones included. */
export function numberRecords(records: readonly (readonly UploadCell[])[]): SheetRow[] {
  return records.map((cells, index) => ({ row: index + 1, cells }));
}

/**
 * Every row of a sheet checked one by one, named by its number in the sheet. Blank rows are skipped. No row to
 * read is `noRows`; more than CART_BULK_MAX_ROWS is `tooManyRows` (the file as a whole is refused rather than
 * cut at an arbitrary row).
 */
export function checkUploadRows(
  sheet: readonly SheetRow[],
  aliases: ColumnAliases = {},
  maxRows: number = CART_BULK_MAX_ROWS,
  layout: SheetLayout = CART_SHEET_LAYOUT,
): UploadRowsResult {
  const filled = sheet.filter((line) => !isBlankRow(line.cells));
  const table = layout.headerAnywhere ? tableOf(filled, columnNames(layout.columns, aliases)) : null;
  const [first] = filled;
  if (!first) return { ok: false, error: 'noRows' };
  const matched = table ?? matchColumns(first.cells, aliases, layout.columns);
  if ('error' in matched) return { ok: false, error: matched.error };
  const below = table ? table.rows : matched.header ? filled.slice(1) : filled;
  const data = layout.skipWithoutCodeAndQuantity
    ? below.filter((line) => !noCodeNorQuantity(line.cells, matched.columns))
    : below;
  if (data.length === 0) return { ok: false, error: 'noRows' };
  if (data.length > maxRows) return { ok: false, error: 'tooManyRows' };
  const rows: NumberedRow[] = [];
  const refused: RowRefusal[] = [];
  for (const line of data) {
    const check = checkUploadRow(line.cells, matched.columns);
    if (check.ok) {
      const { ok: _ok, ...request } = check;
      rows.push({ row: line.row, ...request });
    } else refused.push({ row: line.row, code: check.code, error: check.error });
  }
  return { ok: true, rows, refused, columns: matched.columns };
}

/** The header row that names both code and quantity, its columns and the rows below it; null when none does. */
function tableOf(
  filled: readonly SheetRow[],
  names: ReadonlyMap<string, UploadColumn>,
): { header: true; columns: ColumnPositions; rows: readonly SheetRow[] } | null {
  for (const [index, line] of filled.entries()) {
    const found = namedColumns(line.cells, names);
    if (found.code !== undefined && found.quantity !== undefined) {
      return { header: true, columns: { ...found, code: found.code }, rows: filled.slice(index + 1) };
    }
  }
  return null;
}

function noCodeNorQuantity(cells: readonly UploadCell[], columns: ColumnPositions): boolean {
  const quantity = columns.quantity === undefined ? '' : cellText(cells[columns.quantity]);
  return cellText(cells[columns.code]) === '' && quantity === '';
}

/**
 * The answer's Status (shop.md §4: the page refetches the cart unless it is error): success when every row was
 * added, warning when some were, error when none was.
 */
export function uploadStatus(added: number, refused: number): 'success' | 'warning' | 'error' {
  if (added === 0) return 'error';
  return refused === 0 ? 'success' : 'warning';
}

/** An example row of the template. */
export interface TemplateRow {
  code: string;
  quantity: number;
  note: string;
  delivery: number | null;
}

/**
 * template.csv: the header row and example rows, comma-separated with CRLF line ends (RFC 4180), after a UTF-8
 * byte order mark so that Excel reads notes with ä, ő or ş as they were written.
 */
export function cartTemplateCsv(examples: readonly TemplateRow[]): string {
  const lines = [
    CART_TEMPLATE_COLUMNS.join(','),
    ...examples.map((row) =>
      [row.code, String(row.quantity), row.note, row.delivery === null ? '' : String(row.delivery)]
        .map((value) => csvField(value))
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
