import type { CheckoutAddresses } from '@airshop/domain/commerce/checkout-order';

/**
 * shop.md §4 "Address cleanup at checkout": after the addresses are read, the order gets a shipping address — one
 * from the ERP (not editable) when there is one, else one of the company's own. A choice the order already has
 * and that is still on the list is kept (ADR 0065): the rule fills a gap, it does not undo the buyer's choice.
 * Answers the address to set, or undefined when nothing is to change.
 */
export function cleanupAddressId(list: CheckoutAddresses): string | undefined {
  const shipping = list.Addresses.filter((address) => address.IsShipping);
  if (list.ShippingAddressId !== null && shipping.some((address) => address.Id === list.ShippingAddressId)) {
    return undefined;
  }
  return (shipping.find((address) => !address.IsEditable) ?? shipping.find((address) => address.IsEditable))
    ?.Id;
}
