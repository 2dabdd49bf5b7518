import type { ReorderResult } from '@airshop/domain/commerce/orders';
import type { RequestContext } from '../../platform/context.ts';
import { addCartItem } from '../cart/index.ts';
import { findCompanyOrder } from './history.ts';
import { orderSnapshotSchema } from './order-dto.ts';

/**
 * POST Orders/{number}/Reorder: each line of the order goes into the cart's first delivery through the cart's
 * own add (same checks, today's prices, the 999 cap), one after another, so a refused line leaves the others
 * added. The wished dates and deliveries of the old order are not copied: they were for then.
 */
export async function reorder(ctx: RequestContext, number: string): Promise<ReorderResult> {
  const row = await findCompanyOrder(ctx, number);
  const snapshot = orderSnapshotSchema.parse(row.snapshot);
  const result: ReorderResult = { Added: 0, Refused: [] };
  for (const line of snapshot.Deliveries.flatMap((delivery) => delivery.Items)) {
    const added = await addCartItem(ctx, { Code: line.Code, Quantity: line.Quantity });
    if (added.ErrorMessage === null) result.Added += 1;
    else result.Refused.push({ Code: line.Code, Name: line.Name, Reason: added.ErrorMessage });
  }
  return result;
}
