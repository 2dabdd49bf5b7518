import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { variants } from './catalog.ts';
import { markets } from './market.ts';

/**
 * A project (shop.md §3: a saved cart, a list a planner keeps): it belongs to the customer's company, so
 * colleagues share it, and prices are read from its market when it is shown, never stored (ADR 0025).
 */
export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    name: text('name').notNull(),
    leader: text('leader'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_company_idx').on(t.companyId, t.modifiedAt)],
);

/** An item of a project: one variant (LineItemId = id), 1–999 pieces, a note of at most 35 characters. */
export const projectItems = pgTable(
  'project_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What the buyer picked to move to the cart: 0..quantity (ADR 0067). */
    selectedQuantity: integer('selected_quantity').notNull().default(0),
    note: varchar('note', { length: 35 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Adding a variant already in the project adds to its item.
    uniqueIndex('project_items_variant_key').on(t.projectId, t.variantId),
    check('project_items_quantity_check', sql`${t.quantity} between 1 and 999`),
    check('project_items_selected_quantity_check', sql`${t.selectedQuantity} between 0 and ${t.quantity}`),
  ],
);
