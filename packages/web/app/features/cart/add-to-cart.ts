import { addItemErrorKey } from '@airshop/domain/commerce/add-item';
import type { AddCartItem } from '@airshop/domain/commerce/cart';
import { ApiError } from '../../platform/api-error.ts';
import { putCartItem } from './cart-api.ts';
import { openCartPanel, refreshCartWidget } from './cart-store.ts';

/** What an add came to: done, or the translation id (page shared) of why not. */
export type AddOutcome = { ok: true } | { ok: false; messageKey: string };

/**
 * Adds to the cart (spec §4). A refusal (ErrorMessage) or a failure naming itself in x-custom-message becomes
 * generic/addItemErrors/{message} (shop.md §8); anything else reads as a connection problem. On success the
 * header's widget is read again and its panel opens on the line.
 */
export async function addToCart(input: AddCartItem): Promise<AddOutcome> {
  try {
    const result = await putCartItem(input);
    if (result.ErrorMessage) return { ok: false, messageKey: addItemErrorKey(result.ErrorMessage) };
  } catch (error) {
    return { ok: false, messageKey: addItemErrorKey(error instanceof ApiError ? error.customMessage : null) };
  }
  await refreshCartWidget();
  openCartPanel(input.Code);
  return { ok: true };
}
