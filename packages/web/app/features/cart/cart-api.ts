import type { AddCartItem, AddCartItemResult, CartWidget } from '@airshop/domain/cart';
import { apiRequest } from '../../platform/api-client.ts';

/*
 * The cart calls of the product page and the header (ADR 0024). No response contracts here: the header loads on
 * every page, and checking these answers would bring the schema library into every page's first load.
 */

/** PUT Carts/Default/Items. A refusal is a 200 with ErrorMessage; a failure throws ApiError. */
export async function putCartItem(input: AddCartItem): Promise<AddCartItemResult> {
  const result = await apiRequest<AddCartItemResult>('Carts/Default/Items', { method: 'PUT', body: input });
  if (!result) throw new Error('Carts/Default/Items answered without a body');
  return result;
}

/** GET Carts/Default/Widget: count, lines and total for the header. */
export async function fetchCartWidget(): Promise<CartWidget | undefined> {
  return apiRequest<CartWidget>('Carts/Default/Widget');
}
