import type { Route } from './endpoint.ts';

/*
 * Where the cart's endpoints are (declared in `cart.ts`); plain data, so the browser loads no schema. Paths are
 * the spec's (shop.md §7 "Cart"); `:id` is the cart's id or `Default`.
 */
const r = <const M extends Route['method'], const P extends string>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

export const cartAddItemRoute = r('PUT', '/api/v1/Carts/Default/Items');
export const cartWidgetRoute = r('GET', '/api/v1/Carts/Default/Widget');
export const cartCheckoutRoute = r('GET', '/api/v1/Carts/:id/Checkout');
export const cartCheckoutInfoRoute = r('GET', '/api/v1/Carts/Default/CheckoutInfo');
export const cartPlainRoute = r('GET', '/api/v1/Carts/Default/Cart');
export const cartStatusRoute = r('GET', '/api/v1/Carts/Default/Status/:a/:b');
export const cartUpdateItemRoute = r('PATCH', '/api/v1/Carts/:id/Items');
export const cartDeleteItemRoute = r('DELETE', '/api/v1/Carts/:id/Items');
export const cartBulkItemsRoute = r('PUT', '/api/v1/Carts/Default/Items/Bulk');
export const cartDuplicateItemRoute = r('PUT', '/api/v1/Carts/Default/DuplicateItem');
export const cartMoveItemRoute = r('PATCH', '/api/v1/Carts/Default/Items/Move');
export const cartCreateDeliveryRoute = r('POST', '/api/v1/Carts/Default/Delivery/Create');
export const cartDeleteDeliveryRoute = r('DELETE', '/api/v1/Carts/Default/Delivery/Delete');
export const cartUpdateDeliveryRoute = r('PATCH', '/api/v1/Carts/Default/Delivery/Update');
export const cartMergeDeliveriesRoute = r('PATCH', '/api/v1/Carts/Default/Delivery/Merge');
export const cartDeleteBasketRoute = r('DELETE', '/api/v1/Carts/Default/Basket/Delete');
export const cartDeleteCartRoute = r('DELETE', '/api/v1/DeleteCart');
export const cartRenameRoute = r('PATCH', '/api/v1/Carts/Default');
export const cartApplyPromotionRoute = r('PUT', '/api/v1/Carts/Default/PromotionCode');
export const cartRemovePromotionRoute = r('DELETE', '/api/v1/Carts/Default/PromotionCode');
export const cartDismissAlertsRoute = r('DELETE', '/api/v1/Carts/Default/Alerts');
export const cartUploadRoute = r('PUT', '/api/v1/Carts/Default/Upload');
export const cartTemplateRoute = r('GET', '/api/v1/Carts/Default/Template');
export const cartStartGuestRoute = r('POST', '/api/v1/Carts/Default/Guest');

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const cartRoutes = {
  addItem: cartAddItemRoute,
  widget: cartWidgetRoute,
  checkout: cartCheckoutRoute,
  checkoutInfo: cartCheckoutInfoRoute,
  plain: cartPlainRoute,
  status: cartStatusRoute,
  updateItem: cartUpdateItemRoute,
  deleteItem: cartDeleteItemRoute,
  bulkItems: cartBulkItemsRoute,
  duplicateItem: cartDuplicateItemRoute,
  moveItem: cartMoveItemRoute,
  createDelivery: cartCreateDeliveryRoute,
  deleteDelivery: cartDeleteDeliveryRoute,
  updateDelivery: cartUpdateDeliveryRoute,
  mergeDeliveries: cartMergeDeliveriesRoute,
  deleteBasket: cartDeleteBasketRoute,
  deleteCart: cartDeleteCartRoute,
  rename: cartRenameRoute,
  applyPromotion: cartApplyPromotionRoute,
  removePromotion: cartRemovePromotionRoute,
  dismissAlerts: cartDismissAlertsRoute,
  upload: cartUploadRoute,
  template: cartTemplateRoute,
  startGuest: cartStartGuestRoute,
};
