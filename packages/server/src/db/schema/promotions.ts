import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { carts } from './carts.ts';
import { markets } from './market.ts';

/**
 * A promotion code (issue 15 point 3, ADR 0058), loaded with the reference data (docs/catalog-import-format.md).
 * The code is its key, in upper case: people type codes in any case. Amounts live per market, in its currency.
 */
export const promotions = pgTable(
  'promotions',
  {
    code: text('code').primaryKey(),
    kind: text('kind', {
      enum: ['percentOffOrder', 'percentOffLines', 'amountOffOrder', 'freeShipping'],
    }).notNull(),
    /** percentOffOrder and percentOffLines only. */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** First and last valid day, both included; null: open-ended. */
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    /** Orders per company that may use the code (promotion_uses); null: no limit. */
    usesPerCompany: integer('uses_per_company'),
    importHash: text('import_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'promotions_kind_check',
      sql`${t.kind} in ('percentOffOrder', 'percentOffLines', 'amountOffOrder', 'freeShipping')`,
    ),
    check('promotions_code_check', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 40`),
    check(
      'promotions_percent_check',
      sql`(${t.kind} in ('percentOffOrder', 'percentOffLines')) = (${t.percent} is not null)
        and (${t.percent} is null or (${t.percent} > 0 and ${t.percent} <= 100))`,
    ),
    check(
      'promotions_window_check',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
    check('promotions_uses_check', sql`${t.usesPerCompany} is null or ${t.usesPerCompany} >= 1`),
  ],
);

/** The markets a code is valid in, with its amount off (amountOffOrder) and minimum order in their currency. */
export const promotionMarkets = pgTable(
  'promotion_markets',
  {
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => promotions.code, { onDelete: 'cascade' }),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    minimumOrder: numeric('minimum_order', { precision: 12, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionCode, t.marketId] }),
    check('promotion_markets_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check('promotion_markets_minimum_check', sql`${t.minimumOrder} is null or ${t.minimumOrder} >= 0`),
  ],
);

/**
 * What a percentOffLines code covers: categories (with everything below them) and variant codes. Kept as text,
 * checked when imported: a variant the catalogue drops later simply matches no line.
 */
export const promotionTargets = pgTable(
  'promotion_targets',
  {
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => promotions.code, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['category', 'variant'] }).notNull(),
    target: text('target').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionCode, t.targetType, t.target] }),
    check('promotion_targets_type_check', sql`${t.targetType} in ('category', 'variant')`),
  ],
);

/** The codes applied to a cart, in the order they were applied (each works on what the earlier left). */
export const cartPromotionCodes = pgTable(
  'cart_promotion_codes',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => promotions.code, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);

/**
 * An order that used a code (written by the order submit, next issue): the per-company limit counts these.
 * An order uses a code once.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => promotions.code),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    orderReference: text('order_reference').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_uses_order_key').on(t.orderReference, t.promotionCode),
    index('promotion_uses_company_idx').on(t.promotionCode, t.companyId),
  ],
);
