import { z } from 'zod';
import { cartNoteSchema, quantitySchema, variantCodeSchema } from './cart.ts';

/*
 * The request bodies of the cart page's writes (shop.md §7 "Cart", issue 15), in the spec's own casing, and the
 * reasons a valid write is refused. Every write answers the changed cart (`CartCheckout`) or an error body whose
 * `details.reason` is one of CART_EDIT_REFUSALS (also sent as the x-custom-message header, shop.md §8).
 */

/** ISO date (YYYY-MM-DD, the spec's API date format). */
export const isoDateSchema = z.iso.date();

/** A delivery number (ShipmentNo): deliveries are numbered 1…n without gaps. */
export const shipmentNoSchema = z.number().int().min(1).max(99);

/** A line's id (LineItemId). */
export const lineItemIdSchema = z.number().int().min(1);

/** `:id` of Carts/{id}/…: the buyer's own cart, by its id or as `Default`. */
export const cartIdParamsSchema = z.object({
  id: z.union([z.literal('Default'), z.uuid()]),
});

/** PATCH Carts/{id}/Items: changes a line's note and/or quantity. */
export const updateCartItemSchema = z
  .object({
    code: variantCodeSchema,
    lineItemId: lineItemIdSchema,
    shipmentNo: shipmentNoSchema,
    Note: cartNoteSchema.nullable().optional(),
    Quantity: quantitySchema.optional(),
  })
  .meta({ id: 'UpdateCartItem' });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

/** DELETE Carts/{id}/Items: removes a line. */
export const deleteCartItemSchema = z
  .object({
    LineItemId: lineItemIdSchema,
    Code: variantCodeSchema,
    ShipmentNo: shipmentNoSchema,
  })
  .meta({ id: 'DeleteCartItem' });
export type DeleteCartItem = z.infer<typeof deleteCartItemSchema>;

/** Most lines one bulk add or upload may carry (an upload's rows beyond it are refused as a whole). */
export const CART_BULK_MAX_ROWS = 10_000;

/** One row of a bulk add: what the customer wants, optionally into a given delivery. */
export const bulkCartItemSchema = z
  .object({
    Code: variantCodeSchema,
    Quantity: quantitySchema,
    Note: cartNoteSchema.optional(),
    ShipmentNo: shipmentNoSchema.optional(),
  })
  .meta({ id: 'BulkCartItem' });

/** PUT Carts/Default/Items/Bulk */
export const bulkCartItemsSchema = z
  .array(bulkCartItemSchema)
  .min(1)
  .max(CART_BULK_MAX_ROWS)
  .meta({ id: 'BulkCartItems' });
export type BulkCartItems = z.infer<typeof bulkCartItemsSchema>;

/** PUT Carts/Default/DuplicateItem: copies Quantity of a code into delivery ShipmentNo. */
export const duplicateCartItemSchema = z
  .object({
    Code: variantCodeSchema,
    Quantity: quantitySchema,
    ShipmentNo: shipmentNoSchema,
  })
  .meta({ id: 'DuplicateCartItem' });
export type DuplicateCartItem = z.infer<typeof duplicateCartItemSchema>;

/**
 * PATCH Carts/Default/Items/Move: moves Quantity (all or part) of a line to delivery NewShipmentNo, or, when
 * NewShipmentNo is absent, to a new delivery dated DeliveryDate. Into a delivery that already holds the code,
 * the quantities add (refused beyond 999).
 */
export const moveCartItemSchema = z
  .object({
    Code: variantCodeSchema,
    LineItemId: lineItemIdSchema,
    Quantity: quantitySchema,
    ShipmentNo: shipmentNoSchema,
    NewShipmentNo: shipmentNoSchema.nullable().optional(),
    DeliveryDate: isoDateSchema.nullable().optional(),
  })
  .meta({ id: 'MoveCartItem' });
export type MoveCartItem = z.infer<typeof moveCartItemSchema>;

/** POST Carts/Default/Delivery/Create: a new last delivery, optionally dated. */
export const createDeliverySchema = z
  .object({ deliveryDate: isoDateSchema.nullable().optional() })
  .meta({ id: 'CreateDelivery' });
export type CreateDelivery = z.infer<typeof createDeliverySchema>;

/** DELETE Carts/Default/Delivery/Delete: removes a delivery with its lines; the later ones move up a number. */
export const deleteDeliverySchema = z.object({ deliveryNo: shipmentNoSchema }).meta({ id: 'DeleteDelivery' });
export type DeleteDelivery = z.infer<typeof deleteDeliverySchema>;

/** PATCH Carts/Default/Delivery/Update: the wished date of a delivery (null: as early as possible). */
export const updateDeliverySchema = z
  .object({
    deliveryDate: isoDateSchema.nullable(),
    deliveryNo: shipmentNoSchema,
  })
  .meta({ id: 'UpdateDelivery' });
export type UpdateDelivery = z.infer<typeof updateDeliverySchema>;

/** PATCH Carts/Default/Delivery/Merge: the source's lines join the destination; the source goes. */
export const mergeDeliveriesSchema = z
  .object({
    sourceDeliveryNo: shipmentNoSchema,
    destDeliveryNo: shipmentNoSchema,
  })
  .meta({ id: 'MergeDeliveries' });
export type MergeDeliveries = z.infer<typeof mergeDeliveriesSchema>;

export const CART_NAME_MAX = 100;

/**
 * PATCH Carts/Default: renames the cart. shop.md §5: both id and name are needed, else 'Invalid data -
 * aborting' (400). Id must be the caller's cart (another id → 404).
 */
export const renameCartSchema = z
  .object({ id: z.uuid(), name: z.string().trim().min(1).max(CART_NAME_MAX) })
  .meta({ id: 'RenameCart' });
export type RenameCart = z.infer<typeof renameCartSchema>;

/** The message of a rename without id or name (shop.md §5). */
export const RENAME_INVALID_MESSAGE = 'Invalid data - aborting';

/**
 * DELETE DeleteCart?cartId=…: deletes the whole cart (lines, deliveries, name, codes). textToPass is the name
 * the page showed when the customer confirmed (empty for an unnamed cart): a cart renamed since, in another
 * tab, is not deleted (409 `stale`) — ADR 0057.
 */
export const deleteCartQuerySchema = z.object({ cartId: z.uuid() });
export const deleteCartBodySchema = z
  .object({ textToPass: z.string().max(CART_NAME_MAX) })
  .meta({ id: 'DeleteCart' });
export type DeleteCartBody = z.infer<typeof deleteCartBodySchema>;

/** PUT / DELETE Carts/Default/PromotionCode */
export const PROMOTION_CODE_MAX = 40;
export const promotionCodeBodySchema = z
  .object({ Code: z.string().trim().min(1).max(PROMOTION_CODE_MAX) })
  .meta({ id: 'PromotionCodeBody' });
export type PromotionCodeBody = z.infer<typeof promotionCodeBodySchema>;

/**
 * Why a valid cart write was refused (409 conflict, `details.reason`, and the x-custom-message header). The page
 * shows cart/errors/{reason}; the cart is unchanged.
 */
export const CART_EDIT_REFUSALS = [
  /** A sum of quantities beyond 999 (merge, move, duplicate). */
  'quantityLimit',
  /** The named delivery does not exist (any more). */
  'deliveryNotFound',
  /** Source and destination are the same delivery. */
  'sameDelivery',
  /** More quantity moved than the line holds. */
  'moveExceedsLine',
  /** A wished date before the earliest the lines' lead times allow, or in the past. */
  'deliveryDateTooEarly',
  /** The most deliveries a cart may have (99). */
  'tooManyDeliveries',
  /** The variant may not be added (duplicate, bulk): as the add's ErrorMessage. */
  'unknownCode',
  'notShoppable',
  'discontinued',
  'noPrice',
  /** DeleteCart: the cart was renamed since the page showed it. */
  'stale',
] as const;
export type CartEditRefusal = (typeof CART_EDIT_REFUSALS)[number];

/** Why a promotion code was refused (409, `details.reason`): the page shows cart2ndStep/messages/{reason}. */
export const PROMOTION_REFUSALS = [
  /** shop.md §5: 'cart2ndStep/messages/invalidPromotionCode' for a code that does not exist. */
  'invalidPromotionCode',
  'promotionNotYetValid',
  'promotionExpired',
  'promotionOtherMarket',
  'promotionBelowMinimum',
  'promotionUsedUp',
  'promotionAlreadyApplied',
  /** A code that applies to none of the cart's lines (category or code promotions). */
  'promotionNoMatchingLines',
] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];
