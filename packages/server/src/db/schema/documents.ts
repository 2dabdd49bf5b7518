import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, variants } from './catalog.ts';

/** One category of a document as the spec names it: Type "Datasheet", TypeKey "datasheet", Supertype … */
export interface DocumentCategory {
  type: string;
  typeKey: string;
  supertype: string;
  order: number;
}

/**
 * A document (datasheet, manual, declaration …) with its file. One document may cover several languages;
 * `retired` documents stay listed for the products that had them.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    categories: jsonb('categories').$type<DocumentCategory[]>().notNull().default([]),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull(),
    retired: boolean('retired').notNull().default(false),
    date: date('date').notNull(),
    /** Storage key of the file (platform/storage.ts), with what a download needs to know about it. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    importHash: text('import_hash'),
  },
  (t) => [
    index('documents_number_idx').on(t.number),
    index('documents_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('documents_categories_idx').using('gin', sql`${t.categories} jsonb_path_ops`),
  ],
);

/*
 * Links from what a document belongs to, one table per kind of owner, so each has a real foreign key and
 * primary key. Serial numbers (the OSD issue) get their own `serial_number_documents` in the same shape.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.documentId] }),
    index('product_documents_document_idx').on(t.documentId),
  ],
);

export const variantDocuments = pgTable(
  'variant_documents',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.documentId] }),
    index('variant_documents_document_idx').on(t.documentId),
  ],
);
