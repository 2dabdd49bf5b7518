import type { OrderKind } from '@airshop/domain/commerce/order-limits';
import { amountInCents } from '@airshop/domain/commerce/product-price';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import { AppError } from '../../platform/errors.ts';
import { type OrderSnapshot, orderNumber } from './order-snapshot.ts';

/*
 * The rows a placed order writes in the submit's one transaction (ADR 0063): the number from its sequence, the
 * order with its snapshot, the first status event, the promotion uses, the ERP export, and the emptied cart.
 */

/**
 * The next number of the kind's series. A sequence never hands a value out twice, across processes, and never
 * waits; a submit that rolls back leaves a gap. The year is the database clock's, in UTC.
 */
export async function nextOrderNumber(tx: Tx, kind: OrderKind): Promise<{ number: string; placedAt: Date }> {
  const sequence = sql.raw(
    kind === 'quoteRequest' ? "nextval('quote_number_seq')" : "nextval('order_number_seq')",
  );
  const [row] = await queryRows<{ value: string | number; placed_at: string | Date }>(
    tx,
    sql`select ${sequence} as value, now() as placed_at`,
  );
  if (!row) throw new AppError('internal');
  const placedAt = new Date(row.placed_at);
  return { number: orderNumber(kind, placedAt.getUTCFullYear(), Number(row.value)), placedAt };
}

export interface OrderColumns {
  readonly companyId: string | null;
  readonly userId: string | null;
  readonly locale: string;
  readonly cartId: string;
}

/** Inserts the order and its first status (received, set by the shop itself); answers the order's id. */
export async function insertOrder(
  tx: Tx,
  snapshot: OrderSnapshot,
  columns: OrderColumns,
  placedAt: Date,
): Promise<string> {
  const lines = snapshot.Deliveries.flatMap((delivery) => delivery.Items);
  const totalNet = snapshot.Total === null ? null : (amountInCents(snapshot.Total.TotalNet) / 100).toFixed(2);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into orders (number, kind, status, company_id, user_id, market_id, currency, locale,
        order_reference, buyer_name, buyer_email, company_name, customer_number, line_count, pieces, total_net,
        snapshot, cart_id, placed_at, updated_at)
      values (${snapshot.Number}, ${snapshot.Kind}, 'received', ${columns.companyId}, ${columns.userId},
        ${snapshot.MarketId}, ${snapshot.Currency}, ${columns.locale}, ${snapshot.OrderReference},
        ${snapshot.Buyer.Name}, ${snapshot.Buyer.Email}, ${snapshot.Company.Name}, ${snapshot.Company.CustomerNumber},
        ${lines.length}, ${lines.reduce((sum, line) => sum + line.Quantity, 0)}, ${totalNet},
        ${JSON.stringify(snapshot)}::jsonb, ${columns.cartId}, ${placedAt}, ${placedAt})
      returning id`,
  );
  if (!row) throw new AppError('internal');
  await tx.execute(
    sql`insert into order_status_events (order_id, status, at) values (${row.id}, 'received', ${placedAt})`,
  );
  return row.id;
}

/** One use per code of the order: a code's per-company limit counts these (ADR 0058). */
export async function insertPromotionUses(
  tx: Tx,
  codes: readonly string[],
  companyId: string,
  number: string,
): Promise<void> {
  for (const code of codes) {
    await tx.execute(
      sql`insert into promotion_uses (promotion_code, company_id, order_reference)
        values (${code}, ${companyId}, ${number})`,
    );
  }
}

/**
 * Empties the cart the order came from: deliveries (their lines go with them), codes and the order fields; the
 * row and its name stay, and the version moves on, so every page showing the cart sees it changed.
 */
export async function emptyOrderedCart(tx: Tx, cartId: string): Promise<void> {
  await tx.execute(sql`delete from cart_deliveries where cart_id = ${cartId}`);
  await tx.execute(sql`delete from cart_promotion_codes where cart_id = ${cartId}`);
  await tx.execute(
    sql`update carts set shipping_address_id = null, order_reference = null, order_comment = null,
      version = version + 1, updated_at = now() where id = ${cartId}`,
  );
}
