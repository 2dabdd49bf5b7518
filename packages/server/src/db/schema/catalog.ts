import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { markets } from './market.ts';

/*
 * The catalogue (ADR 0008). Text shown to visitors is a jsonb map locale → text with `en` always present, so
 * one row carries every language. What the product page shows only together with its product (images, FAQs,
 * features ...) lives in jsonb columns of `products`; what is queried across products (variants, prices,
 * stock, extras, documents) has its own tables. `import_hash` is the hash of the import record that last
 * wrote the row: the importer skips records whose hash is unchanged.
 */

export type ExtraKind = 'accessory' | 'spare-part' | 'filter' | 'warranty';
export type ProductKind = 'product' | 'accessory' | 'spare-part' | 'filter' | 'warranty';

export interface ImageRef {
  /** Storage key of the original file (platform/storage.ts); /media serves it resized. */
  key: string;
  alt?: LocalizedText;
  description?: LocalizedText;
  width?: number;
  height?: number;
}
export interface VideoRef {
  title: LocalizedText;
  videoUrl: string;
  thumbnailKey?: string;
  isMainVideo: boolean;
}
export interface Feature {
  headline: LocalizedText;
  text: LocalizedText;
  image?: ImageRef;
  linkText?: LocalizedText;
  linkUrl?: string;
}
export interface RelatedPage {
  pageType: string;
  title: LocalizedText;
  description?: LocalizedText;
  image?: ImageRef;
  linkUrl: string;
}
export interface Faq {
  question: LocalizedText;
  answer: LocalizedText;
  linkText?: LocalizedText;
  linkUrl?: string;
}
export interface LinkRef {
  text: LocalizedText;
  url: string;
}
export interface NextSteps {
  firstRow: LinkRef[];
  newsletter?: LinkRef;
  secondRow: LinkRef[];
  shop?: LinkRef;
}
export interface ProductNotification {
  text: LocalizedText;
  style: 'info' | 'warning' | 'success' | 'error';
}
export interface LeadTime {
  maxQuantity: number;
  days: number;
}

/** A catalogue: the first URL segment of a product page ("products"). */
export const catalogs = pgTable('catalogs', {
  id: text('id').primaryKey(),
  routeSegment: text('route_segment').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  importHash: text('import_hash'),
});

/** The category tree of a catalogue; `path` is the route below the catalogue ("air-handling-units/rotary"). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    catalogId: text('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    routeSegment: text('route_segment').notNull(),
    path: text('path').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    displayCategoryDescription: boolean('display_category_description').notNull().default(false),
    image: jsonb('image').$type<ImageRef>(),
    sortOrder: integer('sort_order').notNull().default(0),
    importHash: text('import_hash'),
  },
  (t) => [
    uniqueIndex('categories_catalog_path_key').on(t.catalogId, t.path),
    index('categories_parent_idx').on(t.catalogId, t.parentId, t.sortOrder),
  ],
);

/**
 * A product (the spec's Product/Detail) with its variants' shared attribute names. Spare parts, accessories,
 * filters and warranties are products too (kind), so an extra item is one of their variants.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    catalogId: text('catalog_id')
      .notNull()
      .references(() => catalogs.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** Below the catalogue: /{locale}/{catalogue}/{routePath}. */
    routePath: text('route_path').notNull(),
    kind: text('kind').$type<ProductKind>().notNull().default('product'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    intro: jsonb('intro').$type<LocalizedText>(),
    /** Sanitised HTML per locale (rich text of the import). */
    description: jsonb('description').$type<LocalizedText>(),
    benefits: jsonb('benefits').$type<LocalizedText[]>().notNull().default([]),
    uniqueSellingPoint: jsonb('unique_selling_point').$type<LocalizedText>(),
    fastFacts: jsonb('fast_facts').$type<LocalizedText[]>().notNull().default([]),
    icons: jsonb('icons').$type<ImageRef[]>().notNull().default([]),
    notifications: jsonb('notifications').$type<ProductNotification[]>().notNull().default([]),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    logos: jsonb('logos').$type<ImageRef[]>().notNull().default([]),
    videos: jsonb('videos').$type<VideoRef[]>().notNull().default([]),
    features: jsonb('features').$type<Feature[]>().notNull().default([]),
    relatedPages: jsonb('related_pages').$type<RelatedPage[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
    nextSteps: jsonb('next_steps').$type<NextSteps>(),
    /** Ordered; each variant's attribute_values follow this order. */
    attributeNames: jsonb('attribute_names').$type<LocalizedText[]>().notNull().default([]),
    defaultVariantCode: text('default_variant_code'),
    mainDocumentId: uuid('main_document_id'),
    additionalMainDocumentText: jsonb('additional_main_document_text').$type<LocalizedText>(),
    selectionToolUrl: text('selection_tool_url'),
    bimFileUrl: text('bim_file_url'),
    customisableButtonText: jsonb('customisable_button_text').$type<LocalizedText>(),
    customisableButtonUrl: text('customisable_button_url'),
    hubspotScript: text('hubspot_script'),
    hubspotTitle: jsonb('hubspot_title').$type<LocalizedText>(),
    isShoppable: boolean('is_shoppable').notNull().default(true),
    isDiscontinued: boolean('is_discontinued').notNull().default(false),
    isEnquiryFormVisible: boolean('is_enquiry_form_visible').notNull().default(false),
    areExtrasOpenByDefault: boolean('are_extras_open_by_default').notNull().default(false),
    /* Whether the product or one of its variants has extras of a kind: kept by the importer so the page and
       the catalogue listing need no extra query. */
    hasAccessories: boolean('has_accessories').notNull().default(false),
    hasSpareParts: boolean('has_spare_parts').notNull().default(false),
    hasFilters: boolean('has_filters').notNull().default(false),
    hasWarranties: boolean('has_warranties').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    importHash: text('import_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_catalog_route_key').on(t.catalogId, t.routePath),
    index('products_category_idx').on(t.categoryId, t.sortOrder),
    // Fuzzy search over the names in every language (search issue).
    index('products_name_trgm_idx').using('gin', sql`(${t.name}::text) gin_trgm_ops`),
  ],
);

/** A purchasable variant of a product: its attribute values, flags and notes. */
export const variants = pgTable(
  'variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    /** 7 digits, the number wholesalers know the article by. */
    lviNumber: char('lvi_number', { length: 7 }),
    /** Ordered like products.attribute_names. */
    attributeValues: jsonb('attribute_values').$type<LocalizedText[]>().notNull().default([]),
    customNote: jsonb('custom_note').$type<LocalizedText>(),
    note: jsonb('note').$type<LocalizedText>(),
    leadTimes: jsonb('lead_times').$type<LeadTime[]>().notNull().default([]),
    isShoppable: boolean('is_shoppable').notNull().default(true),
    isDiscontinued: boolean('is_discontinued').notNull().default(false),
    isDeliveryDateHidden: boolean('is_delivery_date_hidden').notNull().default(false),
    isAlternativeStockFlow: boolean('is_alternative_stock_flow').notNull().default(false),
    isGrossPriceVisible: boolean('is_gross_price_visible').notNull().default(true),
    displayOnlyNetPrice: boolean('display_only_net_price').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.sortOrder),
    index('variants_lvi_idx').on(t.lviNumber),
  ],
);

/** Price of a variant in a market: net with tax rate, gross (list) price, and the pack offer. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    currency: char('currency', { length: 3 }).notNull(),
    netAmount: numeric('net_amount', { precision: 12, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    grossAmount: numeric('gross_amount', { precision: 12, scale: 2 }),
    packSize: integer('pack_size'),
    packPrice: numeric('pack_price', { precision: 12, scale: 2 }),
    /** Percent off the unit price when bought by the pack. */
    packDiscount: numeric('pack_discount', { precision: 5, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.marketId] })],
);

/** Stock of a variant as last reported by the ERP; expires_at says when the figure is too old to show. */
export const variantStock = pgTable('variant_stock', {
  variantId: bigint('variant_id', { mode: 'number' })
    .primaryKey()
    .references(() => variants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Extras offered for a whole product: the extra item is a variant (of an accessory, spare part … product). */
export const productExtras = pgTable(
  'product_extras',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExtraKind>().notNull(),
    extraVariantId: bigint('extra_variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.extraVariantId] }),
    index('product_extras_extra_idx').on(t.extraVariantId),
  ],
);

/** Extras that fit one variant only (a filter of the size of that unit). */
export const variantExtras = pgTable(
  'variant_extras',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExtraKind>().notNull(),
    extraVariantId: bigint('extra_variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.kind, t.extraVariantId] }),
    index('variant_extras_extra_idx').on(t.extraVariantId),
  ],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: text('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);
