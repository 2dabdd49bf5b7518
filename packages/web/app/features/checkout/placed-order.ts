import type { SubmittedOrder } from '@airshop/domain/commerce/checkout-order';

/*
 * shop.md §4 "Order submit success: store the order reference": kept for the tab's session, so the confirmation
 * page (or an integrator's tag) can read which order was just placed after the navigation.
 */

const KEY = 'airshop.placedOrder';

export function rememberPlacedOrder(order: Pick<SubmittedOrder, 'OrderNumber' | 'OrderReference'>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Without storage the order is still placed and its page still shows it.
  }
}

export function placedOrder(): Pick<SubmittedOrder, 'OrderNumber' | 'OrderReference'> | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}
