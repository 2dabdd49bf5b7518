import { ORDER_PAGE_SIZE, ORDER_STATUS_NEXT, type OrderStatus } from '@airshop/domain/commerce/order-limits';
import type { BackOfficeOrderQuery, Order, OrderList } from '@airshop/domain/commerce/orders';
import { eq, sql } from 'drizzle-orm';
import { orderStatusEvents, orders } from '../../db/schema/orders.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOrderDesk } from './access.ts';
import { toOrder, toOrderSummary } from './order-dto.ts';
import { findOrder, lockOrder, orderConditions, selectOrders, statusEventsOf } from './order-queries.ts';

/** GET BackOffice/Orders: every order and quote request, newest first. */
export async function listBackOfficeOrders(
  ctx: RequestContext,
  query: BackOfficeOrderQuery,
): Promise<OrderList> {
  requireOrderDesk(ctx);
  const { rows, total } = await selectOrders(ctx.db, orderConditions(undefined, query, 'backOffice'), {
    limit: ORDER_PAGE_SIZE,
    offset: (query.page - 1) * ORDER_PAGE_SIZE,
  });
  return {
    Orders: rows.map((row) => toOrderSummary(row, null)),
    TotalCount: total,
    Page: query.page,
    PageSize: ORDER_PAGE_SIZE,
    CanSeeCompany: false,
  };
}

/** GET BackOffice/Orders/{number}. */
export async function getBackOfficeOrder(ctx: RequestContext, number: string): Promise<Order> {
  requireOrderDesk(ctx);
  const row = await findOrder(ctx.db, eq(orders.number, number));
  if (!row) throw new AppError('not_found', 'No such order');
  return toOrder(row, await statusEventsOf(ctx.db, row.id));
}

/**
 * PATCH BackOffice/Orders/{number}/Status: one step along ORDER_STATUS_NEXT, recorded as an event with who made
 * it. The row is locked first, so two desks moving one order at once cannot both step from the same status.
 * Asking for the status the order already has is a conflict too: nothing would be recorded.
 */
export async function changeOrderStatus(
  ctx: RequestContext,
  number: string,
  next: OrderStatus,
): Promise<Order> {
  const actor = requireOrderDesk(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, number);
    if (!row) throw new AppError('not_found', 'No such order');
    const current = row.status as OrderStatus;
    if (!ORDER_STATUS_NEXT[current].includes(next)) {
      throw new AppError('conflict', `An order that is ${current} cannot become ${next}.`, {
        reason: 'statusStep',
        from: current,
        allowed: ORDER_STATUS_NEXT[current],
      });
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: next, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id))
      .returning();
    await tx.insert(orderStatusEvents).values({ orderId: row.id, status: next, byUserId: actor.userId });
    return toOrder(updated ?? row, await statusEventsOf(tx, row.id));
  });
}
