// The public entry of cart: what other features may use (ADR 0055).

export type { AddOutcome } from './add-to-cart.ts';
export { addToCart, addToGuestCart } from './add-to-cart.ts';
export { refreshCartWidget, useCartState } from './cart-store.ts';
export { CartWidget } from './cart-widget.tsx';
export { createExternalStore, useExternalStore } from './external-store.ts';
export { CartUpload } from './upload/cart-upload.tsx';
