// The public entry of osd (serial-number search, unit and unit-order pages): what other features may use (ADR 0055).
export { SerialSearchBox, SerialSearchPage } from './serial-search.tsx';
export { UnitOrderPage } from './unit-order-page.tsx';
export { UnitPage } from './unit-page.tsx';
