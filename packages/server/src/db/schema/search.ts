import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The search (ADR 0071). The index itself, `search_entries`, is partitioned by locale and group and written by SQL only
 * (modules/search/index-sql.ts), so it is created by hand in its migration and not declared here. The beacons of
 * TrackSearchClick are stored as they come: a search shown (clicked false) or a hit clicked.
 */
export const searchClicks = pgTable(
  'search_clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    searchId: text('search_id').notNull(),
    /** As typed, trimmed. */
    query: text('query').notNull(),
    /** Trimmed, lower case, inner spaces collapsed: what the insights group by. */
    queryKey: text('query_key').notNull(),
    hitId: text('hit_id'),
    clicked: boolean('clicked').notNull(),
    empty: boolean('empty').notNull(),
    language: text('language').notNull(),
  },
  (t) => [index('search_clicks_at_idx').on(t.at)],
);
