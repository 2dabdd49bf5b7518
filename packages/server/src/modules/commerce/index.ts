// The public entry of commerce: what other modules may use (ADR 0055).
export { findBuyableVariant } from './buyable-variant.ts';
export { priceLines } from './price-lines.ts';
export type { VariantCommerceRow } from './variant-columns.ts';
export {
  COMMERCE_COLUMNS,
  commerceJoins,
  DELIVERY_DATE_COLUMNS,
  PRICE_STOCK_ROW_COLUMNS,
} from './variant-columns.ts';
export type { VariantOffer, VariantState } from './variant-offers.ts';
export { marketShippingFee, variantOffers, variantStates } from './variant-offers.ts';
export type { Buyer } from './viewer.ts';
export { requireBuyer, resolveCommerceVisibility } from './viewer.ts';
