import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ImageRef } from './catalog.ts';

/*
 * Content pages (ADR 0053): solutions, pages and blog posts. `content_items` holds what every language shares;
 * `content_texts` one row per item and locale with its title, summary and body, as HTML for the page and as
 * plain text for a search index to be built from later. A locale without a row shows its base language's or
 * the English text, and says so.
 */

export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    /** solution | page | blog-post (domain/content.ts). */
    kind: text('kind').notNull(),
    /** article | news | guide, for pages only. */
    pageType: text('page_type'),
    /** The last URL segment: /{locale}/{section of the kind}/{route}. */
    route: text('route').notNull(),
    image: jsonb('image').$type<ImageRef>(),
    publishedAt: date('published_at').notNull(),
    /** Product ids in the order the record lists them; ids without a product are left out on import. */
    relatedProductIds: text('related_product_ids').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    importHash: text('import_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_kind_route_key').on(t.kind, t.route),
    index('content_items_kind_published_idx').on(t.kind, t.publishedAt),
  ],
);

export const contentTexts = pgTable(
  'content_texts',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized HTML. */
    bodyHtml: text('body_html').notNull(),
    /** The body without tags, for search. */
    bodyText: text('body_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] })],
);
