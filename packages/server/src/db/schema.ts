// The schema drizzle needs as one object; each area keeps its tables in db/schema/<area>.ts.
export * from './schema/accounts.ts';
export * from './schema/carts.ts';
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/documents.ts';
export * from './schema/file-contents.ts';
export * from './schema/files.ts';
export * from './schema/forms.ts';
export * from './schema/i18n.ts';
export * from './schema/idempotency.ts';
export * from './schema/links.ts';
export * from './schema/mail.ts';
export * from './schema/market.ts';
export * from './schema/projects.ts';
export * from './schema/promotions.ts';
export * from './schema/rate-limits.ts';
export * from './schema/sales-contacts.ts';
