import type { AddCartItem } from '@airshop/domain/commerce/cart';

/*
 * Lets another part of the page open the header's user panel: an anonymous click on 'add to cart' asks the
 * visitor to sign in there (product-page.md §5), or to go on without an account (issue 15 §5), in which case the
 * add it carries is made once the guest cart is open. The panel listens while it is mounted.
 */

const listeners = new Set<(pendingAdd: AddCartItem | undefined) => void>();

export function requestUserPanel(pendingAdd?: AddCartItem): void {
  for (const listener of listeners) listener(pendingAdd);
}

export function onUserPanelRequest(listener: (pendingAdd: AddCartItem | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
