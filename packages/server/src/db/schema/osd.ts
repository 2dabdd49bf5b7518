import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import type { ImageRef } from './catalog.ts';
import { markets } from './market.ts';

/*
 * Sold units and the orders they were sold on (shop.md §3 "Serial-number (OSD)", ADR 0073), loaded by the
 * catalogue import (units.jsonl, unit-orders.json; docs/catalog-import-format.md). `import_hash` as in the catalogue.
 */

/** An order units were sold on: the ERP's order number and date, and the buying company's customer number. */
export const unitOrders = pgTable(
  'unit_orders',
  {
    orderNo: text('order_no').primaryKey(),
    orderDate: date('order_date').notNull(),
    /** The buyer (companies.customer_number); its approved users see the order without a serial. */
    customerNumber: text('customer_number'),
    marketId: text('market_id').references(() => markets.id),
    importHash: text('import_hash'),
  },
  (t) => [index('unit_orders_customer_idx').on(t.customerNumber)],
);

/** One manufactured unit: its serial number (normalised), the variant it is, when it was made, its order. */
export const units = pgTable(
  'units',
  {
    /** The OSD product's ProductId. */
    id: uuid('id').primaryKey(),
    /** Upper case letters and digits (domain osd/serial-number.ts normalizeSerialNumber). */
    serialNumber: text('serial_number').notNull().unique(),
    /** A variant code of the catalogue; not a foreign key, so a variant leaving the range keeps its units. */
    variantCode: text('variant_code').notNull(),
    manufactureDate: date('manufacture_date').notNull(),
    orderNo: text('order_no').references(() => unitOrders.orderNo),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    importHash: text('import_hash'),
  },
  (t) => [
    index('units_order_idx').on(t.orderNo),
    check('units_serial_check', sql`${t.serialNumber} ~ '^[A-Z0-9]{4,30}$'`),
  ],
);

/** A document made for one unit (test protocol, wiring diagram, declaration of conformity). */
export const unitDocuments = pgTable(
  'unit_documents',
  {
    id: uuid('id').primaryKey(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('unit_documents_unit_idx').on(t.unitId, t.sortOrder)],
);

/** One of the unit page's four requests as sent (SendOsdProductForm); the mails are made from it. */
export const unitRequests = pgTable(
  'unit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the unit left the data (a re-issued record); the serial stays. */
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    serialNumber: text('serial_number').notNull(),
    kind: text('kind', {
      enum: ['sales-enquiry', 'register-warranty', 'purchase-similar-unit', 'request-service-engineer'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    companyName: varchar('company_name', { length: 100 }),
    email: varchar('email', { length: 100 }).notNull(),
    telephone: varchar('telephone', { length: 30 }),
    message: varchar('message', { length: 2000 }),
    wishedDate: date('wished_date'),
    quantity: integer('quantity'),
    locale: varchar('locale', { length: 6 }).notNull(),
    /** Where it went: the back office, or the sales mailbox of the unit's market (the setting at the time). */
    routedTo: text('routed_to', { enum: ['back-office', 'sales'] }).notNull(),
    mailbox: text('mailbox').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_requests_created_idx').on(t.createdAt),
    check(
      'unit_requests_kind_check',
      sql`${t.kind} in ('sales-enquiry', 'register-warranty', 'purchase-similar-unit', 'request-service-engineer')`,
    ),
  ],
);
