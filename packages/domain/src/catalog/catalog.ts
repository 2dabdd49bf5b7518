import { z } from 'zod';
import { CATALOG_PATH_PATTERN } from './catalog-filters.ts';

/*
 * The catalogue tree of the spec (shop.md §3 "Catalog", §7 GET Catalog/Menu, Catalog, Catalog/{id}). Field
 * names are the spec's, PascalCase. Texts are already in the request's language; URLs are page URLs of the
 * request's locale; images are /media URLs at 300x300. No prices: a listing never shows them.
 */

/** A query flag of the API: only "true" and "false" are accepted, anything else is a 400. */
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** The spec's catalogue filters as query parameters, all off by default. */
export const catalogFiltersQuerySchema = z.object({
  showDiscontinued: flag.describe('Include discontinued products (default false: hidden).'),
  showWebShopOnly: flag.describe('Only products that can be bought in the web shop.'),
  showSparePartsOnly: flag.describe('Only spare parts.'),
});

/** GET Catalog: the root of a catalogue, or the node at a page path. */
export const catalogRootQuerySchema = catalogFiltersQuerySchema.extend({
  path: z
    .string()
    .max(500)
    .regex(CATALOG_PATH_PATTERN, 'route segments of lower-case letters, digits and dashes, joined by /')
    .optional()
    .describe(
      'The page path below the locale: catalogue route segment, then category route segments ("products/fans/duct-fans"). Without it: the first catalogue.',
    ),
});

export const catalogIdParamsSchema = z.object({
  id: z.string().min(1).max(200).describe('A category id.'),
});

export const catalogFiltersSchema = z
  .object({
    ShowDiscontinued: z.boolean(),
    ShowWebShopOnly: z.boolean(),
    ShowSparePartsOnly: z.boolean(),
  })
  .meta({ id: 'CatalogFilters' });

/** One level of the path from the catalogue root down to the node: the spec's "selected filter item". */
export const catalogSelectedItemSchema = z
  .object({
    Id: z.string(),
    Slug: z.string().describe('The route segment of this level.'),
    Name: z.string(),
    Url: z.string(),
  })
  .meta({ id: 'CatalogSelectedItem' });

/** A subcategory tile of a node; CategoryId is the category (or catalogue) it belongs to. */
export const catalogSubcategorySchema = z
  .object({
    Id: z.string(),
    CategoryId: z.string(),
    Name: z.string(),
    RouteSegment: z.string(),
    Url: z.string(),
    Image: z.string().nullable().describe('300x300; a child category image when the category has none.'),
  })
  .meta({ id: 'CatalogSubcategory' });

export const CATALOG_ENTRY_TYPES = ['Product'] as const;

/** A product in a listing (the spec's "Catalogue entry"). */
export const catalogEntrySchema = z
  .object({
    Id: z.string(),
    EntryType: z.enum(CATALOG_ENTRY_TYPES),
    Name: z.string(),
    Intro: z.string().nullable(),
    Url: z.string(),
    Image: z.string().nullable().describe('300x300'),
    IsSparePart: z.boolean(),
    IsDiscontinued: z.boolean(),
    IsShoppable: z.boolean(),
    HasShoppableProducts: z.boolean().describe('At least one variant can be bought in the web shop.'),
    HasSpareParts: z.boolean(),
    HasAccessories: z.boolean(),
  })
  .meta({ id: 'CatalogEntry' });

/** GET Catalog and GET Catalog/{id}: one node of the tree with its children. */
export const catalogNodeSchema = z
  .object({
    Id: z.string().describe('The category id, or the catalogue id at the root.'),
    RootId: z.string().describe('The catalogue id.'),
    ParentId: z
      .string()
      .nullable()
      .describe('The parent category id; null at the root and for top categories.'),
    Name: z.string(),
    RouteSegment: z.string(),
    Url: z.string(),
    Description: z.string().nullable(),
    DisplayCategoryDescription: z.boolean(),
    Image: z.string().nullable(),
    Categories: z.array(catalogSubcategorySchema),
    Items: z.array(catalogEntrySchema),
    SelectedFilterItems: z.array(catalogSelectedItemSchema).describe('Root first, this node last.'),
    Filters: catalogFiltersSchema,
  })
  .meta({ id: 'CatalogNode' });

/** A node of the menu tree (the spec's "Catalog item"). */
export interface CatalogMenuItem {
  Id: string;
  ParentId: string | null;
  Name: string;
  RouteSegment: string;
  Url: string;
  Image: string | null;
  DisplayCategoryDescription: boolean;
  Items: CatalogMenuItem[];
}

export const catalogMenuItemSchema: z.ZodType<CatalogMenuItem> = z
  .object({
    Id: z.string(),
    ParentId: z.string().nullable(),
    Name: z.string(),
    RouteSegment: z.string(),
    Url: z.string(),
    Image: z.string().nullable(),
    DisplayCategoryDescription: z.boolean(),
    get Items(): z.ZodArray<z.ZodType<CatalogMenuItem>> {
      return z.array(catalogMenuItemSchema);
    },
  })
  .meta({ id: 'CatalogMenuItem' });

/** GET Catalog/Menu: catalogues → top categories → their children. */
export const catalogMenuSchema = z
  .object({
    Catalogs: z.array(
      z
        .object({
          Id: z.string(),
          Name: z.string(),
          RouteSegment: z.string(),
          Url: z.string(),
          Items: z.array(catalogMenuItemSchema),
        })
        .meta({ id: 'CatalogMenuCatalog' }),
    ),
  })
  .meta({ id: 'CatalogMenu' });

export type CatalogFiltersQuery = z.output<typeof catalogFiltersQuerySchema>;
export type CatalogSelectedItem = z.infer<typeof catalogSelectedItemSchema>;
export type CatalogSubcategory = z.infer<typeof catalogSubcategorySchema>;
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
export type CatalogNode = z.infer<typeof catalogNodeSchema>;
export type CatalogMenu = z.infer<typeof catalogMenuSchema>;
export type CatalogMenuCatalog = CatalogMenu['Catalogs'][number];
