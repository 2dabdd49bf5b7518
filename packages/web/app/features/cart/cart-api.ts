import {
  type AddCartItem,
  type AddCartItemResult,
  addCartItemResultSchema,
  type CartWidget,
  cartWidgetSchema,
} from '@airshop/domain/cart';
import { apiRequest } from '../../platform/api-client.ts';

/** PUT Carts/Default/Items (ADR 0024). A refusal is a 200 with ErrorMessage; a failure throws ApiError. */
export async function putCartItem(input: AddCartItem): Promise<AddCartItemResult> {
  const result = await apiRequest('Carts/Default/Items', {
    method: 'PUT',
    body: input,
    schema: addCartItemResultSchema,
  });
  if (!result) throw new Error('Carts/Default/Items answered without a body');
  return result;
}

/** GET Carts/Default/Widget: count, lines and total for the header. */
export async function fetchCartWidget(signal?: AbortSignal): Promise<CartWidget | undefined> {
  return apiRequest('Carts/Default/Widget', { schema: cartWidgetSchema, ...(signal ? { signal } : {}) });
}
