import { z } from 'zod';
import { addressSchema } from '../account/addresses.ts';
import { currencyCodeSchema } from '../site/market.ts';
import { isoDateSchema } from './cart-edits.ts';
import { commerceTotalsSchema } from './commerce-totals.ts';
import { ORDER_KINDS, ORDER_NUMBER_PATTERN, ORDER_PAGE_SIZE, ORDER_STATUSES } from './order-limits.ts';
import { amountSchema } from './product-price.ts';

/*
 * A placed order as it was agreed (issue 16 points 2, 5, 7; ADR 0063): the snapshot stored at submit — lines per
 * delivery with dates, prices, discounts and taxes, promotions, the shipping fee, addresses, buyer and company,
 * reference, market and currency — never re-read from today's catalogue. A guest's quote request is an order of
 * kind `quoteRequest` without prices.
 */

export const orderNumberParamsSchema = z.object({
  number: z.string().regex(ORDER_NUMBER_PATTERN, 'an order number such as AS-2026-000123'),
});

/** An address as it was when the order was placed: the address's fields, without its id and kind. */
export const orderAddressSchema = addressSchema
  .pick({
    Name: true,
    Line1: true,
    Line2: true,
    PostalCode: true,
    City: true,
    CountryCode: true,
    Phone: true,
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderLineSchema = z
  .object({
    Code: z.string(),
    LviNumber: z.string().nullable(),
    Name: z.string(),
    Quantity: z.number().int(),
    Note: z.string().nullable(),
    /** List (gross) unit price; null in a quote request. */
    Price: amountSchema.nullable(),
    /** The buyer's net unit price; null in a quote request. */
    DiscountedPrice: amountSchema.nullable(),
    /** DiscountedPrice × Quantity; null in a quote request. */
    LineTotal: amountSchema.nullable(),
    /** Percent; null in a quote request. */
    TaxRate: z.number().nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDeliverySchema = z
  .object({
    ShipmentNo: z.number().int(),
    /** The wished date; null: as early as possible. */
    DeliveryDate: isoDateSchema.nullable(),
    Items: z.array(orderLineSchema),
    /** Net of its lines; null in a quote request. */
    SubTotal: amountSchema.nullable(),
  })
  .meta({ id: 'OrderDelivery' });
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** GET Orders/{number} (the buyer's company) and BackOffice/Orders/{number}. */
export const orderSchema = z
  .object({
    Number: z.string(),
    Kind: z.enum(ORDER_KINDS),
    Status: orderStatusSchema,
    /** ISO date-time. */
    PlacedAt: z.string(),
    OrderReference: z.string().nullable(),
    Comment: z.string().nullable(),
    MarketId: z.string(),
    Currency: currencyCodeSchema,
    /** Who placed it (for a quote request: the guest). */
    Buyer: z.object({ Name: z.string(), Email: z.string(), Phone: z.string().nullable() }),
    /** The buyer's company (a quote request: the company the guest named, without a customer number). */
    Company: z.object({ Name: z.string(), CustomerNumber: z.string().nullable() }),
    ShippingAddress: orderAddressSchema,
    Deliveries: z.array(orderDeliverySchema),
    PromotionCodes: z.array(z.string()),
    /** The agreed totals; null in a quote request. */
    Total: commerceTotalsSchema.nullable(),
    /** Every status the order has had, oldest first. */
    StatusHistory: z.array(z.object({ Status: orderStatusSchema, At: z.string() })),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** A row of the buyer's order history and of the back office's list. */
export const orderSummarySchema = z
  .object({
    Number: z.string(),
    Kind: z.enum(ORDER_KINDS),
    Status: orderStatusSchema,
    PlacedAt: z.string(),
    OrderReference: z.string().nullable(),
    BuyerName: z.string(),
    BuyerEmail: z.string(),
    CompanyName: z.string(),
    CustomerNumber: z.string().nullable(),
    MarketId: z.string(),
    LineCount: z.number().int(),
    Pieces: z.number().int(),
    /** Null in a quote request. */
    TotalNet: amountSchema.nullable(),
    Currency: currencyCodeSchema,
    /** Placed by the person asking (the history shows the buyer's own first). */
    IsOwn: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const searchSchema = z.string().trim().max(50).optional();

/**
 * GET Orders: the company's orders. `scope=company` (all of the company's, not only the buyer's own) is for
 * company admins; others get 403. `q` matches the order number or the buyer's reference.
 */
export const orderHistoryQuerySchema = z.object({
  q: searchSchema,
  status: orderStatusSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  scope: z.enum(['mine', 'company']).default('mine'),
  page: pageSchema,
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

export const orderListSchema = z
  .object({
    Orders: z.array(orderSummarySchema),
    TotalCount: z.number().int(),
    Page: z.number().int(),
    PageSize: z.literal(ORDER_PAGE_SIZE),
    /** Whether the caller may ask for scope=company. */
    CanSeeCompany: z.boolean(),
  })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListSchema>;

/** Why a line of an order could not go into the cart again (the add-to-cart reasons). */
export const REORDER_REFUSALS = [
  'unknownCode',
  'notShoppable',
  'discontinued',
  'noPrice',
  'quantityLimit',
] as const;

/** POST Orders/{number}/Reorder: the order's lines put into the cart at today's prices. */
export const reorderResultSchema = z
  .object({
    /** Lines added (or added to). */
    Added: z.number().int(),
    Refused: z.array(z.object({ Code: z.string(), Name: z.string(), Reason: z.enum(REORDER_REFUSALS) })),
  })
  .meta({ id: 'ReorderResult' });
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** GET BackOffice/Orders and its CSV export: every order, filtered. `company` matches name or customer number. */
export const backOfficeOrderQuerySchema = z.object({
  q: searchSchema,
  status: orderStatusSchema.optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  market: z.string().trim().max(10).optional(),
  company: z.string().trim().max(100).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: pageSchema,
});
export type BackOfficeOrderQuery = z.infer<typeof backOfficeOrderQuerySchema>;

/** PATCH BackOffice/Orders/{number}/Status: one step of ORDER_STATUS_NEXT, else 409 conflict. */
export const updateOrderStatusSchema = z
  .object({ Status: orderStatusSchema })
  .meta({ id: 'UpdateOrderStatus' });
export type UpdateOrderStatus = z.infer<typeof updateOrderStatusSchema>;
