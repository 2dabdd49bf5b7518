import { z } from 'zod';
import {
  backOfficeOrderQuerySchema,
  orderHistoryQuerySchema,
  orderListSchema,
  orderNumberParamsSchema,
  orderSchema,
  reorderResultSchema,
  updateOrderStatusSchema,
} from '../commerce/orders.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { orderRoutes } from './orders-routes.ts';

const tags = ['Orders'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const BUYER =
  'An approved user of the company with the webshop role (401 not signed in, 403 otherwise). Another ' +
  'company’s order is 404. ';
const BACK_OFFICE = 'The back office (back-office admin or webshop manager; 401 / 403 otherwise). ';

export const orderHistoryEndpoint = endpoint(orderRoutes.history, {
  tags,
  summary: 'The company’s orders, the buyer’s own first; search by number or reference, status, dates',
  description: BUYER + 'scope=company (all of the company’s orders) is for company admins (403 otherwise).',
  query: orderHistoryQuerySchema,
  response: { 200: orderListSchema, ...refusals },
});

export const orderEndpoint = endpoint(orderRoutes.order, {
  tags,
  summary: 'An order as it was placed, with its status history',
  description: BUYER,
  params: orderNumberParamsSchema,
  response: { 200: orderSchema, ...refusals, 404: errorBodySchema },
});

export const reorderEndpoint = endpoint(orderRoutes.reorder, {
  tags,
  summary: 'Puts the order’s lines into the cart again, at today’s prices',
  description:
    BUYER +
    'Each line goes into the cart’s first delivery as an add would; lines that cannot be added are named with ' +
    'the reason, the others are added.',
  params: orderNumberParamsSchema,
  response: { 200: reorderResultSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
});

export const backOfficeOrdersEndpoint = endpoint(orderRoutes.backOfficeList, {
  tags,
  summary: 'Every order and quote request, newest first, filtered',
  description: BACK_OFFICE,
  query: backOfficeOrderQuerySchema,
  response: { 200: orderListSchema, ...refusals },
});

export const backOfficeOrdersExportEndpoint = endpoint(orderRoutes.backOfficeExport, {
  tags,
  summary:
    'The filtered list as CSV (UTF-8 with BOM, semicolons, decimal comma: opens in spreadsheet programs)',
  description: BACK_OFFICE + 'Every matching order, not one page.',
  query: backOfficeOrderQuerySchema.omit({ page: true }),
  response: { 200: z.string().describe('text/csv'), ...refusals },
});

export const backOfficeOrderEndpoint = endpoint(orderRoutes.backOfficeOrder, {
  tags,
  summary: 'An order as it was placed, with its status history',
  description: BACK_OFFICE,
  params: orderNumberParamsSchema,
  response: { 200: orderSchema, ...refusals, 404: errorBodySchema },
});

export const backOfficeOrderStatusEndpoint = endpoint(orderRoutes.backOfficeStatus, {
  tags,
  summary: 'Moves an order on: received → confirmed → shipped → invoiced, or cancelled',
  description: BACK_OFFICE + 'A step that ORDER_STATUS_NEXT does not allow is 409 conflict.',
  params: orderNumberParamsSchema,
  body: updateOrderStatusSchema,
  response: { 200: orderSchema, ...refusals, 404: errorBodySchema, 409: errorBodySchema },
});

export const orderEndpoints = [
  orderHistoryEndpoint,
  orderEndpoint,
  reorderEndpoint,
  backOfficeOrdersEndpoint,
  backOfficeOrdersExportEndpoint,
  backOfficeOrderEndpoint,
  backOfficeOrderStatusEndpoint,
];
