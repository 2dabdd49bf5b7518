import { type Order, orderSchema } from '@airshop/domain/commerce/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { orderExports, orderStatusEvents, orders } from '../db/schema/orders.ts';

/*
 * Orders as the checkout's submit writes them (ADR 0063): the snapshot is the domain's Order without Status and
 * StatusHistory, checked through orderSchema so a test order cannot drift from what the submit stores; the
 * columns beside it; a `received` status event; an order_exports row. For tests and screenshot scripts only.
 */

export interface TestOrderOptions {
  companyId: string | null;
  userId: string | null;
  kind?: Order['Kind'];
  marketId?: string;
  currency?: string;
  locale?: string;
  orderReference?: string | null;
  buyer?: Order['Buyer'];
  company?: Order['Company'];
  /** Variant codes and quantities; prices are made up (10.00 a piece) unless the kind is a quote request. */
  lines?: { code: string; name?: string; quantity: number; unitPrice?: number; shipmentNo?: number }[];
  placedAt?: Date;
  /** Leave out the order_exports row (the ERP hand-off's own tests add theirs). */
  withoutExport?: boolean;
}

const cents = (amount: number) => Math.round(amount * 100);
const amount = (value: number) => cents(value) / 100;

/** The snapshot of a test order: a full Order (with a placeholder status, checked) minus status fields. */
export function testOrderSnapshot(
  number: string,
  options: TestOrderOptions,
): Omit<Order, 'Status' | 'StatusHistory'> {
  const kind = options.kind ?? 'order';
  const priced = kind === 'order';
  const lines = options.lines ?? [{ code: 'TEST-1', quantity: 2 }];
  const shipments = [...new Set(lines.map((line) => line.shipmentNo ?? 1))].sort((a, b) => a - b);
  const deliveries = shipments.map((shipmentNo) => {
    const items = lines
      .filter((line) => (line.shipmentNo ?? 1) === shipmentNo)
      .map((line) => {
        const unit = line.unitPrice ?? 10;
        return {
          Code: line.code,
          LviNumber: null,
          Name: line.name ?? `Product ${line.code}`,
          Quantity: line.quantity,
          Note: null,
          Price: priced ? amount(unit * 1.25) : null,
          DiscountedPrice: priced ? amount(unit) : null,
          LineTotal: priced ? amount(unit * line.quantity) : null,
          TaxRate: priced ? 25 : null,
        };
      });
    const sub = items.reduce((sum, item) => sum + cents(item.LineTotal ?? 0), 0) / 100;
    return {
      ShipmentNo: shipmentNo,
      DeliveryDate: shipmentNo === 1 ? null : '2027-03-01',
      Items: items,
      SubTotal: priced ? sub : null,
    };
  });
  const subTotal = deliveries.reduce((sum, d) => sum + cents(d.SubTotal ?? 0), 0) / 100;
  const currency = options.currency ?? 'SEK';
  const tax = cents(subTotal * 0.25) / 100;
  const order: Order = {
    Number: number,
    Kind: kind,
    Status: 'received',
    PlacedAt: (options.placedAt ?? new Date()).toISOString(),
    OrderReference: options.orderReference ?? null,
    Comment: null,
    MarketId: options.marketId ?? 'SE',
    Currency: currency as Order['Currency'],
    Buyer: options.buyer ?? { Name: 'Test Buyer', Email: 'buyer@example.com', Phone: null },
    Company: options.company ?? { Name: 'Test Company AB', CustomerNumber: 'C-1000' },
    ShippingAddress: {
      Name: 'Test Company AB',
      Line1: 'Storgatan 1',
      Line2: null,
      PostalCode: '111 22',
      City: 'Stockholm',
      CountryCode: 'SE',
      Phone: null,
    },
    Deliveries: deliveries,
    PromotionCodes: [],
    Total: priced
      ? {
          SubTotal: subTotal,
          ShippingFee: 0,
          PaymentFee: 0,
          Promotions: [],
          TotalNet: subTotal,
          Taxes: [{ Rate: 25, Amount: tax }],
          TotalTaxIncluded: amount(subTotal + tax),
          Currency: currency as Order['Currency'],
        }
      : null,
    StatusHistory: [],
  };
  const { Status: _status, StatusHistory: _history, ...snapshot } = orderSchema.parse(order);
  return snapshot;
}

/** Inserts an order (or quote request) with its first status event and its export row; answers its number and id. */
export async function insertTestOrder(
  db: Db,
  options: TestOrderOptions,
): Promise<{ id: string; number: string }> {
  const kind = options.kind ?? 'order';
  const placedAt = options.placedAt ?? new Date();
  const [next] = await queryRows<{ n: string }>(
    db,
    kind === 'order'
      ? sql`select nextval('order_number_seq') as n`
      : sql`select nextval('quote_number_seq') as n`,
  );
  const number = `AS-${kind === 'order' ? '' : 'Q-'}${placedAt.getUTCFullYear()}-${String(next?.n).padStart(6, '0')}`;
  const snapshot = testOrderSnapshot(number, { ...options, placedAt });
  const lines = snapshot.Deliveries.flatMap((d) => d.Items);
  const [row] = await db
    .insert(orders)
    .values({
      number,
      kind,
      companyId: options.companyId,
      userId: options.userId,
      marketId: snapshot.MarketId,
      currency: snapshot.Currency,
      locale: options.locale ?? 'en',
      orderReference: snapshot.OrderReference,
      buyerName: snapshot.Buyer.Name,
      buyerEmail: snapshot.Buyer.Email,
      companyName: snapshot.Company.Name,
      customerNumber: snapshot.Company.CustomerNumber,
      lineCount: lines.length,
      pieces: lines.reduce((sum, line) => sum + line.Quantity, 0),
      totalNet: snapshot.Total ? snapshot.Total.TotalNet.toFixed(2) : null,
      snapshot,
      placedAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  await db.insert(orderStatusEvents).values({ orderId: row.id, status: 'received', at: placedAt });
  if (!options.withoutExport) await db.insert(orderExports).values({ orderId: row.id });
  return { id: row.id, number };
}
