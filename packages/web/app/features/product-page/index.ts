// The public entry of product-page: what other features may use (ADR 0055).

export type { HeadTags } from './product-meta.ts';
export { localeLinks } from './product-meta.ts';
