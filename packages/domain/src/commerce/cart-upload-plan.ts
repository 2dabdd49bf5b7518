import { QUANTITY_MAX } from '../site/constants.ts';

/*
 * Where the good rows of an upload go in the cart (issue 15 point 4, ADR 0061), decided before anything is
 * written, from what the cart holds: its number of deliveries and its lines' quantities.
 *
 * - A row without a delivery goes to delivery 1. A row naming a delivery the cart has goes there.
 * - Rows naming deliveries the cart does not have yet go to new deliveries after the last one, one per number
 *   the file names, in the file's order of numbers: a file naming 5 and 7 for a cart with 2 deliveries makes
 *   deliveries 3 (its 5) and 4 (its 7). Deliveries stay 1…n without gaps, and what the file grouped stays grouped.
 * - Rows of the same variant for the same delivery add to one line, like adds do; a row that would take the
 *   line beyond 999 is refused (quantityLimit) and the rows before it are kept. A line's note is the last
 *   note a row gave it (a row without a note keeps the line's note).
 */

/** A good row whose code was found: its variant. */
export interface ResolvedUploadRow {
  row: number;
  variantId: number;
  quantity: number;
  note: string | null;
  delivery: number | null;
}

export interface PlannedLine {
  shipmentNo: number;
  variantId: number;
  /** Pieces to add to the line (the line is made when the cart does not have it). */
  quantity: number;
  /** The note to set; null keeps the line's own. */
  note: string | null;
}

export interface UploadPlan {
  /** The rows that will be added, each with the delivery it goes to. */
  added: (ResolvedUploadRow & { shipmentNo: number })[];
  /** Rows refused because their line would pass 999. */
  overLimit: number[];
  /** The deliveries to make, in order: deliveryCount + 1 … */
  newDeliveries: number[];
  lines: PlannedLine[];
}

/** The quantities of the cart's lines, by `lineKey(shipmentNo, variantId)`. */
export type LineQuantities = ReadonlyMap<string, number>;

export function lineKey(shipmentNo: number, variantId: number): string {
  return `${shipmentNo}:${variantId}`;
}

export function planUploadRows(
  rows: readonly ResolvedUploadRow[],
  deliveryCount: number,
  existing: LineQuantities,
): UploadPlan {
  // First which rows fit: an existing delivery's lines may hold pieces already, a new delivery's do not.
  const group = (row: ResolvedUploadRow) => {
    const wanted = row.delivery ?? 1;
    return wanted <= deliveryCount ? `${wanted}` : `new${wanted}`;
  };
  const sums = new Map<string, number>();
  const fitting: ResolvedUploadRow[] = [];
  const overLimit: number[] = [];
  for (const row of rows) {
    const wanted = row.delivery ?? 1;
    const key = `${group(row)}:${row.variantId}`;
    const before =
      sums.get(key) ?? (wanted <= deliveryCount ? (existing.get(lineKey(wanted, row.variantId)) ?? 0) : 0);
    if (before + row.quantity > QUANTITY_MAX) {
      overLimit.push(row.row);
      continue;
    }
    sums.set(key, before + row.quantity);
    fitting.push(row);
  }
  // Then the new deliveries' numbers, only for numbers some kept row names, so no delivery is left empty.
  const newNumbers = [
    ...new Set(fitting.map((row) => row.delivery ?? 1).filter((n) => n > deliveryCount)),
  ].sort((a, b) => a - b);
  const renumbered = new Map(newNumbers.map((n, index) => [n, deliveryCount + index + 1]));
  const added = fitting.map((row) => {
    const wanted = row.delivery ?? 1;
    return { ...row, shipmentNo: renumbered.get(wanted) ?? wanted };
  });
  const lines = new Map<string, PlannedLine>();
  for (const row of added) {
    const key = lineKey(row.shipmentNo, row.variantId);
    const line = lines.get(key);
    if (line) {
      line.quantity += row.quantity;
      if (row.note !== null) line.note = row.note;
    } else {
      lines.set(key, {
        shipmentNo: row.shipmentNo,
        variantId: row.variantId,
        quantity: row.quantity,
        note: row.note,
      });
    }
  }
  return {
    added,
    overLimit,
    newDeliveries: newNumbers.map((_, index) => deliveryCount + index + 1),
    lines: [...lines.values()],
  };
}
