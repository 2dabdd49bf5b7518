import { z } from 'zod';
import { currencyCodeSchema } from '../site/market.ts';
import { ADD_ITEM_ERRORS, cartNoteSchema, quantitySchema, variantCodeSchema } from './cart.ts';
import { isoDateSchema } from './cart-edits.ts';
import { projectTotalSchema } from './commerce-totals.ts';
import { moneySchema } from './product-price.ts';

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
