// The public entry of promotions: what other modules may use (ADR 0055).
export type { CartPromotions, CartToPromote } from './apply-cart-promotions.ts';
export { applyCartPromotions } from './apply-cart-promotions.ts';
export { importPromotions } from './import-promotions.ts';
export { cartCodesColumn } from './queries.ts';
