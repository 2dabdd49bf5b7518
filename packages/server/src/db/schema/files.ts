import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the database knows of each file in storage (platform/storage.ts): its hash, so an import rewrites only
 * changed files, and its size, type and image dimensions, so pages and downloads need no file-system look-up.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
