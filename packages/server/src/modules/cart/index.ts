// The public entry of cart: what other modules may use (ADR 0055).
export { markAddFailure } from './add-failure.ts';
export { addCartItem } from './add-item.ts';
export { lineLinks, lineName } from './cart-lines.ts';
export type { CartOwner, CartRow } from './cart-owner.ts';
export { checkCartId, findGuestCartId, findOwnerCart, resolveCartOwner } from './cart-owner.ts';
export { checkoutBlockers } from './cart-reads.ts';
export { lockCart, lockOwnerCart, markRefusal, refuse, writeCart } from './cart-write.ts';
export type { PricedCart } from './checkout.ts';
export { priceCart, readCartCheckout, serverToday } from './checkout.ts';
export { guestCartKey } from './guest-key.ts';
export { mergeGuestCartAtSignIn } from './merge-guest-cart.ts';
export { deleteStaleGuestCarts } from './stale-guest-carts.ts';
export { addUploadRows } from './upload/add-upload-rows.ts';
export type { UploadOwner } from './upload/upload-owner.ts';
