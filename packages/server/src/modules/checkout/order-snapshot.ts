import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { CommerceTotals } from '@airshop/domain/commerce/commerce-totals';
import {
  type Order,
  type OrderAddress,
  type OrderDelivery,
  type OrderLine,
  orderSchema,
} from '@airshop/domain/commerce/orders';
import { AppError } from '../../platform/errors.ts';

/*
 * The order as agreed (ADR 0063): built from the cart's read of the locked cart — the very figures the submit
 * checked against the page — and checked with orderSchema before it is stored, so a snapshot the order pages
 * cannot read back is never written.
 */

export interface SnapshotInput {
  readonly number: string;
  readonly kind: Order['Kind'];
  readonly placedAt: Date;
  readonly cart: CartCheckout;
  /** Tax rate per LineItemId; absent in a quote request. */
  readonly taxRates?: ReadonlyMap<number, { taxRate: number }>;
  /** Null in a quote request. */
  readonly totals: CommerceTotals | null;
  readonly reference: string | null;
  readonly comment: string | null;
  readonly buyer: Order['Buyer'];
  readonly company: Order['Company'];
  readonly shippingAddress: OrderAddress;
}

/** What `orders.snapshot` holds: the Order without its status, which lives in columns and events. */
export type OrderSnapshot = Omit<Order, 'Status' | 'StatusHistory'>;

export function buildOrderSnapshot(input: SnapshotInput): OrderSnapshot {
  const priced = input.kind === 'order';
  const deliveries: OrderDelivery[] = input.cart.Deliveries.map((delivery) => {
    const items = input.cart.Items.filter((item) => item.ShipmentNo === delivery.ShipmentNo).map(
      (item): OrderLine => ({
        Code: item.Code,
        LviNumber: item.LviNumber,
        Name: item.Name,
        Quantity: item.Quantity,
        Note: item.Note,
        Price: priced ? (item.Price?.Amount ?? null) : null,
        DiscountedPrice: priced ? (item.DiscountedPrice?.Amount ?? null) : null,
        LineTotal: priced ? (item.LineTotal?.Amount ?? null) : null,
        TaxRate: priced ? (input.taxRates?.get(item.LineItemId)?.taxRate ?? null) : null,
      }),
    );
    return {
      ShipmentNo: delivery.ShipmentNo,
      DeliveryDate: delivery.DeliveryDate,
      Items: items,
      SubTotal: priced ? (delivery.SubTotal?.Amount ?? null) : null,
    };
  });
  const order: Order = {
    Number: input.number,
    Kind: input.kind,
    Status: 'received',
    PlacedAt: input.placedAt.toISOString(),
    OrderReference: input.reference,
    Comment: input.comment,
    MarketId: input.cart.MarketId,
    Currency: input.cart.Currency,
    Buyer: input.buyer,
    Company: input.company,
    ShippingAddress: input.shippingAddress,
    // A quote request asks for prices; what it would deliver when is the sales team's answer, so no empty
    // delivery goes with it.
    Deliveries: priced ? deliveries : deliveries.filter((delivery) => delivery.Items.length > 0),
    PromotionCodes: priced ? [...new Set(input.totals?.Promotions.map((p) => p.Code) ?? [])] : [],
    Total: priced ? input.totals : null,
    StatusHistory: [{ Status: 'received', At: input.placedAt.toISOString() }],
  };
  const checked = orderSchema.safeParse(order);
  if (!checked.success) {
    // Our own read made something the order pages could not show: a bug, never the buyer's doing.
    throw new AppError('internal', `The order snapshot is not valid: ${checked.error.message}`);
  }
  const { Status: _status, StatusHistory: _history, ...snapshot } = checked.data;
  return snapshot;
}

/** `AS-2026-000123` / `AS-Q-2026-000045`: the placement's year (UTC) and the sequence's value, 6 digits or more. */
export function orderNumber(kind: Order['Kind'], year: number, value: number): string {
  return `AS-${kind === 'quoteRequest' ? 'Q-' : ''}${year}-${String(value).padStart(6, '0')}`;
}
