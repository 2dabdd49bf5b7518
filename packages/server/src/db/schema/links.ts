import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Named links of the site ("Webshop/Products"). The href is a template: {locale} is replaced with the
 * visitor's locale, so one row serves every language.
 */
export const links = pgTable(
  'links',
  {
    list: text('list').notNull(),
    id: text('id').notNull(),
    hrefTemplate: text('href_template').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] })],
);
