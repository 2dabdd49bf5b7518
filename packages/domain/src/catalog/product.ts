import { z } from 'zod';
import { documentSchema } from '../documents/documents.ts';

/*
 * The product as loaded for its page (product-page.md §3 "Product"): GET /api/v1/Catalog/Products/{id}.
 * Sizing and the extras have calls of their own (product-variant.ts, product-extras.ts), because they depend
 * on the viewer (prices) and on the chosen variant. Texts are in the request's language; image URLs are
 * /media URLs at the spec's sizes (ADR 0009).
 */

/** A product page: /{locale}/{catalogue route segment}/{product route path}. */
export function productUrl(locale: string, catalogRouteSegment: string, routePath: string): string {
  return `/${locale}/${catalogRouteSegment}/${routePath}`;
}

export const productParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const imageSchema = z
  .object({
    Url: z.string().describe('Gallery size (981x732).'),
    ThumbnailUrl: z.string().describe('Thumbnail size (100x100).'),
    Alt: z.string(),
    Description: z.string().nullable(),
  })
  .meta({ id: 'ProductImage' });

export const iconSchema = z
  .object({ Url: z.string(), Alt: z.string(), Description: z.string().nullable() })
  .meta({ id: 'ProductIcon' });

export const logoSchema = z
  .object({
    Url: z.string().describe('160 pixels high.'),
    Alt: z.string(),
    Description: z.string().nullable(),
    Width: z.number().int().nullable().describe('At the height of 160, when the proportions are known.'),
    Height: z.number().int(),
  })
  .meta({ id: 'ProductLogo' });

export const productNotificationSchema = z
  .object({ Text: z.string(), Style: z.enum(['info', 'warning', 'success', 'error']) })
  .meta({ id: 'ProductNotification' });

export const productDetailSchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    Url: z.string(),
    Images: z.array(imageSchema),
    Intro: z.string().nullable(),
    Benefits: z.array(z.string()),
    Description: z.string().nullable().describe('Sanitised HTML.'),
    Icons: z.array(iconSchema),
    UniqueSellingPoint: z.string().nullable(),
    FastFacts: z.array(z.string()),
    IsDiscontinued: z.boolean(),
    IsShoppable: z.boolean(),
    ProductNotifications: z.array(productNotificationSchema),
    MainDocumentId: z.uuid().nullable(),
    AdditionalMainDocumentText: z.string().nullable(),
    Logos: z.array(logoSchema),
    SelectionToolUrl: z.string().nullable(),
    BimFileUrl: z.string().nullable(),
    CustomisableButtonText: z.string().nullable(),
    CustomisableButtonUrl: z.string().nullable(),
    HasWarranties: z.boolean(),
    HasAccessories: z.boolean(),
    HasSpareParts: z.boolean(),
    HasFilters: z.boolean(),
    IsEnquiryFormVisible: z.boolean(),
    AreExtrasOpenByDefault: z.boolean(),
    HubspotScript: z.string().nullable(),
    HubspotTitle: z.string().nullable(),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const videoSchema = z
  .object({
    Title: z.string(),
    VideoUrl: z.string(),
    ThumbnailUrl: z.string().nullable(),
    IsMainVideo: z.boolean(),
  })
  .meta({ id: 'Video' });

export const featureSchema = z
  .object({
    Headline: z.string(),
    Text: z.string(),
    Image: z.string().nullable().describe('1000x750.'),
    LinkText: z.string().nullable(),
    LinkUrl: z.string().nullable(),
  })
  .meta({ id: 'Feature' });

export const relatedProductSchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    Introduction: z.string().nullable(),
    Image: z.string().nullable().describe('200x200.'),
    Url: z.string(),
  })
  .meta({ id: 'RelatedProduct' });

export const relatedPageSchema = z
  .object({
    PageType: z.string(),
    Title: z.string(),
    Description: z.string().nullable(),
    Image: z.string().nullable().describe('200x200.'),
    LinkUrl: z.string(),
  })
  .meta({ id: 'RelatedPage' });

export const faqSchema = z
  .object({
    Question: z.string(),
    Answer: z.string().describe('Sanitised HTML.'),
    LinkText: z.string().nullable(),
    LinkUrl: z.string().nullable(),
  })
  .meta({ id: 'Faq' });

export const nextStepLinkSchema = z
  .object({ Text: z.string(), Url: z.string() })
  .meta({ id: 'NextStepLink' });

export const nextStepsSchema = z
  .object({
    FirstRow: z.array(nextStepLinkSchema),
    Newsletter: nextStepLinkSchema.nullable(),
    SecondRow: z.array(nextStepLinkSchema),
    Shop: nextStepLinkSchema.nullable(),
  })
  .meta({ id: 'NextSteps' });

export const breadcrumbItemSchema = z
  .object({ Name: z.string(), Url: z.string() })
  .meta({ id: 'BreadcrumbItem' });

/** GET /api/v1/Catalog/Products/{id} */
export const productPageSchema = z
  .object({
    Detail: productDetailSchema,
    /** The product's documents, retired ones included (Retired = true; the page decides how to show them). */
    Documents: z.array(documentSchema),
    /** Those of Documents the visitor viewed recently, newest first. */
    RecentlyViewedDocuments: z.array(documentSchema),
    Videos: z.array(videoSchema),
    Features: z.array(featureSchema),
    RelatedProducts: z.array(relatedProductSchema),
    RelatedPages: z.array(relatedPageSchema),
    Faqs: z.array(faqSchema),
    NextSteps: nextStepsSchema.nullable(),
    /** The category trail, then the product itself. */
    Breadcrumb: z.array(breadcrumbItemSchema),
  })
  .meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof productPageSchema>;
