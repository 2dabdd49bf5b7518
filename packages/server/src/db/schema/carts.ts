import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyAddresses, users } from './accounts.ts';
import { variants } from './catalog.ts';
import { markets } from './market.ts';

/**
 * A cart (shop.md §3). A signed-in user has one default cart, made on the first add; an anonymous visitor may
 * open a guest cart (guest_id: the SHA-256 of the GuestId cookie, never the cookie itself; ADR 0059). Prices are not stored: they are read from the market when the cart is shown, so a
 * price the browser sends can never end up in a cart (ADR 0024).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    name: text('name'),
    /** Grows by one in every write (ADR 0057): GET Carts/Default/Status/{id}/{version} asks whether it moved. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /* The order being prepared on the cart (checkout step 2, ADR 0063); an address removed since is unset. */
    shippingAddressId: uuid('shipping_address_id').references(() => companyAddresses.id, {
      onDelete: 'set null',
    }),
    orderReference: varchar('order_reference', { length: 35 }),
    orderComment: varchar('order_comment', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One default cart per user: concurrent first adds meet here and both use the same cart.
    uniqueIndex('carts_user_key').on(t.userId),
    uniqueIndex('carts_guest_key').on(t.guestId),
    check('carts_owner_check', sql`${t.userId} is not null or ${t.guestId} is not null`),
  ],
);

/** A delivery of a cart: ShipmentNo 1, 2, … each with its own wished delivery date. */
export const cartDeliveries = pgTable(
  'cart_deliveries',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    shipmentNo: smallint('shipment_no').notNull(),
    deliveryDate: date('delivery_date'),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.shipmentNo] }),
    check('cart_deliveries_shipment_no_check', sql`${t.shipmentNo} >= 1`),
  ],
);

/** A line: one variant in one delivery (LineItemId = id), 1–999 pieces, a note of at most 35 characters. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cartId: uuid('cart_id').notNull(),
    shipmentNo: smallint('shipment_no').notNull(),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    note: varchar('note', { length: 35 }),
    /*
     * What the customer last saw of the line (ADR 0057): taken at the first read by a buyer and again when the
     * alerts are dismissed. An alert is today's state differing from this; seen_at null means not taken yet.
     */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The net unit price in cents seen (null: none in the market then). */
    seenNetCents: bigint('seen_net_cents', { mode: 'number' }),
    seenDiscontinued: boolean('seen_discontinued').notNull().default(false),
    seenNotShoppable: boolean('seen_not_shoppable').notNull().default(false),
    seenStockShort: boolean('seen_stock_short').notNull().default(false),
    /** A guest line whose quantity was capped at 999 when it merged into the account's cart (until dismissed). */
    quantityCapped: boolean('quantity_capped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'cart_lines_delivery_fk',
      columns: [t.cartId, t.shipmentNo],
      foreignColumns: [cartDeliveries.cartId, cartDeliveries.shipmentNo],
    })
      .onDelete('cascade')
      // Deleting or merging a delivery renumbers the later ones; their lines follow.
      .onUpdate('cascade'),
    // Adding a variant that is already in the delivery adds to its line (an upsert on this key).
    uniqueIndex('cart_lines_variant_key').on(t.cartId, t.shipmentNo, t.variantId),
    index('cart_lines_cart_idx').on(t.cartId, t.id),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * The shipping fee of a market's carts (ADR 0057): a flat net fee, waived from a net order value on, taxed at the
 * market's standard rate. Reference data, seeded with the markets.
 */
export const marketShippingFees = pgTable('market_shipping_fees', {
  marketId: text('market_id')
    .primaryKey()
    .references(() => markets.id),
  fee: numeric('fee', { precision: 12, scale: 2 }).notNull(),
  /** Net value of the lines from which shipping is free; null: never free. */
  freeFrom: numeric('free_from', { precision: 12, scale: 2 }),
  /** The market's standard tax rate, percent. */
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
});
