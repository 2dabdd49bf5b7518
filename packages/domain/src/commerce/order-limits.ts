/*
 * The order's limits and closed sets, without zod, so the browser's checkout and order pages can use them
 * (web code must not load the schemas: a second copy would register their ids twice). The schemas in
 * `orders.ts` and `checkout-order.ts` are built from these.
 */

/** The buyer's own purchase-order number (OrderReference): free text, at most 35 characters. */
export const ORDER_REFERENCE_MAX = 35;

/** The buyer's comment to the order desk. */
export const ORDER_COMMENT_MAX = 1000;

/** An order proper (a buyer's, priced) or a guest's quote request (no prices). */
export const ORDER_KINDS = ['order', 'quoteRequest'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Where an order is: set by the back office (issue 16 point 7), shown on the buyer's order page. */
export const ORDER_STATUSES = ['received', 'confirmed', 'shipped', 'invoiced', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The changes the back office may make from each status; anything else is refused (409 conflict). */
export const ORDER_STATUS_NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['invoiced'],
  invoiced: [],
  cancelled: [],
};

/**
 * Why a submit is refused (409, details.reason and x-custom-message): the page shows the reason with the cart
 * as it is now and asks again. Nothing is stored and the cart is unchanged.
 */
export const SUBMIT_REFUSALS = [
  /** The cart changed since the page was shown (its Version moved on). */
  'cartChanged',
  /** Today's total differs from the one the page showed (a price, a fee or a promotion changed). */
  'priceChanged',
  /** A line can no longer be ordered (discontinued, not shoppable, no price). */
  'lineNotOrderable',
  /** An applied promotion code is no longer valid for this cart. */
  'promotionInvalid',
  /** No shipping address is chosen, or the chosen one is gone. */
  'noShippingAddress',
  'emptyCart',
  'emptyDelivery',
  /** A delivery's wished date is earlier than its lines allow today. */
  'deliveryDateTooEarly',
] as const;
export type SubmitRefusal = (typeof SUBMIT_REFUSALS)[number];

/** Order numbers: `AS-2026-000123` for orders, `AS-Q-2026-000045` for quote requests, from database sequences (six digits or more: the millionth order gets seven). */
export const ORDER_NUMBER_PATTERN = /^AS-(Q-)?\d{4}-\d{6,}$/;

/** Orders per page in the buyer's history and the back office's list. */
export const ORDER_PAGE_SIZE = 25;
