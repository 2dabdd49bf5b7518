/*
 * The pure rules of a cart's deliveries (shop.md §3, issue 15, ADR 0057): the earliest date a delivery can
 * carry, the shipping fee, and what a move or a merge of lines does. The server runs them inside the write's
 * transaction on the rows it locked; nothing here reads a clock or a database.
 */

/** The date of `iso` (YYYY-MM-DD) as a comparable string; ISO dates order as text. */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * The earliest date a delivery allows: the latest of its lines' earliest dates, never before today; today when
 * no line has one (an empty delivery, or lines without lead times).
 */
export function earliestDeliveryDate(today: string, lineDates: readonly (string | null)[]): string {
  return lineDates.reduce<string>(
    (earliest, date) => (date === null ? earliest : later(earliest, date)),
    today,
  );
}

/** Whether a wished date may be set on a delivery: null (as early as possible), or not before its earliest date. */
export function deliveryDateAllowed(wished: string | null, earliest: string): boolean {
  return wished === null || wished >= earliest;
}

/** A market's shipping fee rule, in cents. */
export interface ShippingFeeRule {
  readonly feeCents: number;
  /** Net of the lines from which shipping is free; null: never free. */
  readonly freeFromCents: number | null;
}

/** The shipping fee of a cart whose priced lines come to `subTotalCents`: none for an empty cart or from the threshold on. */
export function shippingFeeCents(rule: ShippingFeeRule | null, subTotalCents: number): number {
  if (!rule || subTotalCents <= 0) return 0;
  if (rule.freeFromCents !== null && subTotalCents >= rule.freeFromCents) return 0;
  return rule.feeCents;
}

/** A line as the planning rules see it. */
export interface PlannedLine {
  readonly id: number;
  readonly shipmentNo: number;
  readonly variantId: number;
  readonly quantity: number;
}

/** A line to make: `quantity` of line `from`'s variant (its note and what was seen go with it) in `shipmentNo`. */
export interface PlannedNewLine {
  readonly from: number;
  readonly shipmentNo: number;
  readonly variantId: number;
  readonly quantity: number;
}

/** What a move or merge must change: quantities to set, lines to delete, lines to create. */
export interface LinePlan {
  readonly set: readonly { readonly id: number; readonly quantity: number }[];
  readonly remove: readonly number[];
  readonly create: readonly PlannedNewLine[];
}

export type PlanRefusal = 'quantityLimit' | 'moveExceedsLine' | 'sameDelivery';

/**
 * Moving `quantity` of `line` into delivery `target`: the source shrinks (or goes when all of it moves), and the
 * target's line of the same variant grows, or a new line is made. A sum beyond `max` is refused.
 */
export function planMove(
  lines: readonly PlannedLine[],
  line: PlannedLine,
  quantity: number,
  target: number,
  max: number,
): LinePlan | { refused: PlanRefusal } {
  if (target === line.shipmentNo) return { refused: 'sameDelivery' };
  if (quantity > line.quantity) return { refused: 'moveExceedsLine' };
  const into = lines.find((l) => l.shipmentNo === target && l.variantId === line.variantId);
  if (into && into.quantity + quantity > max) return { refused: 'quantityLimit' };
  const source =
    quantity === line.quantity
      ? { set: [], remove: [line.id] }
      : { set: [{ id: line.id, quantity: line.quantity - quantity }], remove: [] };
  return into
    ? {
        set: [...source.set, { id: into.id, quantity: into.quantity + quantity }],
        remove: source.remove,
        create: [],
      }
    : { ...source, create: [{ from: line.id, shipmentNo: target, variantId: line.variantId, quantity }] };
}

/**
 * Merging delivery `source` into `dest`: lines of a variant the destination holds add into its line, the
 * others move over. One sum beyond `max` refuses the whole merge.
 */
export function planMerge(
  lines: readonly PlannedLine[],
  source: number,
  dest: number,
  max: number,
): LinePlan | { refused: PlanRefusal } {
  if (source === dest) return { refused: 'sameDelivery' };
  const set: { id: number; quantity: number }[] = [];
  const remove: number[] = [];
  const create: PlannedNewLine[] = [];
  for (const line of lines.filter((l) => l.shipmentNo === source)) {
    const into = lines.find((l) => l.shipmentNo === dest && l.variantId === line.variantId);
    if (into && into.quantity + line.quantity > max) return { refused: 'quantityLimit' };
    remove.push(line.id);
    if (into) set.push({ id: into.id, quantity: into.quantity + line.quantity });
    else create.push({ from: line.id, shipmentNo: dest, variantId: line.variantId, quantity: line.quantity });
  }
  return { set, remove, create };
}

/** The most deliveries a cart may have (ShipmentNo 1…99). */
export const MAX_DELIVERIES = 99;
