import { z } from 'zod';

/*
 * Content pages (issue 18): solutions (application areas such as hospitals or pools), pages (articles, news,
 * guides) and blog posts. The catalogue import loads them (docs/catalog-import-format.md); pages render them at
 * /{locale}/solutions/{route}, /{locale}/pages/{route} and /{locale}/blog/{route} (ADR 0053). Field names are
 * PascalCase like the rest of the API; texts are in the page's locale, or in the fallback locale when the item
 * has no text of its own in it (then IsFallback is true and TextLocale says which text is shown).
 */

// The zod-free kinds, sections and helpers (content-sections.ts), re-exported for existing imports.
export * from './content-sections.ts';

import { CONTENT_KINDS, type ContentKind, PAGE_TYPES } from './content-sections.ts';

const contentImageSchema = z.object({
  /** /media URL at 1000 × 750 (the spec's feature size, 4:3), for the page and for cards. */
  Url: z.string(),
  Alt: z.string(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

const contentTextSchema = z.object({
  Id: z.string(),
  Kind: z.enum(CONTENT_KINDS),
  PageType: z.enum(PAGE_TYPES).nullable(),
  Route: z.string(),
  /** The page's URL in the request's locale. */
  Url: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Image: contentImageSchema.nullable(),
  /** ISO date, YYYY-MM-DD. */
  PublishedAt: z.string(),
  /** The locale of the text shown: the request's, its base language's (de-AT → de), or en. */
  TextLocale: z.string(),
  /** True when the item has no text in the request's locale and shows TextLocale's. */
  IsFallback: z.boolean(),
});

export const contentSummarySchema = contentTextSchema.meta({ id: 'ContentSummary' });
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentRelatedProductSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Url: z.string(),
  /** /media URL at 200 × 200, or null for a product without images. */
  ImageUrl: z.string().nullable(),
});
export type ContentRelatedProduct = z.infer<typeof contentRelatedProductSchema>;

export const contentItemSchema = contentTextSchema
  .extend({
    /** Sanitized HTML (docs/catalog-import-format.md, rich text of content). */
    Body: z.string(),
    /** The locales with their own text. */
    Locales: z.array(z.string()),
    RelatedProducts: z.array(contentRelatedProductSchema),
  })
  .meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListSchema = z
  .object({
    Items: z.array(contentSummarySchema),
    /** 1-based. */
    Page: z.number().int(),
    PageCount: z.number().int(),
    Total: z.number().int(),
  })
  .meta({ id: 'ContentList' });
export type ContentList = z.infer<typeof contentListSchema>;

/** What the content pages ask of the content module. */
export interface ContentPages {
  /**
   * The solution, page or blog post at its route in the page's locale (its own text, else the fallback's);
   * undefined when there is none.
   */
  item(kind: ContentKind, route: string): Promise<ContentItem | undefined>;
  /** One page (1-based) of the items of a kind, newest first; past the last page Items is empty. */
  list(kind: ContentKind, page: number, pageSize: number): Promise<ContentList>;
}
