// The public entry of customer: what other modules may use (ADR 0055).
export type { AddressRow } from './address-queries.ts';
export { findCompanyAddress, findContactOfUser, listCompanyAddresses } from './address-queries.ts';
export { toAddress } from './address-view.ts';
