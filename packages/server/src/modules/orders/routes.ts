import {
  backOfficeOrderEndpoint,
  backOfficeOrderStatusEndpoint,
  backOfficeOrdersEndpoint,
  backOfficeOrdersExportEndpoint,
  orderEndpoint,
  orderHistoryEndpoint,
  reorderEndpoint,
} from '@airshop/domain/api/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markAddFailure } from '../cart/index.ts';
import { requireOrderDesk } from './access.ts';
import { changeOrderStatus, getBackOfficeOrder, listBackOfficeOrders } from './back-office.ts';
import { getCompanyOrder, listOrderHistory } from './history.ts';
import { orderConditions, selectOrders } from './order-queries.ts';
import { ordersCsv } from './orders-csv.ts';
import { reorder } from './reorder.ts';

/** The buyer's order history and the back office's orders (issue 16 points 5 and 7, ADR 0063, 0064). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, orderHistoryEndpoint, async (request) =>
    listOrderHistory(request.ctx, request.query),
  );

  registerEndpoint(app, orderEndpoint, async (request) =>
    getCompanyOrder(request.ctx, request.params.number),
  );

  registerEndpoint(app, reorderEndpoint, async (request, reply) => {
    try {
      return await reorder(request.ctx, request.params.number);
    } catch (error) {
      // Refused like an add to the cart (not signed in, not allowed, shop off): the same message header.
      markAddFailure(reply, error);
      throw error;
    }
  });

  registerEndpoint(app, backOfficeOrdersEndpoint, async (request) =>
    listBackOfficeOrders(request.ctx, request.query),
  );

  registerEndpoint(app, backOfficeOrdersExportEndpoint, async (request, reply) => {
    requireOrderDesk(request.ctx);
    const { rows } = await selectOrders(
      request.ctx.db,
      orderConditions(undefined, request.query, 'backOffice'),
      {},
    );
    const day = new Date().toISOString().slice(0, 10);
    // A Buffer goes out as it is: the schema's serializer would JSON-quote a string.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .send(Buffer.from(ordersCsv(rows), 'utf8') as unknown as string);
  });

  registerEndpoint(app, backOfficeOrderEndpoint, async (request) =>
    getBackOfficeOrder(request.ctx, request.params.number),
  );

  registerEndpoint(app, backOfficeOrderStatusEndpoint, async (request) =>
    changeOrderStatus(request.ctx, request.params.number, request.body.Status),
  );
};
