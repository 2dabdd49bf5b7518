import { z } from 'zod';
import { CART_ITEM_NOTE_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../site/constants.ts';
import { currencyCodeSchema } from '../site/market.ts';
import { ADD_ITEM_ERRORS } from './add-item.ts';
import { amountSchema, moneySchema } from './product-price.ts';

/*
 * The cart of shop.md §3 as far as the product page needs it (issue 6 §4): PUT Carts/Default/Items and GET
 * Carts/Default/Widget. A cart is split into deliveries numbered by ShipmentNo; a line (LineItemId) is one
 * variant in one delivery. Prices are never taken from the browser: they are read from the customer's market
 * when the cart is shown (ADR 0024).
 */

export const quantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);
export const cartNoteSchema = z.string().max(CART_ITEM_NOTE_MAX);
export const variantCodeSchema = z.string().trim().min(1).max(64);

/** PUT /api/v1/Carts/Default/Items */
export const addCartItemSchema = z
  .object({ Code: variantCodeSchema, Quantity: quantitySchema })
  .meta({ id: 'AddCartItem' });
export type AddCartItem = z.infer<typeof addCartItemSchema>;

// Re-exported: the add's messages live apart so the browser can use them without zod.
export { ADD_ITEM_ERRORS, type AddItemError } from './add-item.ts';

export const addCartItemResultSchema = z
  .object({
    ErrorMessage: z.enum(ADD_ITEM_ERRORS).nullable(),
    /** The line the quantity went to; null when refused. */
    LineItemId: z.number().int().nullable(),
    ShipmentNo: z.number().int().nullable(),
    Code: z.string(),
    /** The line's quantity after the add; null when refused. */
    Quantity: z.number().int().nullable(),
  })
  .meta({ id: 'AddCartItemResult' });
export type AddCartItemResult = z.infer<typeof addCartItemResultSchema>;

export const cartWidgetLineSchema = z
  .object({
    LineItemId: z.number().int(),
    ShipmentNo: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    Quantity: z.number().int(),
    Note: z.string().nullable(),
    /** Net unit price in the cart's market; null when the variant has no price there any more. */
    Price: moneySchema.nullable(),
    LineTotal: moneySchema.nullable(),
  })
  .meta({ id: 'CartWidgetLine' });

/** GET /api/v1/Carts/Default/Widget: the header's cart summary. */
export const cartWidgetSchema = z
  .object({
    /** Number of lines. */
    Count: z.number().int(),
    /** Pieces over all lines. */
    Quantity: z.number().int(),
    Lines: z.array(cartWidgetLineSchema),
    /** Net total of the lines; null for a guest's cart, which shows no prices (shop.md §6). */
    Total: z.object({ Amount: amountSchema, Currency: currencyCodeSchema }).nullable(),
    /** The cart is a guest's (no account): the panel offers sign-in to see prices. */
    IsGuest: z.boolean(),
  })
  .meta({ id: 'CartWidget' });
export type CartWidget = z.infer<typeof cartWidgetSchema>;
