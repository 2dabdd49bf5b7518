import { QUANTITY_MAX } from '../site/constants.ts';
import type { SheetLayout, UploadColumn } from './cart-upload-rows.ts';

/*
 * A project's spreadsheets (issue 17 points 2-4, ADR 0068): the upload of a template or of the project's own
 * export, and the round trip between them. Pure, zod-free: the browser may import it.
 *
 * The rule of an upload into a project:
 * - A row whose `line` cell holds the id of an item of this project, and whose code is that item's variant, is
 *   that item's row ("set" row): the item's quantity becomes what the file says (the sum of its set rows, when
 *   a row was copied), and its note becomes the row's note (an empty cell clears it) when the file has a note
 *   column.
 * - Every other row ("add" row: a template's rows, rows a buyer added under an export's items, an export of
 *   another project, a row whose code was changed) adds its quantity to the item of its variant, as the cart's
 *   upload and the product page's add do; its note, when it has one, replaces the item's.
 * - Rows of one variant are taken in the file's order; the row that would take the item beyond 999 is refused
 *   (quantityLimit) and the rows before it stay.
 * - Items the file does not name are left as they are: an upload never removes an item.
 */

/** The columns a project's upload reads, in the order of a list without a header (the template's). */
export const PROJECT_SHEET_COLUMNS = [
  'code',
  'quantity',
  'note',
  'line',
] as const satisfies readonly UploadColumn[];

/** The columns of a project's template.csv. */
export const PROJECT_TEMPLATE_COLUMNS = ['code', 'quantity', 'note'] as const;

/**
 * A project's upload finds its table wherever the header is (an export has its header block above it) and skips
 * what is neither code nor quantity (the export's totals below it).
 */
export const PROJECT_SHEET_LAYOUT: SheetLayout = {
  columns: PROJECT_SHEET_COLUMNS,
  headerAnywhere: true,
  skipWithoutCodeAndQuantity: true,
};

/** Name of the template download (shop.md §9: "template downloaded as template.csv"). */
export const PROJECT_TEMPLATE_FILE_NAME = 'template.csv';

/** A good row whose code was found: its variant, and the item id an export gave it (null: none). */
export interface ResolvedProjectRow {
  row: number;
  variantId: number;
  quantity: number;
  note: string | null;
  line: number | null;
}

/** An item the project holds. */
export interface ProjectItemState {
  id: number;
  variantId: number;
  quantity: number;
}

/** What becomes of one variant's item: its new quantity, and its note (undefined: keep the item's). */
export interface PlannedProjectItem {
  variantId: number;
  quantity: number;
  note: string | null | undefined;
}

export interface ProjectUploadPlan {
  /** Rows taken into the project. */
  taken: number[];
  /** Rows refused because their item would pass 999. */
  overLimit: number[];
  /** Items to write (made when the project does not have the variant), with absolute quantities. */
  items: PlannedProjectItem[];
}

/**
 * Applies the rows to the items the project holds, as the rule above says. `noteColumn`: whether the file has a
 * note column (without one, set rows keep the items' notes).
 */
export function planProjectUpload(
  rows: readonly ResolvedProjectRow[],
  items: readonly ProjectItemState[],
  noteColumn: boolean,
): ProjectUploadPlan {
  const byId = new Map(items.map((item) => [item.id, item]));
  const byVariant = new Map(items.map((item) => [item.variantId, item]));
  const isSetRow = (row: ResolvedProjectRow) =>
    row.line !== null && byId.get(row.line)?.variantId === row.variantId;
  // An item the file sets starts from nothing: its set rows say what it holds, add rows add to that.
  const setVariants = new Set(rows.filter(isSetRow).map((row) => row.variantId));
  const planned = new Map<number, PlannedProjectItem>();
  const taken: number[] = [];
  const overLimit: number[] = [];
  for (const row of rows) {
    let item = planned.get(row.variantId);
    if (!item) {
      const start = setVariants.has(row.variantId) ? 0 : (byVariant.get(row.variantId)?.quantity ?? 0);
      item = { variantId: row.variantId, quantity: start, note: undefined };
    }
    if (item.quantity + row.quantity > QUANTITY_MAX) {
      overLimit.push(row.row);
      continue;
    }
    item.quantity += row.quantity;
    if (isSetRow(row)) {
      if (noteColumn) item.note = row.note;
    } else if (row.note !== null) item.note = row.note;
    planned.set(row.variantId, item);
    taken.push(row.row);
  }
  return { taken, overLimit, items: [...planned.values()] };
}

/**
 * The export's file name: "<shopping cart> <project name> <yyyy-mm-dd>.xlsx" in the viewer's language (spec §7:
 * "a spreadsheet named as a shopping cart"); characters file systems refuse are replaced by the header helper.
 */
export function projectExportFileName(shoppingCart: string, projectName: string, day: string): string {
  const name = projectName.replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${shoppingCart} ${name} ${day}.xlsx`.replace(/\s+/g, ' ');
}
