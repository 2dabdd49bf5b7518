import { z } from 'zod';
import { moneySchema, priceSchema } from '../commerce/product-price.ts';

/** A delivery-time band: up to MaxQuantity pieces arrive in Days days. */
export const leadTimeSchema = z
  .object({ MaxQuantity: z.number().int().min(1), Days: z.number().int().min(0) })
  .meta({ id: 'LeadTime' });

/**
 * Prices, stock and delivery data of a variant or extra item. They are present only for a viewer who may see
 * them (an approved customer in a market with the web shop enabled): for everyone else the keys are absent.
 * UnitPrice is null when the variant has no price in the viewer's market; Stock is null when no figure exists.
 */
export const commerceFieldsSchema = z.object({
  UnitPrice: priceSchema.nullable().optional(),
  UnitGrossPrice: moneySchema.nullable().optional(),
  HasPack: z.boolean().optional(),
  PackSize: z.number().int().min(1).nullable().optional(),
  PackDiscount: z.number().min(0).max(100).nullable().optional(),
  PackPrice: moneySchema.nullable().optional(),
  Stock: z.number().int().nullable().optional(),
  /** The stock figure is older than its expiry: show it as unknown. */
  StockExpired: z.boolean().optional(),
  StockModified: z.iso.datetime({ offset: true }).nullable().optional(),
  LeadTimes: z.array(leadTimeSchema).optional(),
});

/** Flags of a variant that everyone sees. */
export const variantFlagsSchema = z.object({
  IsGrossPriceVisible: z.boolean(),
  DisplayOnlyNetPrice: z.boolean(),
  IsShoppable: z.boolean(),
  IsDiscontinued: z.boolean(),
  IsAlternativeStockFlow: z.boolean(),
  IsDeliveryDateHidden: z.boolean(),
});

/** The keys that only a viewer allowed to see commerce data ever receives. */
export const COMMERCE_FIELDS = Object.keys(commerceFieldsSchema.shape) as (keyof z.infer<
  typeof commerceFieldsSchema
>)[];

/** The spec's Variant (product-page.md §3). AttributeValues follow Sizing.AttributeNames in order. */
export const variantSchema = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    LviNumber: z.string().nullable(),
    AttributeValues: z.array(z.string()),
    CustomNote: z.string().nullable(),
    Note: z.string().nullable(),
  })
  .extend(variantFlagsSchema.shape)
  .extend(commerceFieldsSchema.shape)
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof variantSchema>;

/** GET /api/v1/Catalog/Products/{id}/Sizing */
export const sizingSchema = z
  .object({
    Variants: z.array(variantSchema),
    DefaultVariantCode: z.string().nullable(),
    AttributeNames: z.array(z.string()),
    IsSparePartOrAccessory: z.boolean(),
  })
  .meta({ id: 'Sizing' });
export type Sizing = z.infer<typeof sizingSchema>;
