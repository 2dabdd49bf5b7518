import type { OrderStatus } from '@airshop/domain/commerce/order-limits';
import { type Order, type OrderSummary, orderSchema } from '@airshop/domain/commerce/orders';
import type { OrderListRow, OrderRow } from './order-queries.ts';

/** The stored snapshot: the Order as agreed, without what the columns and the events hold (ADR 0063). */
export const orderSnapshotSchema = orderSchema.omit({ Status: true, StatusHistory: true });

/** A list row; `askerId` is the signed-in buyer (their own orders are marked), null for the back office. */
export function toOrderSummary(row: OrderListRow, askerId: string | null): OrderSummary {
  return {
    Number: row.number,
    Kind: row.kind as OrderSummary['Kind'],
    Status: row.status as OrderStatus,
    PlacedAt: row.placedAt.toISOString(),
    OrderReference: row.orderReference,
    BuyerName: row.buyerName,
    BuyerEmail: row.buyerEmail,
    CompanyName: row.companyName,
    CustomerNumber: row.customerNumber,
    MarketId: row.marketId,
    LineCount: row.lineCount,
    Pieces: row.pieces,
    TotalNet: row.totalNet === null ? null : Number(row.totalNet),
    Currency: row.currency as OrderSummary['Currency'],
    IsOwn: askerId !== null && row.userId === askerId,
  };
}

/**
 * The order page's Order: the snapshot read back through the schema (a snapshot that no longer parses is a bug
 * to hear of, not a page to guess), the status from the column and its history from the events.
 */
export function toOrder(row: OrderRow, events: readonly { status: string; at: Date }[]): Order {
  const snapshot = orderSnapshotSchema.parse(row.snapshot);
  return {
    ...snapshot,
    Number: row.number,
    Status: row.status as OrderStatus,
    StatusHistory: events.map((event) => ({
      Status: event.status as OrderStatus,
      At: event.at.toISOString(),
    })),
  };
}
