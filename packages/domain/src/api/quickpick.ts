import {
  quickOrderCheckResultSchema,
  quickOrderCheckSchema,
  quickPickListSchema,
  quickPickParamsSchema,
  quickPickUpdateResultSchema,
  quickPickUpdateSchema,
} from '../commerce/quick-pick.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { quickPickRoutes } from './quickpick-routes.ts';

const tags = ['Quick-pick'];
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
};
const WHO =
  'For whoever has a cart (ADR 0059): an approved buyer (401 not signed in, 403 not allowed to buy, 409 ' +
  'webshop_disabled when the market’s web shop is off) or an anonymous visitor with a guest cart (no prices). ';

export const quickPickListEndpoint = endpoint(quickPickRoutes.list, {
  tags,
  summary: 'A category’s shoppable variants with the pieces of each already in the caller’s cart',
  description:
    WHO +
    'a: the market, which must be the caller’s own (409 with details.reason otherMarket otherwise); b: the ' +
    'category id of Catalog/{id} (404 when there is none). Variants of the category and of its subcategories ' +
    'that can be bought in the market, at most 300 (Truncated). Prices and stock only for buyers.',
  params: quickPickParamsSchema,
  response: { 200: quickPickListSchema, ...refusals, 404: errorBodySchema },
});

export const quickPickUpdateCartEndpoint = endpoint(quickPickRoutes.updateCart, {
  tags,
  summary: 'Sets the cart’s quantities of many codes in one call (0 removes)',
  description:
    WHO +
    'Each code’s quantity over all deliveries becomes Quantity: a code not in the cart is added to delivery 1; ' +
    'a larger quantity grows the code’s line in its first delivery; a smaller one shrinks its lines from the ' +
    'last delivery back. One transaction under the cart’s lock; refused codes (not buyable, unknown) are named ' +
    'and keep their quantity. Setting is idempotent: the same call twice leaves the same cart.',
  body: quickPickUpdateSchema,
  response: { 200: quickPickUpdateResultSchema, ...refusals },
});

export const quickOrderCheckEndpoint = endpoint(quickPickRoutes.quickOrderCheck, {
  tags,
  summary: 'Checks quick-order rows (code or LVI number, quantity) without adding them',
  description:
    WHO +
    'Row by row: the variant found, its name, or why it would not be added (as Carts/Default/Items/Bulk would ' +
    'refuse it). Changes nothing.',
  body: quickOrderCheckSchema,
  response: { 200: quickOrderCheckResultSchema, ...refusals },
});

export const quickPickEndpoints = [
  quickPickListEndpoint,
  quickPickUpdateCartEndpoint,
  quickOrderCheckEndpoint,
];
