// The public entry of cart: what other modules may use (ADR 0055).
export { markAddFailure } from './add-failure.ts';
export { addCartItem } from './add-item.ts';
export { findGuestCartId } from './cart-owner.ts';
export { readCartCheckout } from './checkout.ts';
export { guestCartKey } from './guest-key.ts';
export { mergeGuestCartAtSignIn } from './merge-guest-cart.ts';
export { deleteStaleGuestCarts } from './stale-guest-carts.ts';
