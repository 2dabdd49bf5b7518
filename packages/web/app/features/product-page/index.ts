// The public entry of product-page: what other features may use (ADR 0055).

// The stock and delivery-date wording of the buy panel, which the cart page's lines repeat (issue 15).
export { DeliveryDateLine } from './commerce/delivery-date-line.tsx';
export { StockLine } from './commerce/stock-line.tsx';
export { ProductGallery } from './gallery/product-gallery.tsx';
export type { HeadTags } from './product-meta.ts';
export { localeLinks } from './product-meta.ts';
