import { z } from 'zod';
import { addCartItemResultSchema, addCartItemSchema, cartWidgetSchema } from '../commerce/cart.ts';
import {
  cartCheckoutSchema,
  cartStatusParamsSchema,
  cartStatusSchema,
  checkoutInfoSchema,
  guestCartSchema,
  plainCartSchema,
} from '../commerce/cart-checkout.ts';
import {
  bulkCartItemsSchema,
  cartIdParamsSchema,
  createDeliverySchema,
  deleteCartBodySchema,
  deleteCartItemSchema,
  deleteCartQuerySchema,
  deleteDeliverySchema,
  duplicateCartItemSchema,
  mergeDeliveriesSchema,
  moveCartItemSchema,
  promotionCodeBodySchema,
  renameCartSchema,
  updateCartItemSchema,
  updateDeliverySchema,
} from '../commerce/cart-edits.ts';
import { cartUploadResultSchema, cartUploadSchema } from '../commerce/cart-upload.ts';
import { errorBodySchema } from '../site/errors.ts';
import { cartRoutes } from './cart-routes.ts';
import { endpoint } from './endpoint.ts';

const tags = ['Carts'];
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
};
/** A write on the cart: the changed cart, or why not (404 for a line or cart that is not the caller's). */
const changedCart = {
  200: cartCheckoutSchema,
  ...refusals,
  404: errorBodySchema,
};

const WHO =
  'The caller’s own cart: an approved buyer’s (401 not signed in, 403 not allowed to buy, 409 webshop_disabled ' +
  'when the market’s web shop is off) or, for an anonymous visitor who opened one, the guest cart of the ' +
  'GuestId cookie (no prices). ';
const REFUSED =
  'A valid request the cart cannot carry out answers 409 with details.reason (and x-custom-message) from ' +
  'CART_EDIT_REFUSALS; the cart is then unchanged. ';

export const addCartItemEndpoint = endpoint(cartRoutes.addItem, {
  tags,
  summary: 'Adds a variant to the first delivery of the caller’s cart',
  description:
    'Quantity 1–999; the line may not grow beyond 999. A valid request the shop cannot carry out answers ' +
    '200 with ErrorMessage (unknownCode, notShoppable, discontinued, noPrice, quantityLimit) and leaves ' +
    'the cart as it was. 401 when not signed in (and no guest cart is open), 403 when the user may not buy ' +
    '(not approved, no webshop role), 409 webshop_disabled when the market’s web shop is off; these three carry ' +
    'x-custom-message (signInRequired, notAllowed, webshopDisabled). Prices are never taken from the body.',
  body: addCartItemSchema,
  response: { 200: addCartItemResultSchema, ...refusals },
});

export const cartWidgetEndpoint = endpoint(cartRoutes.widget, {
  tags,
  summary: 'The header’s cart summary: line count, pieces, lines with net prices, total',
  description: WHO + 'Prices are those of the buyer’s market today; a guest cart has none.',
  response: {
    200: cartWidgetSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    409: errorBodySchema,
  },
});

export const cartCheckoutEndpoint = endpoint(cartRoutes.checkout, {
  tags,
  summary: 'The cart page (checkout step 1): deliveries, lines, totals, promotion codes and alerts',
  description: WHO + 'id is the cart’s id or Default; another’s cart id is 404. Raises the alerts it finds.',
  params: cartIdParamsSchema,
  response: { 200: cartCheckoutSchema, ...refusals, 404: errorBodySchema },
});

export const checkoutInfoEndpoint = endpoint(cartRoutes.checkoutInfo, {
  tags,
  summary: 'Whether the cart can go on to checkout step 2, and what stops it',
  description: WHO,
  response: { 200: checkoutInfoSchema, ...refusals },
});

export const plainCartEndpoint = endpoint(cartRoutes.plain, {
  tags,
  summary: 'The cart’s lines as chosen (code, quantity, delivery, note), without prices',
  description: WHO,
  response: { 200: plainCartSchema, ...refusals },
});

export const cartStatusEndpoint = endpoint(cartRoutes.status, {
  tags,
  summary: 'Has the cart changed since the version the page holds?',
  description: WHO + 'a: the cart id the page shows (or Default); b: its Version (ADR 0057).',
  params: cartStatusParamsSchema,
  response: { 200: cartStatusSchema, ...refusals },
});

export const updateCartItemEndpoint = endpoint(cartRoutes.updateItem, {
  tags,
  summary: 'Changes a line’s note (≤ 35 characters) and/or quantity (1–999)',
  description: WHO + REFUSED,
  params: cartIdParamsSchema,
  body: updateCartItemSchema,
  response: changedCart,
});

export const deleteCartItemEndpoint = endpoint(cartRoutes.deleteItem, {
  tags,
  summary: 'Removes a line',
  description: WHO,
  params: cartIdParamsSchema,
  body: deleteCartItemSchema,
  response: changedCart,
});

export const bulkCartItemsEndpoint = endpoint(cartRoutes.bulkItems, {
  tags,
  summary: 'Adds many lines at once (up to 10 000): the good rows are added, the others named',
  description: WHO + 'Answers like an upload: Status, Message, Added and the refused rows (Row = index + 1).',
  body: bulkCartItemsSchema,
  response: { 200: cartUploadResultSchema, ...refusals },
});

export const duplicateCartItemEndpoint = endpoint(cartRoutes.duplicateItem, {
  tags,
  summary: 'Copies a quantity of a code into another delivery',
  description: WHO + REFUSED,
  body: duplicateCartItemSchema,
  response: changedCart,
});

export const moveCartItemEndpoint = endpoint(cartRoutes.moveItem, {
  tags,
  summary: 'Moves all or part of a line to another delivery, or to a new one',
  description: WHO + REFUSED + 'One transaction: the source line shrinks (or goes) and the target grows.',
  body: moveCartItemSchema,
  response: changedCart,
});

export const createDeliveryEndpoint = endpoint(cartRoutes.createDelivery, {
  tags,
  summary: 'Adds a new last delivery, optionally with its wished date',
  description: WHO + REFUSED,
  body: createDeliverySchema,
  response: changedCart,
});

export const deleteDeliveryEndpoint = endpoint(cartRoutes.deleteDelivery, {
  tags,
  summary: 'Deletes a delivery and its lines; later deliveries move up one number',
  description: WHO + REFUSED,
  body: deleteDeliverySchema,
  response: changedCart,
});

export const updateDeliveryEndpoint = endpoint(cartRoutes.updateDelivery, {
  tags,
  summary: 'Sets a delivery’s wished date (not before the earliest its lines allow)',
  description: WHO + REFUSED,
  body: updateDeliverySchema,
  response: changedCart,
});

export const mergeDeliveriesEndpoint = endpoint(cartRoutes.mergeDeliveries, {
  tags,
  summary: 'Merges one delivery into another: quantities of the same code add',
  description: WHO + REFUSED + 'A sum beyond 999 refuses the whole merge (quantityLimit).',
  body: mergeDeliveriesSchema,
  response: changedCart,
});

export const deleteBasketEndpoint = endpoint(cartRoutes.deleteBasket, {
  tags,
  summary: 'Empties the cart: every line and delivery goes; name and codes stay',
  description: WHO,
  response: changedCart,
});

export const deleteCartEndpoint = endpoint(cartRoutes.deleteCart, {
  tags,
  summary: 'Deletes the whole cart',
  description:
    WHO + 'textToPass is the cart name the page showed; a cart renamed since is not deleted (409 stale).',
  query: deleteCartQuerySchema,
  body: deleteCartBodySchema,
  response: changedCart,
});

export const renameCartEndpoint = endpoint(cartRoutes.rename, {
  tags,
  summary: 'Renames the cart',
  description: WHO + 'Both id and name are needed, else 400 “Invalid data - aborting” (shop.md §5).',
  body: renameCartSchema,
  response: changedCart,
});

export const applyPromotionEndpoint = endpoint(cartRoutes.applyPromotion, {
  tags,
  summary: 'Applies a promotion code to the cart',
  description:
    'Buyers only (a guest cart shows no prices: 403). A code the cart cannot take answers 409 with ' +
    'details.reason from PROMOTION_REFUSALS (invalidPromotionCode for an unknown one).',
  body: promotionCodeBodySchema,
  response: changedCart,
});

export const removePromotionEndpoint = endpoint(cartRoutes.removePromotion, {
  tags,
  summary: 'Removes a promotion code from the cart',
  description: 'Buyers only. A code not on the cart is 404.',
  body: promotionCodeBodySchema,
  response: changedCart,
});

export const dismissAlertsEndpoint = endpoint(cartRoutes.dismissAlerts, {
  tags,
  summary: 'Dismisses the cart’s alerts (until something changes again)',
  description: WHO,
  response: changedCart,
});

export const cartUploadEndpoint = endpoint(cartRoutes.upload, {
  tags,
  summary: 'Adds the rows of a spreadsheet (template.csv or .xlsx) to the cart',
  description:
    WHO +
    'Good rows are added, refused rows are named by row number (ADR 0057). A file that cannot be read, or ' +
    'with more than 10 000 rows, adds nothing (Status error).',
  body: cartUploadSchema,
  response: { 200: cartUploadResultSchema, ...refusals, 413: errorBodySchema },
});

export const cartTemplateEndpoint = endpoint(cartRoutes.template, {
  tags,
  summary: 'The upload template, template.csv (code, quantity, note, delivery)',
  response: { 200: z.string().describe('text/csv') },
});

export const startGuestCartEndpoint = endpoint(cartRoutes.startGuest, {
  tags,
  summary: 'Opens a guest cart (request a quote without an account) under the GuestId cookie',
  description:
    'Anonymous visitors only (a signed-in user: 409 conflict). Idempotent: a visitor with a guest cart gets ' +
    'the same one. At sign-in the guest cart merges into the user’s cart.',
  response: { 200: guestCartSchema, 409: errorBodySchema },
});

export const cartEndpoints = [
  addCartItemEndpoint,
  cartWidgetEndpoint,
  cartCheckoutEndpoint,
  checkoutInfoEndpoint,
  plainCartEndpoint,
  cartStatusEndpoint,
  updateCartItemEndpoint,
  deleteCartItemEndpoint,
  bulkCartItemsEndpoint,
  duplicateCartItemEndpoint,
  moveCartItemEndpoint,
  createDeliveryEndpoint,
  deleteDeliveryEndpoint,
  updateDeliveryEndpoint,
  mergeDeliveriesEndpoint,
  deleteBasketEndpoint,
  deleteCartEndpoint,
  renameCartEndpoint,
  applyPromotionEndpoint,
  removePromotionEndpoint,
  dismissAlertsEndpoint,
  cartUploadEndpoint,
  cartTemplateEndpoint,
  startGuestCartEndpoint,
];
