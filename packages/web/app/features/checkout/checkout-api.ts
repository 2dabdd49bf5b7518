import type { Address, AddressBodyInput } from '@airshop/domain/account/addresses';
import {
  cartOrderRoute,
  cartToProjectRoute,
  checkoutAddressesRoute,
  guestSubmitRoute,
  submitOrderRoute,
  updateCartOrderRoute,
} from '@airshop/domain/api/checkout-routes';
import {
  customerContactCreateAddressRoute,
  customerContactUpdateAddressRoute,
} from '@airshop/domain/api/customer-contact-routes';
import type {
  CartOrder,
  CheckoutAddresses,
  GuestQuoteRequestInput,
  SubmittedOrder,
  UpdateCartOrderInput,
} from '@airshop/domain/commerce/checkout-order';
import { callApi } from '../../platform/api-client.ts';

/*
 * Checkout step 2's calls (shop.md §7 "Cart", "Customer"; ADR 0063). Types only from the schemas' files: the page
 * loads no schema with its first view. The writes that must happen once carry an Idempotency-Key (ADR 0051).
 */

/** The header of the idempotency draft; the schema's constant lives beside zod, which the page does not load. */
const IDEMPOTENCY_KEY = 'Idempotency-Key';

const once = (key: string) => ({ headers: { [IDEMPOTENCY_KEY]: key } });

export const checkoutApi = {
  order: (): Promise<CartOrder> => callApi(cartOrderRoute, { params: { id: 'Default' } }),
  /** Skipped when there is nothing to set (shop.md §5 "updating the order is skipped when the data is empty"). */
  updateOrder: async (body: UpdateCartOrderInput): Promise<CartOrder | undefined> => {
    if (Object.values(body).every((value) => value === undefined)) return undefined;
    return callApi(updateCartOrderRoute, { params: { id: 'Default' }, body });
  },
  addresses: (): Promise<CheckoutAddresses> => callApi(checkoutAddressesRoute),
  createAddress: (body: AddressBodyInput): Promise<Address> =>
    callApi(customerContactCreateAddressRoute, { body }),
  updateAddress: (id: string, body: AddressBodyInput): Promise<Address> =>
    callApi(customerContactUpdateAddressRoute, { params: { id }, body }),
  submit: (
    cartId: string,
    body: { Version: number; TotalNet: number },
    key: string,
  ): Promise<SubmittedOrder> => callApi(submitOrderRoute, { params: { id: cartId }, body }, once(key)),
  guestSubmit: (body: GuestQuoteRequestInput, key: string): Promise<SubmittedOrder> =>
    callApi(guestSubmitRoute, { body }, once(key)),
  toProject: async (key: string): Promise<number> => (await callApi(cartToProjectRoute, {}, once(key))).Id,
};
