import type { CartCheckout } from './cart-checkout.ts';

/*
 * What the cart page (/{locale}/cart, checkout step 1) asks of the server in-process (ADR 0054): the same cart
 * as GET Carts/Default/Checkout, read as the page's viewer. Who may not have a cart is an answer the page turns
 * into its own screen (sign in, waiting for approval, shop closed), not an error page.
 */

/** Why the page shows no cart: the REST call's 401, 403 and 409 webshop_disabled. */
export type CartPageRefusal = 'signInRequired' | 'notAllowed' | 'webshopDisabled';

export type CartPageAnswer =
  | { readonly kind: 'cart'; readonly cart: CartCheckout }
  | { readonly kind: 'refused'; readonly reason: CartPageRefusal };

export interface CartPages {
  /** Twin of GET Carts/Default/Checkout: the buyer's cart, or the guest cart of the GuestId cookie. */
  checkout(): Promise<CartPageAnswer>;
}
