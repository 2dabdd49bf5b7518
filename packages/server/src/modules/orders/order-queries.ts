import type { OrderStatus } from '@airshop/domain/commerce/order-limits';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/rows.ts';
import { orderStatusEvents, orders } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderListRow = Omit<OrderRow, 'snapshot'>;

/** The filters both lists share; the back office's add kind, market and company. */
export interface OrderFilters {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  kind?: 'order' | 'quoteRequest' | undefined;
  market?: string | undefined;
  company?: string | undefined;
  /** ISO dates, both inclusive, in UTC (the day of placement as the number's year is, ADR 0063). */
  from?: string | undefined;
  to?: string | undefined;
}

/** A LIKE pattern that matches `text` literally anywhere: %, _ and \ typed by a user match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function dayAfter(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

/** The WHERE of a list: `scope` is the caller's reach (a company, one buyer), the rest what they filter on. */
export function orderConditions(
  scope: SQL | undefined,
  filters: OrderFilters,
  search: 'buyer' | 'backOffice',
): SQL | undefined {
  const parts: (SQL | undefined)[] = [scope];
  if (filters.q) {
    const pattern = containing(filters.q);
    parts.push(
      search === 'buyer'
        ? or(ilike(orders.number, pattern), ilike(orders.orderReference, pattern))
        : or(
            ilike(orders.number, pattern),
            ilike(orders.orderReference, pattern),
            ilike(orders.buyerName, pattern),
            ilike(orders.buyerEmail, pattern),
          ),
    );
  }
  if (filters.status) parts.push(eq(orders.status, filters.status));
  if (filters.kind) parts.push(eq(orders.kind, filters.kind));
  if (filters.market) parts.push(eq(orders.marketId, filters.market.toUpperCase()));
  if (filters.company) {
    const pattern = containing(filters.company);
    parts.push(or(ilike(orders.companyName, pattern), ilike(orders.customerNumber, pattern)));
  }
  if (filters.from) parts.push(gte(orders.placedAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) parts.push(lt(orders.placedAt, new Date(dayAfter(filters.to))));
  return and(...parts);
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  kind: orders.kind,
  status: orders.status,
  companyId: orders.companyId,
  userId: orders.userId,
  marketId: orders.marketId,
  currency: orders.currency,
  locale: orders.locale,
  orderReference: orders.orderReference,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  companyName: orders.companyName,
  customerNumber: orders.customerNumber,
  lineCount: orders.lineCount,
  pieces: orders.pieces,
  totalNet: orders.totalNet,
  cartId: orders.cartId,
  placedAt: orders.placedAt,
  updatedAt: orders.updatedAt,
};

/**
 * One page of a list, read from the columns (never the jsonb), newest first; `ownFirst` (a user id) puts that
 * buyer's own orders before the rest of the company's. `limit` undefined reads every match (the CSV export).
 */
export async function selectOrders(
  db: Db,
  where: SQL | undefined,
  { ownFirst, limit, offset = 0 }: { ownFirst?: string; limit?: number; offset?: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const order = [
    ...(ownFirst ? [desc(sql`(${orders.userId} is not distinct from ${ownFirst})`)] : []),
    desc(orders.placedAt),
    desc(orders.number),
  ];
  const query = db
    .select(listColumns)
    .from(orders)
    .where(where)
    .orderBy(...order);
  const [rows, counted] = await Promise.all([
    limit === undefined ? query : query.limit(limit).offset(offset),
    limit === undefined
      ? Promise.resolve(undefined)
      : db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: counted ? Number(counted[0]?.total ?? 0) : rows.length };
}

export async function findOrder(db: Db | Tx, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(where).limit(1);
  return row;
}

/** The order's row locked for a status change (two desks changing one order at once take turns). */
export async function lockOrder(tx: Tx, number: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  return row;
}

export async function statusEventsOf(db: Db | Tx, orderId: string): Promise<{ status: string; at: Date }[]> {
  return db
    .select({ status: orderStatusEvents.status, at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.id));
}
