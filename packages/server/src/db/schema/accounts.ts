import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { markets } from './market.ts';

/** Roles a user holds (spec: site, webshop, back-office admin; the accounts issue adds company admin). */
export const USER_ROLES = ['site', 'webshop', 'backOfficeAdmin', 'companyAdmin', 'webshopManager'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A customer company. `active` companies come from the ERP with a customer number; a sign-up that asks for a
 * new company creates a `requested` one without a number, which the back office completes or rejects.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerNumber: text('customer_number').unique(),
    name: text('name').notNull(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    priceGroup: text('price_group'),
    status: text('status', { enum: ['active', 'requested', 'rejected'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_status_check', sql`${t.status} in ('active', 'requested', 'rejected')`)],
);

/**
 * A company's addresses. Those from the ERP are not editable (`is_editable` false); users add their own
 * shipping addresses. `address_type` is the spec's comma-separated list of types (e.g. `Shipping,Billing`).
 */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull(),
    isEditable: boolean('is_editable').notNull().default(true),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);

/**
 * A person who signs in. `status` is an id of the spec's user-status list (packages/domain); every change of it
 * is a row in `user_status_events`. E-mail addresses are unique without regard to case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** Memory-hard hash (scrypt) with its parameters, `scrypt$N$r$p$salt$hash`; null for invited users. */
    passwordHash: text('password_hash'),
    status: smallint('status').notNull().default(1),
    roles: text('roles').array().$type<UserRole[]>().notNull().default(sql`'{}'::text[]`),
    locale: text('locale').notNull().default('en'),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    /** The spec's CanRegisteredUserLogin: the back office may keep a registered user from signing in. */
    canLogin: boolean('can_login').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_company_status_idx').on(t.companyId, t.status),
    index('users_status_idx').on(t.status),
  ],
);

/** Who changed a user's status, when, from what to what and why. */
export const userStatusEvents = pgTable(
  'user_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** Null when the system made the change (sign-up). */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_status_events_user_idx').on(t.userId, t.at)],
);

/**
 * Signed-in sessions. The cookie holds a random token of 256 bits; the table holds only its SHA-256, so a leaked
 * table signs nobody in. A new token at every sign-in; sign-out, removal and rejection delete the rows.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One-time password-reset tokens, stored as SHA-256 like sessions; used once, valid for a short time. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
