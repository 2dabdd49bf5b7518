import {
  cartApplyPromotionRoute,
  cartCheckoutInfoRoute,
  cartCheckoutRoute,
  cartCreateDeliveryRoute,
  cartDeleteBasketRoute,
  cartDeleteCartRoute,
  cartDeleteDeliveryRoute,
  cartDeleteItemRoute,
  cartDismissAlertsRoute,
  cartDuplicateItemRoute,
  cartMergeDeliveriesRoute,
  cartMoveItemRoute,
  cartRemovePromotionRoute,
  cartRenameRoute,
  cartStatusRoute,
  cartUpdateDeliveryRoute,
  cartUpdateItemRoute,
} from '@airshop/domain/api/cart-routes';
import type { CartCheckout, CartStatus, CheckoutInfo } from '@airshop/domain/commerce/cart-checkout';
import type {
  DeleteCartItem,
  DuplicateCartItem,
  MergeDeliveries,
  MoveCartItem,
  UpdateCartItem,
  UpdateDelivery,
} from '@airshop/domain/commerce/cart-edits';
import { callApi } from '../../../platform/api-client.ts';

/*
 * The cart page's calls (shop.md §7 "Cart"). Every write answers the changed cart, which the page shows as it is.
 * No response contracts: they would bring the schema library into the page's first load.
 */

export const cartApi = {
  checkout: (): Promise<CartCheckout> => callApi(cartCheckoutRoute, { params: { id: 'Default' } }),
  checkoutInfo: (): Promise<CheckoutInfo> => callApi(cartCheckoutInfoRoute),
  status: (cartId: string | null, version: number): Promise<CartStatus> =>
    callApi(cartStatusRoute, { params: { a: cartId ?? 'Default', b: version } }),
  updateItem: (body: UpdateCartItem) => callApi(cartUpdateItemRoute, { params: { id: 'Default' }, body }),
  deleteItem: (body: DeleteCartItem) => callApi(cartDeleteItemRoute, { params: { id: 'Default' }, body }),
  duplicateItem: (body: DuplicateCartItem) => callApi(cartDuplicateItemRoute, { body }),
  moveItem: (body: MoveCartItem) => callApi(cartMoveItemRoute, { body }),
  createDelivery: () => callApi(cartCreateDeliveryRoute, { body: {} }),
  deleteDelivery: (deliveryNo: number) => callApi(cartDeleteDeliveryRoute, { body: { deliveryNo } }),
  updateDelivery: (body: UpdateDelivery) => callApi(cartUpdateDeliveryRoute, { body }),
  mergeDeliveries: (body: MergeDeliveries) => callApi(cartMergeDeliveriesRoute, { body }),
  deleteBasket: () => callApi(cartDeleteBasketRoute),
  deleteCart: (cartId: string, textToPass: string) =>
    callApi(cartDeleteCartRoute, { query: { cartId }, body: { textToPass } }),
  rename: (id: string, name: string) => callApi(cartRenameRoute, { body: { id, name } }),
  applyPromotion: (Code: string) => callApi(cartApplyPromotionRoute, { body: { Code } }),
  removePromotion: (Code: string) => callApi(cartRemovePromotionRoute, { body: { Code } }),
  dismissAlerts: () => callApi(cartDismissAlertsRoute),
};
