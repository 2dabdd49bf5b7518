/*
 * shop.md §4: a completed checkout pushes an analytics event. It goes to `window.dataLayer`, the array tag managers
 * read, so a site can pick it up with its own tag; the shop loads no third-party script itself.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface CheckoutCompleted {
  orderNumber: string;
  orderReference: string | null;
  /** TotalNet of the order, as the page showed it. */
  value: number;
  currency: string;
}

export function pushCheckoutCompleted(order: CheckoutCompleted): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'checkoutCompleted', ...order });
}
