import { z } from 'zod';
import { currencyCodeSchema } from '../site/market.ts';
import { ADD_ITEM_ERRORS, cartNoteSchema, quantitySchema, variantCodeSchema } from './cart.ts';
import { isoDateSchema, lineItemIdSchema } from './cart-edits.ts';
import { UPLOAD_DELIVERY_MAX } from './cart-upload-rows.ts';
import { projectTotalSchema } from './commerce-totals.ts';
import { moneySchema } from './product-price.ts';
import {
  PROJECT_BULK_MAX_ROWS,
  PROJECT_LEADER_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NOTES_MAX,
} from './project-limits.ts';

export { PROJECT_BULK_MAX_ROWS, PROJECT_LEADER_MAX, PROJECT_NAME_MAX, PROJECT_NOTES_MAX };

/*
 * Projects (shop.md §3, §7 portal/Projects) as far as the product page needs them (issue 6 §5): the selector,
 * create, add an item, the widget and the detail. A project belongs to the customer's company; another
 * company's project is not found (404). The project pages of a later issue extend these (ADR 0025).
 */

export const projectIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** PUT portal/Projects/{id}/Items */
export const addProjectItemSchema = z
  .object({ Code: variantCodeSchema, Quantity: quantitySchema, Note: cartNoteSchema.optional() })
  .meta({ id: 'AddProjectItem' });
export type AddProjectItem = z.infer<typeof addProjectItemSchema>;

/** What an add answered: like the cart's, ErrorMessage says why a valid request was refused. */
export const addProjectItemResultSchema = z
  .object({
    ErrorMessage: z.enum(ADD_ITEM_ERRORS).nullable(),
    ProjectId: z.number().int(),
    LineItemId: z.number().int().nullable(),
    Quantity: z.number().int().nullable(),
  })
  .meta({ id: 'AddProjectItemResult' });
export type AddProjectItemResult = z.infer<typeof addProjectItemResultSchema>;

/** GET portal/Projects/Selector: the company's projects, most recently changed first. */
export const projectSelectorSchema = z
  .array(z.object({ Id: z.number().int(), Name: z.string() }))
  .meta({ id: 'ProjectSelector' });
export type ProjectSelector = z.infer<typeof projectSelectorSchema>;

/** POST portal/Projects: the new project's id (the spec: "the result carries its Id"). */
export const createdProjectSchema = z.object({ Id: z.number().int() }).meta({ id: 'CreatedProject' });

/** The translation (page `shared`) a new project's name is made from; `{number}` is its number. */
export const DEFAULT_PROJECT_NAME_KEY = 'projects/defaultName';

/**
 * A new project's name: the locale's template ("Project {number}") with the first number, counting on from
 * the company's number of projects, that none of its projects is called (compared without case), so parallel
 * creations and renamed or deleted projects never give two projects one name.
 */
export function defaultProjectName(template: string, existingNames: readonly string[]): string {
  const taken = new Set(existingNames.map((name) => name.trim().toLocaleLowerCase()));
  const nameOf = (n: number) => template.replace('{number}', String(n));
  let n = existingNames.length + 1;
  while (taken.has(nameOf(n).toLocaleLowerCase())) n += 1;
  return nameOf(n);
}

export const projectItemSchema = z
  .object({
    LineItemId: z.number().int(),
    ProjectId: z.number().int(),
    Code: z.string(),
    /** The LVI number, when the variant has one. */
    LviNumber: z.string().nullable(),
    /** The product's name with the variant's values, as the cart names a line. */
    DisplayName: z.string(),
    Description: z.string().nullable(),
    /** Product page of the variant (path of this site, in the page's locale). */
    Url: z.string(),
    /** Small image (media path), or null. */
    ImageUrl: z.string().nullable(),
    Quantity: z.number().int(),
    /** What the buyer picked to move to the cart (0..Quantity), kept per item. */
    SelectedQuantity: z.number().int().min(0),
    Note: z.string().nullable(),
    /** List (gross) unit price in the project's market; null when the variant has no price there. */
    Price: moneySchema.nullable(),
    /** How far DiscountedPrice is below Price, in percent with 2 decimals; null without both prices. */
    DiscountPercentage: z.number().nullable(),
    /** The buyer's net unit price; null as Price. */
    DiscountedPrice: moneySchema.nullable(),
    /** DiscountedPrice × Quantity; null as Price. */
    LineTotal: moneySchema.nullable(),
    /** Earliest date this quantity can be delivered from its lead times; null when unknown. */
    DeliveryDate: isoDateSchema.nullable(),
    /** Whether the variant can be ordered today (shoppable, not discontinued, priced). */
    Orderable: z.boolean(),
  })
  .meta({ id: 'ProjectItem' });
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** GET portal/Projects/{id}/Detail */
export const projectDetailSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Leader: z.string().nullable(),
    Notes: z.string().nullable(),
    /** When the project last changed (ISO date-time). */
    Modified: z.iso.datetime({ offset: true }),
    Currency: currencyCodeSchema,
    Items: z.array(projectItemSchema),
    /** shop.md §3, made as the cart's total is (domain/commerce-totals.ts). */
    Total: projectTotalSchema,
  })
  .meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET portal/Projects/{id}/Widget: the project panel's summary. */
export const projectWidgetSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Count: z.number().int(),
    Quantity: z.number().int(),
    Total: projectTotalSchema,
  })
  .meta({ id: 'ProjectWidget' });
export type ProjectWidget = z.infer<typeof projectWidgetSchema>;

/** One project of GET portal/Projects/Overview (the project list, ADR 0067). */
export const projectOverviewItemSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Leader: z.string().nullable(),
    /** How many items (variants) it holds. */
    ItemCount: z.number().int(),
    /** Its total net as the detail shows it (items at today's net prices plus the market's shipping fee). */
    TotalNet: moneySchema,
    /** When it last changed (ISO date-time). */
    Modified: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ProjectOverviewItem' });
export type ProjectOverviewItem = z.infer<typeof projectOverviewItemSchema>;

/** GET portal/Projects/Overview: the company's projects, most recently changed first. */
export const projectOverviewSchema = z.array(projectOverviewItemSchema).meta({ id: 'ProjectOverview' });
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

/** Empty text means none: a cleared leader or notes field is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => (text === '' ? null : text))
    .nullable();

/** PATCH portal/Projects/{id}: changes the header; a field left out stays as it is. */
export const updateProjectSchema = z
  .object({
    Name: z.string().trim().min(1).max(PROJECT_NAME_MAX).optional(),
    Leader: optionalText(PROJECT_LEADER_MAX).optional(),
    Notes: optionalText(PROJECT_NOTES_MAX).optional(),
  })
  .meta({ id: 'UpdateProject' });
export type UpdateProject = z.infer<typeof updateProjectSchema>;

/**
 * PATCH portal/Projects/{id}/Items: an item's note, quantity and/or selected quantity. A selected quantity above
 * the item's quantity is refused (400); lowering the quantity below the selection lowers the selection with it.
 */
export const updateProjectItemSchema = z
  .object({
    LineItemId: lineItemIdSchema,
    Code: variantCodeSchema,
    Note: cartNoteSchema.nullable().optional(),
    Quantity: quantitySchema.optional(),
    SelectedQuantity: z.number().int().min(0).max(999).optional(),
  })
  .meta({ id: 'UpdateProjectItem' });
export type UpdateProjectItem = z.infer<typeof updateProjectItemSchema>;

/** DELETE portal/Projects/{id}/Items */
export const deleteProjectItemSchema = z
  .object({ LineItemId: lineItemIdSchema, Code: variantCodeSchema })
  .meta({ id: 'DeleteProjectItem' });
export type DeleteProjectItem = z.infer<typeof deleteProjectItemSchema>;

/**
 * PUT portal/Projects/{id}/Items/Remove: takes Quantity pieces of each Code off the project; an item left with
 * none goes. Codes the project does not hold are passed over.
 */
export const removeProjectItemsSchema = z
  .array(z.object({ Code: variantCodeSchema, Quantity: quantitySchema }))
  .min(1)
  .max(PROJECT_BULK_MAX_ROWS)
  .meta({ id: 'RemoveProjectItems' });
export type RemoveProjectItems = z.infer<typeof removeProjectItemsSchema>;

/** Why a row of a bulk add or an item of a move into the cart was not taken: an add's reasons, or an LVI number
 * several variants share. */
export const PROJECT_ROW_ERRORS = [...ADD_ITEM_ERRORS, 'ambiguousCode'] as const;
export type ProjectRowError = (typeof PROJECT_ROW_ERRORS)[number];

/** `:id` of PUT portal/Projects/{id}/Items/Bulk: 0 makes a new project first (shop.md §4). */
export const projectBulkParamsSchema = z.object({ id: z.coerce.number().int().min(0) });

/** PUT portal/Projects/{id}/Items/Bulk: rows to add, each as PUT {id}/Items takes it. */
export const bulkProjectItemsSchema = z
  .array(addProjectItemSchema)
  .min(1)
  .max(PROJECT_BULK_MAX_ROWS)
  .meta({ id: 'BulkProjectItems' });
export type BulkProjectItems = z.infer<typeof bulkProjectItemsSchema>;

/**
 * What a bulk add answered, as the cart's: Status success (every row added), warning (some refused, the good
 * ones added), error (none added; with id 0 no project was made, ProjectId null). Row = index + 1.
 */
export const bulkProjectItemsResultSchema = z
  .object({
    Status: z.enum(['success', 'warning', 'error']),
    ProjectId: z.number().int().nullable(),
    Added: z.number().int(),
    Errors: z.array(z.object({ Row: z.number().int(), Code: z.string(), Error: z.enum(PROJECT_ROW_ERRORS) })),
  })
  .meta({ id: 'BulkProjectItemsResult' });
export type BulkProjectItemsResult = z.infer<typeof bulkProjectItemsResultSchema>;

/**
 * PUT portal/Projects/{id}/ToCart: moves the selected quantities of the project's items into the buyer's cart,
 * into delivery ShipmentNo, or a new last delivery when it is null (or a number the cart does not have yet).
 */
export const projectToCartSchema = z
  .object({ ShipmentNo: z.number().int().min(1).max(UPLOAD_DELIVERY_MAX).nullable() })
  .meta({ id: 'ProjectToCart' });
export type ProjectToCart = z.infer<typeof projectToCartSchema>;

/**
 * What a move into the cart answered: how many items went, into which delivery (null when none did), and each
 * item that could not go with why (the add's reasons; a cart line may not pass 999). The items that went have
 * their selection cleared; the project keeps its quantities.
 */
export const projectToCartResultSchema = z
  .object({
    Added: z.number().int(),
    ShipmentNo: z.number().int().nullable(),
    Errors: z.array(
      z.object({ LineItemId: z.number().int(), Code: z.string(), Error: z.enum(PROJECT_ROW_ERRORS) }),
    ),
  })
  .meta({ id: 'ProjectToCartResult' });
export type ProjectToCartResult = z.infer<typeof projectToCartResultSchema>;
