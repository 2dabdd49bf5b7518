import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageRef } from './catalog.ts';

export type ContactChannelType = 'Email' | 'Phone' | 'Fax' | 'Address' | 'Website';

export interface ContactChannel {
  type: ContactChannelType;
  text: string;
}

/**
 * A sales contact: a person or an office, ours (internal) or a partner's. `filters` holds the values it is
 * found by, per filter type of the contact block: `{ "Country": ["SE", "FI"], "Application": ["offices"] }`.
 */
export const salesContacts = pgTable(
  'sales_contacts',
  {
    id: text('id').primaryKey(),
    typeName: jsonb('type_name').$type<LocalizedText>().notNull(),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    companyName: text('company_name').notNull(),
    scope: jsonb('scope').$type<LocalizedText>(),
    role: jsonb('role').$type<LocalizedText>(),
    personName: text('person_name'),
    image: jsonb('image').$type<ImageRef>(),
    isPerson: boolean('is_person').notNull().default(false),
    isInternalContact: boolean('is_internal_contact').notNull().default(false),
    channels: jsonb('channels').$type<ContactChannel[]>().notNull().default([]),
    filters: jsonb('filters').$type<Record<string, string[]>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    importHash: text('import_hash'),
  },
  (t) => [index('sales_contacts_filters_idx').using('gin', sql`${t.filters} jsonb_path_ops`)],
);

export interface ContactBlockFilter {
  type: string;
  values: { key: string; value: LocalizedText }[];
}
export interface ServicesLink {
  url: string;
  icon: string;
  text: LocalizedText;
}

/** The sales-contact finder and services block of the product page; one row per id ("default"). */
export const contactBlocks = pgTable('contact_blocks', {
  id: text('id').primaryKey(),
  contactsTitle: jsonb('contacts_title').$type<LocalizedText>().notNull(),
  contactsSubtitle: jsonb('contacts_subtitle').$type<LocalizedText>(),
  contactsDescription: jsonb('contacts_description').$type<LocalizedText>(),
  defaultCountry: text('default_country'),
  /** Filter1 … Filter3 of the spec, in order (at most 3). */
  filters: jsonb('filters').$type<ContactBlockFilter[]>().notNull().default([]),
  servicesTitle: jsonb('services_title').$type<LocalizedText>(),
  servicesSubtitle: jsonb('services_subtitle').$type<LocalizedText>(),
  servicesDescription: jsonb('services_description').$type<LocalizedText>(),
  servicesLinks: jsonb('services_links').$type<ServicesLink[]>().notNull().default([]),
  importHash: text('import_hash'),
});

/**
 * A visitor clicked a contact's e-mail address (spec: POST Customer/CollectMail). Kept so sales can see which
 * contacts are asked for; it holds the clicked address only, never who the visitor is beyond the guest id.
 */
export const contactMailClicks = pgTable(
  'contact_mail_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    guestId: text('guest_id'),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_mail_clicks_email_idx').on(t.email, t.clickedAt)],
);
