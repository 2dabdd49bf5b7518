import { ORDER_PAGE_SIZE } from '@airshop/domain/commerce/order-limits';
import type { Order, OrderHistoryQuery, OrderList } from '@airshop/domain/commerce/orders';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOrderViewer } from './access.ts';
import { toOrder, toOrderSummary } from './order-dto.ts';
import { findOrder, orderConditions, selectOrders, statusEventsOf } from './order-queries.ts';

/**
 * GET Orders: the company's orders (quote requests have no company and never show). A buyer sees their own; a
 * company admin may ask for the whole company's (scope=company), their own still first.
 */
export async function listOrderHistory(ctx: RequestContext, query: OrderHistoryQuery): Promise<OrderList> {
  const viewer = await requireOrderViewer(ctx);
  if (query.scope === 'company' && !viewer.canSeeCompany) throw new AppError('forbidden');
  const scope =
    query.scope === 'company'
      ? and(eq(orders.companyId, viewer.companyId), eq(orders.kind, 'order'))
      : and(
          eq(orders.companyId, viewer.companyId),
          eq(orders.userId, viewer.user.userId),
          eq(orders.kind, 'order'),
        );
  const { rows, total } = await selectOrders(ctx.db, orderConditions(scope, query, 'buyer'), {
    ownFirst: viewer.user.userId,
    limit: ORDER_PAGE_SIZE,
    offset: (query.page - 1) * ORDER_PAGE_SIZE,
  });
  return {
    Orders: rows.map((row) => toOrderSummary(row, viewer.user.userId)),
    TotalCount: total,
    Page: query.page,
    PageSize: ORDER_PAGE_SIZE,
    CanSeeCompany: viewer.canSeeCompany,
  };
}

/**
 * An order of the caller's company, else 404 (another company's order does not exist for them). Any buyer of
 * the company may open any of its orders by number, as colleagues follow up each other's orders; the list
 * shows the whole company's only to admins.
 */
export async function findCompanyOrder(ctx: RequestContext, number: string) {
  const viewer = await requireOrderViewer(ctx);
  const row = await findOrder(
    ctx.db,
    and(eq(orders.number, number), eq(orders.companyId, viewer.companyId), eq(orders.kind, 'order')) ??
      eq(orders.number, number),
  );
  if (!row) throw new AppError('not_found', 'No such order');
  return row;
}

/** GET Orders/{number}. */
export async function getCompanyOrder(ctx: RequestContext, number: string): Promise<Order> {
  const row = await findCompanyOrder(ctx, number);
  return toOrder(row, await statusEventsOf(ctx.db, row.id));
}
