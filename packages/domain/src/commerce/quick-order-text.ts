import { QUANTITY_MAX, QUANTITY_MIN } from '../site/constants.ts';

/*
 * The quick-order box (issue 17 point 6, ADR 0069): lines a buyer pastes or types, one item a line, "code
 * quantity" — a variant code or an LVI number, then the pieces. Zod-free so the box reads the lines in the
 * browser as it shows them; the server checks the codes (POST Qp/QuickOrder/Check) and the add is Items/Bulk.
 *
 * - Separators: tabs (a spreadsheet's cells), semicolons and commas (CSV), spaces; several in a row count as one.
 * - A line with a code alone means 1 piece. A third cell (a name copied along) is refused (tooManyCells): the
 *   box cannot know which cell is the quantity.
 * - The quantity is a whole number 1–999; "3 pcs", "2.5" or "0" are badQuantity.
 * - Blank lines are skipped; the box takes at most QUICK_ORDER_MAX_LINES lines.
 */

/** Most lines one quick order checks and adds. */
export const QUICK_ORDER_MAX_LINES = 200;

/** The longest code the catalogue has (variantCodeSchema). */
const CODE_MAX = 64;

export const QUICK_ORDER_LINE_ERRORS = ['badQuantity', 'tooManyCells', 'codeTooLong'] as const;
export type QuickOrderLineError = (typeof QUICK_ORDER_LINE_ERRORS)[number];

export type QuickOrderLine =
  | {
      readonly ok: true;
      readonly line: number;
      readonly text: string;
      readonly code: string;
      readonly quantity: number;
    }
  | {
      readonly ok: false;
      readonly line: number;
      readonly text: string;
      readonly code: string | null;
      readonly error: QuickOrderLineError;
    };

const SEPARATORS = /[\t;,\s]+/;

/** One line's reading; null for a blank line. `line` is its number in the text (from 1). */
export function readQuickOrderLine(text: string, line: number): QuickOrderLine | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const cells = trimmed.split(SEPARATORS).filter((cell) => cell !== '');
  const [code = '', quantityText, ...rest] = cells;
  if (rest.length > 0) return { ok: false, line, text: trimmed, code, error: 'tooManyCells' };
  if (code.length > CODE_MAX) return { ok: false, line, text: trimmed, code: null, error: 'codeTooLong' };
  if (quantityText === undefined) return { ok: true, line, text: trimmed, code, quantity: 1 };
  const quantity = /^\d{1,4}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX)) {
    return { ok: false, line, text: trimmed, code, error: 'badQuantity' };
  }
  return { ok: true, line, text: trimmed, code, quantity };
}

/** Every non-blank line of the text, read; `tooMany` when there are more than QUICK_ORDER_MAX_LINES. */
export function readQuickOrderText(text: string): { lines: QuickOrderLine[]; tooMany: boolean } {
  const lines: QuickOrderLine[] = [];
  const raw = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < raw.length; index += 1) {
    const read = readQuickOrderLine(raw[index] ?? '', index + 1);
    if (read) lines.push(read);
  }
  return { lines: lines.slice(0, QUICK_ORDER_MAX_LINES), tooMany: lines.length > QUICK_ORDER_MAX_LINES };
}
