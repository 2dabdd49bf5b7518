import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** UI texts per locale and page, loaded from packages/server/translations at start. */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    page: text('page').notNull(),
    id: text('id').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.page, t.id] })],
);

/** Small facts the server keeps about itself, such as the hash of the translation files last loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
