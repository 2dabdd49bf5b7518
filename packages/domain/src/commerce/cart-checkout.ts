import { z } from 'zod';
import { currencyCodeSchema } from '../site/market.ts';
import { isoDateSchema } from './cart-edits.ts';
import { cartTotalSchema } from './commerce-totals.ts';
import { moneySchema } from './product-price.ts';

/*
 * What the cart page reads (shop.md §3 "Cart checkout details", "Cart item", "Cart total"; issue 15): the cart
 * with its deliveries, lines, totals, promotion codes and alerts. Prices, stock and dates are for buyers only:
 * a guest's cart (no account, shop.md §6) carries them as null and `ShowPrices: false`.
 */

/** What the cart knows of a line's stock, for the hint next to it (buyers only). */
export const cartStockSchema = z
  .object({
    /** Pieces in stock; null when the figure is missing or too old to show. */
    Stock: z.number().int().nullable(),
    IsAlternativeStockFlow: z.boolean(),
  })
  .meta({ id: 'CartStock' });

export const cartItemSchema = z
  .object({
    LineItemId: z.number().int(),
    ShipmentNo: z.number().int(),
    Code: z.string(),
    /** The LVI number, when the variant has one. */
    LviNumber: z.string().nullable(),
    Name: z.string(),
    /** Product page of the variant (path of this site, in the page's locale). */
    Url: z.string(),
    /** Small image (media path), or null. */
    ImageUrl: z.string().nullable(),
    Quantity: z.number().int(),
    Note: z.string().nullable(),
    /** List (gross) unit price; null for guests and when the market has no price for it. */
    Price: moneySchema.nullable(),
    /** The buyer's net unit price after their discount; null as Price. */
    DiscountedPrice: moneySchema.nullable(),
    /** DiscountedPrice × Quantity; null as Price. */
    LineTotal: moneySchema.nullable(),
    /** Stock of the variant (buyers only; null for guests). */
    Stock: cartStockSchema.nullable(),
    /** Earliest date this quantity can be delivered from its lead times (buyers only; null when unknown). */
    EarliestDeliveryDate: isoDateSchema.nullable(),
    /** Whether the variant can still be ordered (not discontinued, shoppable, priced). */
    Orderable: z.boolean(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartDeliverySchema = z
  .object({
    ShipmentNo: z.number().int(),
    /** The wished date; null: as early as possible. */
    DeliveryDate: isoDateSchema.nullable(),
    /** The earliest date all its lines allow (today when none has a lead time); null for guests. */
    EarliestDeliveryDate: isoDateSchema.nullable(),
    /** Net of its lines; null for guests. */
    SubTotal: moneySchema.nullable(),
  })
  .meta({ id: 'CartDelivery' });
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

/** Something that changed under a line since it was added (shown until dismissed: DELETE Carts/Default/Alerts). */
export const CART_ALERT_KINDS = [
  'priceChanged',
  'discontinued',
  'notShoppable',
  'stockShort',
  /** A guest cart's line whose quantity was capped at 999 when it merged into the account's cart. */
  'mergedQuantityCapped',
] as const;
export type CartAlertKind = (typeof CART_ALERT_KINDS)[number];

export const cartAlertSchema = z
  .object({
    Kind: z.enum(CART_ALERT_KINDS),
    LineItemId: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    /** priceChanged: the unit price seen when the line was added (or the alerts were last dismissed). */
    OldPrice: moneySchema.nullable(),
    /** priceChanged: today's unit price. */
    NewPrice: moneySchema.nullable(),
  })
  .meta({ id: 'CartAlert' });
export type CartAlert = z.infer<typeof cartAlertSchema>;

/** GET Carts/{id|Default}/Checkout, and the answer of every cart write. */
export const cartCheckoutSchema = z
  .object({
    /** The cart's id (a guest or a buyer without a cart yet gets null and an empty cart). */
    Id: z.uuid().nullable(),
    Name: z.string().nullable(),
    /** Grows with every change; GET Carts/Default/Status/{id}/{version} asks whether it moved (ADR 0057). */
    Version: z.number().int(),
    MarketId: z.string(),
    Currency: currencyCodeSchema,
    /** Whether prices, stock and dates are shown (a buyer) or not (a guest). */
    ShowPrices: z.boolean(),
    IsGuest: z.boolean(),
    Deliveries: z.array(cartDeliverySchema),
    /** Every line, in delivery order. */
    Items: z.array(cartItemSchema),
    /** Codes applied to the cart, in the order they were applied. */
    PromotionCodes: z.array(z.string()),
    /** shop.md §3 Cart total; null for guests. */
    Total: cartTotalSchema.nullable(),
    Alerts: z.array(cartAlertSchema),
    /** Set once an order is placed (next issue); null until then. */
    OrderReference: z.string().nullable(),
    ShippingAddressId: z.string().nullable(),
  })
  .meta({ id: 'CartCheckout' });
export type CartCheckout = z.infer<typeof cartCheckoutSchema>;

/** Why the cart cannot go on to checkout step 2. */
export const CHECKOUT_BLOCKERS = [
  'emptyCart',
  'lineNotOrderable',
  'deliveryDateTooEarly',
  'emptyDelivery',
  'guestCart',
] as const;
export type CheckoutBlocker = (typeof CHECKOUT_BLOCKERS)[number];

/** GET Carts/Default/CheckoutInfo: whether the cart can go on to step 2, and why not. */
export const checkoutInfoSchema = z
  .object({
    Version: z.number().int(),
    LineCount: z.number().int(),
    DeliveryCount: z.number().int(),
    CanCheckout: z.boolean(),
    Blockers: z.array(
      z.object({
        Reason: z.enum(CHECKOUT_BLOCKERS),
        ShipmentNo: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'CheckoutInfo' });
export type CheckoutInfo = z.infer<typeof checkoutInfoSchema>;

/** GET Carts/Default/Cart: the cart's lines as chosen, without prices (quick-pick and guests read it). */
export const plainCartSchema = z
  .object({
    Id: z.uuid().nullable(),
    Name: z.string().nullable(),
    Version: z.number().int(),
    Items: z.array(
      z.object({
        LineItemId: z.number().int(),
        ShipmentNo: z.number().int(),
        Code: z.string(),
        Quantity: z.number().int(),
        Note: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PlainCart' });
export type PlainCart = z.infer<typeof plainCartSchema>;

/**
 * GET Carts/Default/Status/{a}/{b} — a: the cart id the page shows (or Default), b: the Version it holds
 * (ADR 0057). Changed is true when the cart moved on since (or is another cart now).
 */
export const cartStatusParamsSchema = z.object({
  a: z.union([z.literal('Default'), z.uuid()]),
  b: z.coerce.number().int().min(0),
});
export const cartStatusSchema = z
  .object({
    Changed: z.boolean(),
    Version: z.number().int(),
    Count: z.number().int(),
  })
  .meta({ id: 'CartStatus' });
export type CartStatus = z.infer<typeof cartStatusSchema>;

/** POST Carts/Default/Guest: a guest cart was opened under the GuestId cookie. */
export const guestCartSchema = z.object({ GuestId: z.string() }).meta({ id: 'GuestCart' });
export type GuestCart = z.infer<typeof guestCartSchema>;
