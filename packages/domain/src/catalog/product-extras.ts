import { z } from 'zod';
import { commerceFieldsSchema, variantFlagsSchema } from './product-variant.ts';

/** The four kinds of extras and the path segment of each (GET /api/v1/Catalog/{id}/{kind}). */
export const EXTRA_KINDS = {
  Accessories: 'accessory',
  SpareParts: 'spare-part',
  Filters: 'filter',
  Warranties: 'warranty',
} as const;
export type ExtraKindSegment = keyof typeof EXTRA_KINDS;

/** A product's extras (`product`, id is the product id) or one variant's (`variant`, id is the variant code). */
export const EXTRA_CONTENT_TYPES = ['product', 'variant'] as const;
export type ExtraContentType = (typeof EXTRA_CONTENT_TYPES)[number];

export const extrasParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const extrasQuerySchema = z.object({
  contentType: z.enum(EXTRA_CONTENT_TYPES).default('product'),
});

/**
 * The spec's Extra item (accessory, spare part, filter, warranty): a variant of an extra product, with the
 * price, stock and flag fields of a variant. ParentCode is what it belongs to: the product id or variant code
 * asked for (shop.md §3, add-on groups per product).
 */
export const extraItemSchema = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    Url: z.string(),
    Image: z.string().nullable(),
    Note: z.string().nullable(),
    CustomNote: z.string().nullable(),
    ParentCode: z.string(),
  })
  .extend(variantFlagsSchema.shape)
  .extend(commerceFieldsSchema.shape)
  .meta({ id: 'ExtraItem' });
export type ExtraItem = z.infer<typeof extraItemSchema>;

export const extraItemsSchema = z.array(extraItemSchema).meta({ id: 'ExtraItems' });
