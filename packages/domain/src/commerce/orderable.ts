import type { AddItemError } from './add-item.ts';

/** What the page knows of an item before an add: its flags and, for a buyer, whether it has a price. */
export interface OrderableItem {
  readonly IsShoppable: boolean;
  readonly IsDiscontinued: boolean;
  /** Absent for a viewer who may not see prices; null when the item has no price in the buyer's market. */
  readonly UnitPrice?: unknown;
}

/**
 * Why the server would refuse to add this item, known before the click, else undefined: the page says so
 * beside the item and disables its quantity and add buttons instead of letting the server refuse. Checked in
 * the order the cart checks them (modules/cart/buyable-variant.ts), so the page names the same reason.
 */
export function orderBlock(
  item: OrderableItem,
): Extract<AddItemError, 'notShoppable' | 'discontinued' | 'noPrice'> | undefined {
  if (!item.IsShoppable) return 'notShoppable';
  if (item.IsDiscontinued) return 'discontinued';
  if (item.UnitPrice === null) return 'noPrice';
  return undefined;
}
