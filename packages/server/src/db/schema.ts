// The schema drizzle needs as one object; each area keeps its tables in db/schema/<area>.ts.
export * from './schema/i18n.ts';
export * from './schema/links.ts';
export * from './schema/market.ts';
