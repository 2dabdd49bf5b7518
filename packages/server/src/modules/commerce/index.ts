// The public entry of commerce: what other modules may use (ADR 0055).
export type { BuyableLookup } from './buyable-variant.ts';
export { findBuyableVariant, findBuyableVariants } from './buyable-variant.ts';
export { netOfLinesColumn, priceLines } from './price-lines.ts';
export type { VariantCommerceRow } from './variant-columns.ts';
export {
  COMMERCE_COLUMNS,
  commerceJoins,
  DELIVERY_DATE_COLUMNS,
  PRICE_STOCK_ROW_COLUMNS,
} from './variant-columns.ts';
export type { OfferRow, ShippingFee, ShippingFeeRow, VariantOffer, VariantState } from './variant-offers.ts';
export {
  marketShippingFee,
  offerColumns,
  offerJoins,
  offerOf,
  shippingFeeColumn,
  shippingFeeOf,
  stateColumns,
  stateOf,
  variantOffers,
  variantStates,
} from './variant-offers.ts';
export type { Buyer } from './viewer.ts';
export { requireBuyer, resolveCommerceVisibility } from './viewer.ts';
