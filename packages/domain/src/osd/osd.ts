import { z } from 'zod';
import { imageSchema } from '../catalog/product.ts';
import { line, requiredLine } from '../forms/text-fields.ts';
import { LOCALES } from '../i18n/locales.ts';
import {
  OSD_MESSAGE_MAX_LENGTH,
  OSD_REQUEST_KINDS,
  SERIAL_NUMBER_INPUT_MAX_LENGTH,
} from './serial-number.ts';

/*
 * The serial-number (OSD) calls' payloads (shop.md §3 "Serial-number (OSD)", §7 "Serial-number (Osd)"; ADR 0073).
 * PascalCase names as the spec's; the server answers and the browser reads these.
 */

/** A serial as typed: normalised by the server (case, spaces, dashes); anything else is its ErrorMessage. */
export const serialParamsSchema = z.object({
  serial: z.string().min(1).max(SERIAL_NUMBER_INPUT_MAX_LENGTH),
});

/** A unit's id (the OSD product's ProductId). */
export const unitIdParamsSchema = z.object({ id: z.uuid() });

export const unitOrderParamsSchema = z.object({ no: z.string().min(1).max(40) });
/** Who does not buy for the order's company proves they stand at one of its units by its serial. */
export const unitOrderQuerySchema = z.object({
  serial: z.string().min(1).max(SERIAL_NUMBER_INPUT_MAX_LENGTH).optional(),
});

export const osdSearchResultSchema = z
  .object({
    SerialNo: z.string(),
    /** Set when no unit has the serial (translated); null when found. */
    ErrorMessage: z.string().nullable(),
    /** The unit page to go to; null when nothing was found. */
    ResultRedirectUrl: z.string().nullable(),
    ProductIsFound: z.boolean(),
    OrderIsFound: z.boolean(),
    /** YYYY-MM-DD; null without an order. */
    OrderDate: z.string().nullable(),
  })
  .meta({ id: 'OsdSearchResult' });
export type OsdSearchResult = z.infer<typeof osdSearchResultSchema>;

export const osdProductSchema = z
  .object({
    /** The unit's product name in the request's language. */
    Name: z.string(),
    SerialNo: z.string(),
    /** As the product page's gallery takes them. */
    Images: z.array(imageSchema),
    /** YYYY-MM-DD. */
    ManufactureDate: z.string(),
    /** The unit's id: the key of UnitSpecificDocuments and SendOsdProductForm. */
    ProductId: z.uuid(),
    OrderNumber: z.string().nullable(),
    PrivacyPolicyName: z.string(),
    PrivacyPolicyLink: z.string(),
    SalesEnquiryGoesToBackOffice: z.boolean(),
    RegisterWarrantyGoesToBackOffice: z.boolean(),
    PurchaseSimilarUnitGoesToBackOffice: z.boolean(),
    RequestServiceEngineerGoesToBackOffice: z.boolean(),
    /** The variant the unit is, and its product's page (catalogue path below the locale). */
    VariantCode: z.string(),
    ProductPageUrl: z.string(),
  })
  .meta({ id: 'OsdProduct' });
export type OsdProduct = z.infer<typeof osdProductSchema>;

export const osdOrderSchema = z
  .object({
    OrderNo: z.string(),
    /** YYYY-MM-DD. */
    OrderDate: z.string(),
    Products: z.array(
      z.object({
        SerialNo: z.string(),
        Name: z.string(),
        VariantCode: z.string(),
        ManufactureDate: z.string(),
      }),
    ),
  })
  .meta({ id: 'OsdOrder' });
export type OsdOrder = z.infer<typeof osdOrderSchema>;

export const unitDocumentSchema = z.object({
  Id: z.uuid(),
  /** test-protocol, wiring-diagram, declaration-of-conformity … */
  Kind: z.string(),
  Name: z.string(),
  FileName: z.string(),
  Size: z.number().int(),
  /** Where the file is downloaded (GET, attachment). */
  Url: z.string(),
});
export const unitDocumentsSchema = z.array(unitDocumentSchema).meta({ id: 'OsdUnitDocuments' });
export type UnitDocument = z.infer<typeof unitDocumentSchema>;

export const unitDocumentParamsSchema = z.object({ id: z.uuid(), documentId: z.uuid() });

/**
 * POST Osd/Product/{id}/SendOsdProductForm: SerialNo plus the form body (spec §3). One body for the four
 * requests; FormType says which. requestId makes a resend harmless (ADR 0051).
 */
export const osdProductFormBodySchema = z
  .object({
    requestId: z.uuid(),
    SerialNo: z.string().min(1).max(SERIAL_NUMBER_INPUT_MAX_LENGTH),
    FormType: z.enum(OSD_REQUEST_KINDS),
    FirstName: requiredLine(50),
    LastName: requiredLine(50),
    CompanyName: line(100).optional(),
    Email: z.email().max(100),
    Telephone: line(30).optional(),
    Message: z.string().trim().max(OSD_MESSAGE_MAX_LENGTH).optional(),
    /** register-warranty: the day the unit was taken into use; request-service-engineer: the wished day. */
    Date: z.iso.date().optional(),
    /** purchase-similar-unit: how many. */
    Quantity: z.number().int().min(1).max(9999).optional(),
    /** The page's locale: the confirmation goes out in it. */
    SalesUnit: z.enum(LOCALES),
    /** The privacy policy the product names must be accepted. */
    PrivacyPolicyAccepted: z.literal(true),
  })
  .meta({ id: 'OsdProductForm' });
export type OsdProductFormBody = z.infer<typeof osdProductFormBodySchema>;
export type OsdProductFormInput = z.input<typeof osdProductFormBodySchema>;
