/*
 * Limits of the cart page's fields, without zod so the browser's fields can use them (cart-edits.ts builds the
 * schemas from them).
 */

/** The longest cart name. */
export const CART_NAME_MAX = 100;

/** The longest promotion code. */
export const PROMOTION_CODE_MAX = 40;
