import { cartIdParamsSchema } from '../commerce/cart-edits.ts';
import {
  cartOrderSchema,
  checkoutAddressesSchema,
  guestQuoteRequestSchema,
  submitOrderSchema,
  submittedOrderSchema,
  updateCartOrderSchema,
} from '../commerce/checkout-order.ts';
import { createdProjectSchema } from '../commerce/projects.ts';
import { idempotencyHeadersSchema } from '../forms/idempotency.ts';
import { errorBodySchema } from '../site/errors.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { endpoint } from './endpoint.ts';

const tags = ['Checkout'];
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
};
const BUYER =
  'The caller’s own cart (an approved buyer with the webshop role: 401 not signed in, 403 not allowed to buy, ' +
  '409 webshop_disabled when the market’s web shop is off); another’s cart id is 404. ';

export const cartOrderEndpoint = endpoint(checkoutRoutes.order, {
  tags,
  summary: 'The order being prepared on the cart: shipping address, the buyer’s reference, a comment',
  description: BUYER,
  params: cartIdParamsSchema,
  response: { 200: cartOrderSchema, ...refusals, 404: errorBodySchema },
});

export const updateCartOrderEndpoint = endpoint(checkoutRoutes.updateOrder, {
  tags,
  summary: 'Sets the order’s shipping address, reference (≤ 35) or comment',
  description:
    BUYER +
    'Each field present is set; an empty body changes nothing (shop.md §5). An address that is not one of the ' +
    'company’s shipping addresses is 404.',
  params: cartIdParamsSchema,
  body: updateCartOrderSchema,
  response: { 200: cartOrderSchema, ...refusals, 404: errorBodySchema },
});

export const checkoutAddressesEndpoint = endpoint(checkoutRoutes.addresses, {
  tags,
  summary: 'The company’s shipping addresses (the ERP’s first) and the one the order has',
  description: BUYER,
  response: { 200: checkoutAddressesSchema, ...refusals },
});

export const submitOrderEndpoint = endpoint(checkoutRoutes.submit, {
  tags,
  summary: 'Places the order: priced again by the server, stored once, the cart emptied',
  description:
    BUYER +
    'Needs an Idempotency-Key header (one per checkout visit): the same key again answers the first answer, ' +
    'with another body 422 idempotency_key_reused, while the first is running 409 request_in_flight. A cart ' +
    'that changed since the page was shown is refused with 409 and details.reason from SUBMIT_REFUSALS ' +
    '(cartChanged, priceChanged, lineNotOrderable, promotionInvalid, noShippingAddress, emptyCart, ' +
    'emptyDelivery, deliveryDateTooEarly); nothing is stored then.',
  params: cartIdParamsSchema,
  headers: idempotencyHeadersSchema,
  body: submitOrderSchema,
  response: { 201: submittedOrderSchema, ...refusals, 404: errorBodySchema, 422: errorBodySchema },
});

export const guestSubmitEndpoint = endpoint(checkoutRoutes.guestSubmit, {
  tags,
  summary: 'Sends the guest cart as a quote request to the sales team of the guest’s country',
  description:
    'The GuestId cookie’s guest cart (no guest cart: 404). Needs an Idempotency-Key header, with the rules of ' +
    'the submit; rate limited per network (429). The guest gets a copy by mail; the guest cart is emptied. ' +
    'A guest cart that changed since the page was shown is 409 cartChanged.',
  headers: idempotencyHeadersSchema,
  body: guestQuoteRequestSchema,
  response: {
    201: submittedOrderSchema,
    400: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
});

export const cartToProjectEndpoint = endpoint(checkoutRoutes.toProject, {
  tags,
  summary: 'Saves the cart as a new project of the company (the cart stays as it is)',
  description: BUYER + 'Answers the new project’s Id; the page opens the order-saved modal (shop.md §2, §4).',
  headers: idempotencyHeadersSchema,
  response: { 201: createdProjectSchema, ...refusals, 422: errorBodySchema },
});

export const checkoutEndpoints = [
  cartOrderEndpoint,
  updateCartOrderEndpoint,
  checkoutAddressesEndpoint,
  submitOrderEndpoint,
  guestSubmitEndpoint,
  cartToProjectEndpoint,
];
