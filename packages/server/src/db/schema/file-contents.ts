import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes; node-postgres reads them as Buffer, PGlite as Uint8Array: both are handed on as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/*
 * The database file storage (platform/database-storage.ts, ADR 0046): the files themselves, for processes that
 * share a PostgreSQL database and nothing else. A write fills a new blob chunk by chunk, each chunk in its own
 * statement (an upload of 32 MB never sits in one transaction or one query), and only then points the key at
 * it; a blob no key points at is a write that never finished or a file that was replaced.
 */

/** The bytes of one write, in order. */
export const fileBlobs = pgTable('file_blobs', {
  id: uuid('id').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fileBlobChunks = pgTable(
  'file_blob_chunks',
  {
    blobId: uuid('blob_id')
      .notNull()
      .references(() => fileBlobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.blobId, table.seq] })],
);

/** A key and the blob that is its file now. */
export const fileEntries = pgTable(
  'file_entries',
  {
    key: text('key').primaryKey(),
    blobId: uuid('blob_id')
      .notNull()
      .unique()
      .references(() => fileBlobs.id),
    contentType: text('content_type').notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // `list(prefix)` reads keys by prefix, oldest first; text_pattern_ops makes `like 'prefix/%'` use the index.
  (table) => [index('file_entries_key_pattern').using('btree', sql`${table.key} text_pattern_ops`)],
);
