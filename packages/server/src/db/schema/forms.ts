import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { markets } from './market.ts';

/**
 * A spare-part enquiry sent from a product page (Form/SendSparePartEnquiryForm, ADR 0026): the fields of the
 * spec's payload, kept as the back office's record of what was asked; the mail to the back office is made from
 * it. The browser's requestId of the form is its idempotency key (idempotency_keys, ADR 0051), not a column here.
 */
export const sparePartEnquiries = pgTable(
  'spare_part_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in user who sent it, if any; an anonymous visitor's enquiry has none. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    serialNumber: varchar('serial_number', { length: 30 }).notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    /** The id of the spec's spare-part type list (1-19). */
    sparePartTypeId: smallint('spare_part_type_id').notNull(),
    sparePartTypeOther: varchar('spare_part_type_other', { length: 50 }),
    sparePartSerialNumber: varchar('spare_part_serial_number', { length: 30 }),
    sparePartProductCode: varchar('spare_part_product_code', { length: 30 }),
    supportingNotes: varchar('supporting_notes', { length: 1000 }),
    firstName: varchar('first_name', { length: 20 }).notNull(),
    lastName: varchar('last_name', { length: 20 }).notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    address1: varchar('address1', { length: 50 }).notNull(),
    address2: varchar('address2', { length: 50 }),
    city: varchar('city', { length: 50 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }).notNull(),
    /** ISO 3166-1 alpha-2 code from the country list. */
    country: varchar('country', { length: 2 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    telephoneCountryCode: varchar('telephone_country_code', { length: 5 }).notNull(),
    telephone: varchar('telephone', { length: 30 }).notNull(),
    /** salesUnit of the payload: the locale of the page. */
    locale: varchar('locale', { length: 6 }).notNull(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    useUsTranslation: boolean('use_us_translation').notNull(),
    skipHubspot: boolean('skip_hubspot').notNull(),
    /** Both consents are required to send; stored with the time they were given. */
    termsAccepted: boolean('terms_accepted').notNull(),
    contactAgreed: boolean('contact_agreed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spare_part_enquiries_created_idx').on(t.createdAt),
    check('spare_part_enquiries_type_check', sql`${t.sparePartTypeId} between 1 and 19`),
    check('spare_part_enquiries_consent_check', sql`${t.termsAccepted} and ${t.contactAgreed}`),
  ],
);

/** The product images of an enquiry, one per dropzone; the files are in storage under `storage_key`. */
export const sparePartEnquiryImages = pgTable(
  'spare_part_enquiry_images',
  {
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => sparePartEnquiries.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['primary', 'secondary'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** The type the file's bytes show (png or jpeg), not the one the browser declared. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.slot] }),
    // The sweep of pending files asks which keys a row names (spare-part-enquiry-files.ts), many at a time.
    uniqueIndex('spare_part_enquiry_images_storage_key_idx').on(t.storageKey),
    check('spare_part_enquiry_images_slot_check', sql`${t.slot} in ('primary', 'secondary')`),
  ],
);
