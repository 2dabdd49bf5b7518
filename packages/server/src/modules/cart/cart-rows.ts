import {
  earliestDeliveryDate,
  type LinePlan,
  type PlannedLine,
} from '@airshop/domain/commerce/cart-deliveries';
import { deliveryDate } from '@airshop/domain/commerce/delivery-date';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { variantOffers } from '../commerce/index.ts';
import type { CartOwner } from './cart-owner.ts';
import { refuse } from './cart-write.ts';
import { serverToday } from './checkout.ts';

/*
 * What the cart's writes read and change inside their transaction, on the cart they locked (ADR 0057).
 */

/** Every line of the cart, as the planning rules see it. */
export async function plannedLines(tx: Tx, cartId: string): Promise<PlannedLine[]> {
  const rows = await queryRows<{ id: number; shipment_no: number; variant_id: number; quantity: number }>(
    tx,
    sql`select id, shipment_no, variant_id, quantity from cart_lines where cart_id = ${cartId} order by id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    shipmentNo: Number(row.shipment_no),
    variantId: Number(row.variant_id),
    quantity: Number(row.quantity),
  }));
}

/** A line as the page names it: its id, with the code and delivery it showed. */
export interface NamedLine {
  readonly id: number;
  readonly code: string;
  readonly shipmentNo: number;
}

/** The SQL condition on cart_lines l and variants v that picks the named line of the cart (an id or a column). */
export function lineCondition(cartId: unknown, line: NamedLine) {
  return sql`l.id = ${line.id} and l.cart_id = ${cartId} and v.id = l.variant_id and v.code = ${line.code}
    and l.shipment_no = ${line.shipmentNo}`;
}

function lineNotFound(id: number, shipmentNo: number): AppError {
  return new AppError('not_found', `No line ${id} in delivery ${shipmentNo}`);
}

/**
 * The line the page names (LineItemId with its Code and ShipmentNo). A line of another cart, gone, or no longer
 * as the page showed it (moved by a merge meanwhile) is 404: the page reloads the cart.
 */
export async function findLine(tx: Tx, cartId: string, line: NamedLine): Promise<PlannedLine> {
  const [row] = await queryRows<{ id: number; shipment_no: number; variant_id: number; quantity: number }>(
    tx,
    sql`select l.id, l.shipment_no, l.variant_id, l.quantity from cart_lines l, variants v
      where ${lineCondition(cartId, line)}`,
  );
  if (!row) throw lineNotFound(line.id, line.shipmentNo);
  return {
    id: Number(row.id),
    shipmentNo: Number(row.shipment_no),
    variantId: Number(row.variant_id),
    quantity: Number(row.quantity),
  };
}

/** The cart's delivery numbers, 1…n. */
export async function deliveryNumbers(tx: Tx, cartId: string): Promise<number[]> {
  const rows = await queryRows<{ shipment_no: number }>(
    tx,
    sql`select shipment_no from cart_deliveries where cart_id = ${cartId} order by shipment_no`,
  );
  return rows.map((row) => Number(row.shipment_no));
}

/** Refuses a delivery number the cart does not have (any more). */
export function requireDelivery(numbers: readonly number[], shipmentNo: number): void {
  if (!numbers.includes(shipmentNo)) refuse('deliveryNotFound');
}

/**
 * Carries out a move or merge plan: lines that go away first, then the quantities that grow, then the new
 * lines — a line whose whole quantity moves keeps its id, note and alert state, a split copies them.
 */
export async function applyPlan(tx: Tx, cartId: string, plan: LinePlan): Promise<void> {
  const moved = new Set(plan.create.filter((c) => plan.remove.includes(c.from)).map((c) => c.from));
  const removed = plan.remove.filter((id) => !moved.has(id));
  if (removed.length) {
    await tx.execute(sql`delete from cart_lines where cart_id = ${cartId}
      and id = any(${`{${removed.join(',')}}`}::bigint[])`);
  }
  for (const change of plan.set) {
    await tx.execute(sql`update cart_lines set quantity = ${change.quantity}, updated_at = now()
      where id = ${change.id} and cart_id = ${cartId}`);
  }
  for (const line of plan.create) {
    if (moved.has(line.from)) {
      await tx.execute(sql`update cart_lines set shipment_no = ${line.shipmentNo}, quantity = ${line.quantity},
          updated_at = now()
        where id = ${line.from} and cart_id = ${cartId}`);
    } else {
      await tx.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity, note, seen_at,
          seen_net_cents, seen_discontinued, seen_not_shoppable, seen_stock_short)
        select cart_id, ${line.shipmentNo}, variant_id, ${line.quantity}, note, seen_at, seen_net_cents,
          seen_discontinued, seen_not_shoppable, seen_stock_short
        from cart_lines where id = ${line.from} and cart_id = ${cartId}`);
    }
  }
}

/** Closes the gap a deleted delivery left: the later ones move up one number, their lines with them. */
export async function renumberAfter(tx: Tx, cartId: string, removed: number): Promise<void> {
  // Two steps, so no number is taken twice on the way (a unique key is checked row by row).
  await tx.execute(sql`update cart_deliveries set shipment_no = shipment_no + 100
    where cart_id = ${cartId} and shipment_no > ${removed}`);
  await tx.execute(sql`update cart_deliveries set shipment_no = shipment_no - 101
    where cart_id = ${cartId} and shipment_no > 100`);
}

/**
 * Refuses a wished date in the past or, for a buyer, before the earliest date the lead times of `lines` allow
 * (a guest's cart has no dates to show, so only the past counts there).
 */
export async function checkWishedDate(
  tx: Tx,
  owner: CartOwner,
  wished: string | null | undefined,
  lines: readonly { variantId: number; quantity: number }[],
): Promise<void> {
  if (wished === null || wished === undefined) return;
  const today = serverToday();
  let earliest = today;
  if (owner.kind === 'buyer' && lines.length) {
    const offers = await variantOffers(
      { db: tx },
      owner.buyer,
      owner.market.id,
      lines.map((line) => line.variantId),
    );
    earliest = earliestDeliveryDate(
      today,
      lines.map((line) => {
        const offer = offers.get(line.variantId);
        return offer ? deliveryDate(today, offer.deliveryBands, line.quantity) : null;
      }),
    );
  }
  if (wished < earliest) refuse('deliveryDateTooEarly');
}
