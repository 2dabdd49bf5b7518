import { addCartItemResultSchema, addCartItemSchema, cartWidgetSchema } from '../commerce/cart.ts';
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

export const addCartItemEndpoint = endpoint(cartRoutes.addItem, {
  tags,
  summary: 'Adds a variant to the first delivery of the signed-in buyer’s cart',
  description:
    'Quantity 1–999; the line may not grow beyond 999. A valid request the shop cannot carry out answers ' +
    '200 with ErrorMessage (unknownCode, notShoppable, discontinued, noPrice, quantityLimit) and leaves ' +
    'the cart as it was. 401 when not signed in, 403 when the user may not buy (not approved, no webshop ' +
    'role), 409 webshop_disabled when the market’s web shop is off; these three carry x-custom-message ' +
    '(signInRequired, notAllowed, webshopDisabled). Prices are never taken from the body.',
  body: addCartItemSchema,
  response: { 200: addCartItemResultSchema, ...refusals },
});

export const cartWidgetEndpoint = endpoint(cartRoutes.widget, {
  tags,
  summary: 'The header’s cart summary: line count, pieces, lines with net prices, total',
  description: 'Prices are those of the buyer’s market today. 401/403/409 as for adding.',
  response: { 200: cartWidgetSchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
});

export const cartEndpoints = [addCartItemEndpoint, cartWidgetEndpoint];
