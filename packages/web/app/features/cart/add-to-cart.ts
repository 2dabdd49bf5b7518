import { addItemErrorKey } from '@airshop/domain/commerce/add-item';
import type { AddCartItem } from '@airshop/domain/commerce/cart';
import { ApiError } from '../../platform/api-error.ts';
import { postGuestCart, putCartItem } from './cart-api.ts';
import { openCartPanel, refreshCartWidget } from './cart-store.ts';

/**
 * What an add came to: done, or the translation id (page shared) of why not. `signInRequired`: the visitor is
 * anonymous without a guest cart — the page asks to sign in or to open one.
 */
export type AddOutcome = { ok: true } | { ok: false; messageKey: string; signInRequired?: boolean };

/**
 * Adds to the cart (spec §4). A refusal (ErrorMessage) or a failure naming itself in x-custom-message becomes
 * generic/addItemErrors/{message} (shop.md §8); anything else reads as a connection problem. On success the
 * header's widget is read again and its panel opens on the line.
 */
export async function addToCart(input: AddCartItem): Promise<AddOutcome> {
  try {
    const result = await putCartItem(input);
    if (result.ErrorMessage) {
      return { ok: false, messageKey: addItemErrorKey(result.ErrorMessage), signInRequired: false };
    }
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    return {
      ok: false,
      messageKey: addItemErrorKey(error instanceof ApiError ? error.customMessage : null),
      signInRequired: status === 401,
    };
  }
  await refreshCartWidget();
  openCartPanel({ code: input.Code, quantity: input.Quantity });
  return { ok: true };
}

/**
 * "Request a quote without an account" (issue 15 §5): opens a guest cart, then makes the add the visitor asked
 * for. The header shows the guest's cart from then on.
 */
export async function addToGuestCart(input: AddCartItem): Promise<AddOutcome> {
  try {
    await postGuestCart();
  } catch {
    return { ok: false, messageKey: 'generic/messages/apiOrConnectionError', signInRequired: false };
  }
  return addToCart(input);
}
