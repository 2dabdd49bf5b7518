import type { CartAlert } from '@airshop/domain/commerce/cart-checkout';
import type { Money } from '@airshop/domain/commerce/product-price';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/rows.ts';
import type { VariantOffer, VariantState } from '../commerce/index.ts';
import type { CartLineRow } from './cart-lines.ts';

/*
 * The cart's alerts (issue 15; ADR 0057): a line raises one when today's state differs from what the customer
 * saw — the state taken at the first read by a buyer, and again when the alerts are dismissed.
 */

/** What can be seen of a line today: the buyer's offer, or a guest's bare state. */
export type LineToday = { offer: VariantOffer } | { state: VariantState };

/** Today's state of a line as the seen_* columns keep it. */
export interface SeenState {
  readonly netCents: number | null;
  readonly discontinued: boolean;
  readonly notShoppable: boolean;
  readonly stockShort: boolean;
}

export function seenStateOf(today: VariantOffer, quantity: number): SeenState {
  return {
    netCents: today.netCents,
    discontinued: today.discontinued,
    notShoppable: !today.shoppable,
    stockShort: today.stock !== null && today.stock < quantity,
  };
}

/**
 * The alerts of the lines. Only lines whose state was taken can raise one; price and stock alerts are for
 * buyers (a guest sees neither). A quantity capped at a guest cart's merge alerts anyone.
 */
export function lineAlerts(
  row: CartLineRow,
  today: LineToday | undefined,
  name: string,
  money: (cents: number | null) => Money | null,
): CartAlert[] {
  const alert = (Kind: CartAlert['Kind'], OldPrice: Money | null = null, NewPrice: Money | null = null) => ({
    Kind,
    LineItemId: row.id,
    Code: row.code,
    Name: name,
    OldPrice,
    NewPrice,
  });
  const alerts: CartAlert[] = [];
  if (row.quantity_capped) alerts.push(alert('mergedQuantityCapped'));
  if (row.seen_at === null || !today) return alerts;
  const state = 'offer' in today ? today.offer : today.state;
  if (state.discontinued && !row.seen_discontinued) alerts.push(alert('discontinued'));
  if (!state.shoppable && !row.seen_not_shoppable) alerts.push(alert('notShoppable'));
  if ('offer' in today) {
    const now = seenStateOf(today.offer, row.quantity);
    if (row.seen_net_cents !== null && now.netCents !== null && now.netCents !== row.seen_net_cents) {
      alerts.push(alert('priceChanged', money(row.seen_net_cents), money(now.netCents)));
    }
    if (now.stockShort && !row.seen_stock_short) alerts.push(alert('stockShort'));
  }
  return alerts;
}

/**
 * Records today's state as seen for the given lines: all of them (the alerts were dismissed, which also clears
 * the capped-quantity note) or those not taken yet (`onlyUnseen`, at a buyer's read).
 */
export async function markSeen(
  tx: Tx,
  lines: readonly { id: number; seen: SeenState }[],
  { onlyUnseen }: { onlyUnseen: boolean },
): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${line.id}::bigint, ${line.seen.netCents}::bigint, ${line.seen.discontinued}::boolean,
          ${line.seen.notShoppable}::boolean, ${line.seen.stockShort}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update cart_lines l set seen_at = now(), seen_net_cents = s.net,
      seen_discontinued = s.discontinued, seen_not_shoppable = s.not_shoppable, seen_stock_short = s.short
      ${onlyUnseen ? sql`` : sql`, quantity_capped = false`}
    from (values ${values}) as s(id, net, discontinued, not_shoppable, short)
    where l.id = s.id ${onlyUnseen ? sql`and l.seen_at is null` : sql``}`);
}
