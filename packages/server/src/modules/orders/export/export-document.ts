import {
  ORDER_EXPORT_SCHEMA_VERSION,
  type OrderExport,
  orderExportSchema,
} from '@airshop/domain/commerce/order-export';
import type { OrderStatus } from '@airshop/domain/commerce/order-limits';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { orderSnapshotSchema } from '../order-dto.ts';

/**
 * The export document of one order (docs/order-export.md): the stored snapshot with the order's number, kind,
 * status and placement time from its columns, checked against the published schema before it leaves. Null when
 * the order is gone (the row went with it: an export row cascades).
 */
export async function buildOrderExport(
  db: Db,
  orderId: string,
  now = new Date(),
): Promise<OrderExport | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const snapshot = orderSnapshotSchema.parse(row.snapshot);
  return orderExportSchema.parse({
    SchemaVersion: ORDER_EXPORT_SCHEMA_VERSION,
    ExportedAt: now.toISOString(),
    Order: {
      ...snapshot,
      Number: row.number,
      Kind: row.kind,
      Status: row.status as OrderStatus,
      PlacedAt: row.placedAt.toISOString(),
    },
  });
}
