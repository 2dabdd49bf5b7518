import type { Db } from '../../../db/client.ts';
import { orderExports } from '../../../db/schema/orders.ts';
import { wakeWorkersOnCommit } from '../../../platform/wake-workers.ts';

/** The notification channel of the ERP hand-off: every process's export worker listens on it (ADR 0046, 0064). */
export const ORDER_EXPORT_CHANNEL = 'airshop_order_exports';

/**
 * Puts a placed order into the ERP hand-off. Pass the submit's transaction: the export then exists exactly when
 * the order does, and the export workers of all processes wake when it commits.
 */
export async function enqueueOrderExport(db: Db, orderId: string): Promise<void> {
  await db.insert(orderExports).values({ orderId });
  await wakeWorkersOnCommit(db, ORDER_EXPORT_CHANNEL);
}
