import { z } from 'zod';
import { QUANTITY_MAX } from '../site/constants.ts';
import { currencyCodeSchema } from '../site/market.ts';
import { variantCodeSchema } from './cart.ts';
import { moneySchema } from './product-price.ts';
import { QUICK_ORDER_MAX_LINES } from './quick-order-text.ts';
import { QUICK_PICK_MAX_PRODUCTS } from './quick-pick-limits.ts';

export { QUICK_ORDER_MAX_LINES };

/*
 * Quick-pick and quick order (shop.md §3 "Quick-pick", §7 GET Qp/{a}/{b}, PUT Qp/UpdateCart; issue 17 points 5
 * and 6; ADR 0069). The category content id is the catalogue's category id (the Id of Catalog/{id}); the market is
 * the viewer's own (a buyer's market, a guest's site-language market): another is refused (409 otherMarket).
 */

export { QUICK_PICK_MAX_PRODUCTS } from './quick-pick-limits.ts';

/** Most products one UpdateCart sets (a list's worth). */
export const QUICK_PICK_MAX_UPDATES = QUICK_PICK_MAX_PRODUCTS;

/** Why a product of an UpdateCart or a row of a quick-order check was not taken. */
export const QUICK_PICK_ERRORS = [
  'unknownCode',
  'ambiguousCode',
  'notShoppable',
  'discontinued',
  'noPrice',
  'quantityLimit',
] as const;
export type QuickPickError = (typeof QUICK_PICK_ERRORS)[number];

/** The reason of the 409 for a market that is not the viewer's. */
export const QUICK_PICK_OTHER_MARKET = 'otherMarket';

export const quickPickParamsSchema = z.object({
  a: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .meta({ description: 'The market id (SE, FI, INT…): the viewer’s own.' }),
  b: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ description: 'The category content id: the catalogue’s category id (Catalog/{id}).' }),
});

export const quickPickProductSchema = z
  .object({
    Code: z.string(),
    Name: z.string(),
    /** The variant's attribute values (size, orientation…), joined. */
    Description: z.string(),
    /** A 300×300 image URL of the product; null when it has none. */
    Image: z.string().nullable(),
    LviNumber: z.string().nullable(),
    /** The unit of Quantity: always pieces in this catalogue. */
    Unit: z.literal('pcs'),
    /** Net unit price in the viewer's market; null for a viewer who may not see prices. */
    Price: moneySchema.nullable(),
    /** Pieces in stock; null when unknown, too old or not for this viewer. */
    Stock: z.number().int().nullable(),
    /** Pieces of this code in the viewer's cart now, over all deliveries. */
    Quantity: z.number().int(),
  })
  .meta({ id: 'QuickPickProduct' });
export type QuickPickProduct = z.infer<typeof quickPickProductSchema>;

/** GET Qp/{market}/{categoryContentId}: the category's shoppable variants (and its subcategories'). */
export const quickPickListSchema = z
  .object({
    MarketId: z.string(),
    CategoryId: z.string(),
    CategoryName: z.string(),
    /** The category's page on the catalogue. */
    CategoryUrl: z.string(),
    Currency: currencyCodeSchema,
    ShowPrices: z.boolean(),
    Products: z.array(quickPickProductSchema),
    /** More variants than QUICK_PICK_MAX_PRODUCTS: the list shows the first ones. */
    Truncated: z.boolean(),
  })
  .meta({ id: 'QuickPickList' });
export type QuickPickList = z.infer<typeof quickPickListSchema>;

/** PUT Qp/UpdateCart: the quantities to set, code by code; 0 removes the code from the cart. */
export const quickPickUpdateSchema = z
  .object({
    Market: z.string().trim().min(1).max(16),
    Products: z
      .array(z.object({ Code: variantCodeSchema, Quantity: z.number().int().min(0).max(QUANTITY_MAX) }))
      .min(1)
      .max(QUICK_PICK_MAX_UPDATES)
      .refine((items) => new Set(items.map((item) => item.Code)).size === items.length, {
        message: 'each code at most once',
      }),
  })
  .meta({ id: 'QuickPickUpdate' });
export type QuickPickUpdate = z.infer<typeof quickPickUpdateSchema>;

/**
 * The answer of UpdateCart: Status success when every product was set, warning when some were refused, error
 * when none could be set; Changed counts the codes whose quantity changed; Products is every asked code's
 * quantity in the cart after the call; Errors the refused ones (the cart keeps their old quantity).
 */
export const quickPickUpdateResultSchema = z
  .object({
    Status: z.enum(['success', 'warning', 'error']),
    Changed: z.number().int(),
    Products: z.array(z.object({ Code: z.string(), Quantity: z.number().int() })),
    Errors: z.array(z.object({ Code: z.string(), Error: z.enum(QUICK_PICK_ERRORS) })),
  })
  .meta({ id: 'QuickPickUpdateResult' });
export type QuickPickUpdateResult = z.infer<typeof quickPickUpdateResultSchema>;

/** POST Qp/QuickOrder/Check: the rows the quick-order box read, checked without adding them. */
export const quickOrderCheckSchema = z
  .object({
    Rows: z
      .array(z.object({ Code: variantCodeSchema, Quantity: z.number().int().min(1).max(QUANTITY_MAX) }))
      .min(1)
      .max(QUICK_ORDER_MAX_LINES),
  })
  .meta({ id: 'QuickOrderCheck' });
export type QuickOrderCheck = z.infer<typeof quickOrderCheckSchema>;

/**
 * Row by row, in the order asked: the variant a code (or LVI number) names, its name, and why it would not be
 * added (null: it would). quantityLimit counts what delivery 1 holds and the rows before (an add goes there).
 */
export const quickOrderCheckResultSchema = z
  .object({
    Rows: z.array(
      z.object({
        Code: z.string(),
        VariantCode: z.string().nullable(),
        Name: z.string().nullable(),
        Quantity: z.number().int(),
        Error: z.enum(QUICK_PICK_ERRORS).nullable(),
      }),
    ),
  })
  .meta({ id: 'QuickOrderCheckResult' });
export type QuickOrderCheckResult = z.infer<typeof quickOrderCheckResultSchema>;

/** A category a quick-pick list can be made of: it (or a subcategory) has shoppable variants. */
export interface QuickPickCategory {
  readonly Id: string;
  readonly Name: string;
  /** The parent category's name; null at the top. */
  readonly ParentName: string | null;
  readonly Count: number;
}
