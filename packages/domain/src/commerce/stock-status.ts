/*
 * What the stock line of a variant or extra item says (product-page.md §2, §8): a figure, or in the
 * alternative stock flow 'out of stock' when nothing is left and 'reach max stock' when the quantity asked for
 * is more than what is left. A figure that is missing or expired is not shown as a number.
 */

export type StockStatus =
  /** No figure, or one older than its expiry: the page says to ask. */
  | { kind: 'unknown' }
  /** Enough for the quantity. */
  | { kind: 'inStock'; stock: number }
  /** Some, but less than the quantity: the rest follows with the delivery date (normal flow). */
  | { kind: 'partly'; stock: number }
  /** None: delivered on the delivery date (normal flow). */
  | { kind: 'none' }
  /** Alternative stock flow, none left. */
  | { kind: 'outOfStock' }
  /** Alternative stock flow, less left than the quantity: at most `stock` can be ordered now. */
  | { kind: 'reachMaxStock'; stock: number };

export interface StockFields {
  readonly Stock?: number | null;
  readonly StockExpired?: boolean;
  readonly IsAlternativeStockFlow: boolean;
}

export function stockStatus(item: StockFields, quantity: number): StockStatus {
  const stock = item.Stock;
  if (stock === null || stock === undefined || item.StockExpired) return { kind: 'unknown' };
  if (stock <= 0) return item.IsAlternativeStockFlow ? { kind: 'outOfStock' } : { kind: 'none' };
  if (stock < quantity) {
    return item.IsAlternativeStockFlow ? { kind: 'reachMaxStock', stock } : { kind: 'partly', stock };
  }
  return { kind: 'inStock', stock };
}
