// The public entry of cart: what other features may use (ADR 0055).

export type { AddOutcome } from './add-to-cart.ts';
export { addToCart, addToGuestCart } from './add-to-cart.ts';
export { quickpickSynchronized, refreshCartWidget, useCartState } from './cart-store.ts';
export { CartWidget } from './cart-widget.tsx';
export { createExternalStore, useExternalStore } from './external-store.ts';
// Checkout step 2 shows the same cart: its totals, promotion field and refusal wording (issue 16).
export { refusalReason, refusalText } from './page/cart-refusal.ts';
export { CartRefused } from './page/cart-refused.tsx';
export { CartTotals } from './page/cart-totals.tsx';
export { PromotionCodeField } from './page/promotion-code-field.tsx';
export { type CartEditor, useCartEditor } from './page/use-cart-editor.ts';
export { CartUpload } from './upload/cart-upload.tsx';
