import { boolean, char, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A sales market: its currency, default language, and whether the web shop is switched on there. */
export const markets = pgTable('markets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  defaultLocale: text('default_locale').notNull(),
  webshopEnabled: boolean('webshop_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which market a site locale belongs to: a visitor browsing /sv/ is in the Swedish market. */
export const marketLocales = pgTable('market_locales', {
  locale: text('locale').primaryKey(),
  marketId: text('market_id')
    .notNull()
    .references(() => markets.id),
});
