import { cartAddItemRoute, cartStartGuestRoute, cartWidgetRoute } from '@airshop/domain/api/cart-routes';
import type { AddCartItem, AddCartItemResult, CartWidget } from '@airshop/domain/commerce/cart';
import { callApi } from '../../platform/api-client.ts';

/*
 * The cart calls of the product page and the header (ADR 0024). No response contracts here: the header loads on
 * every page, and checking these answers would bring the schema library into every page's first load.
 */

/** PUT Carts/Default/Items. A refusal is a 200 with ErrorMessage; a failure throws ApiError. */
export function putCartItem(input: AddCartItem): Promise<AddCartItemResult> {
  return callApi(cartAddItemRoute, { body: input });
}

/** GET Carts/Default/Widget: count, lines and total for the header. */
export function fetchCartWidget(): Promise<CartWidget> {
  return callApi(cartWidgetRoute);
}

/** POST Carts/Default/Guest: opens the visitor's guest cart (ADR 0059); the GuestId travels as a cookie. */
export async function postGuestCart(): Promise<void> {
  await callApi(cartStartGuestRoute);
}
