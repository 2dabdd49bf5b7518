import { backOfficePromotionListSchema } from '../commerce/promotion-list.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { promotionRoutes } from './promotions-routes.ts';

/* The back office's read-only list of promotion codes (issue 15 point 3, ADR 0058); the cart's PromotionCode
 * calls are declared with the cart (`cart.ts`). */

export const backOfficePromotionsEndpoint = endpoint(promotionRoutes.backOfficePromotions, {
  tags: ['BackOffice'],
  summary: 'Promotion codes with their terms and uses so far (back office only)',
  description:
    'Read-only: codes come with the reference data (docs/catalog-import-format.md). Active codes first, then ' +
    'upcoming, then expired; by code within each. 401 anonymous, 403 for anyone but an Approved back-office admin.',
  response: { 200: backOfficePromotionListSchema, 401: errorBodySchema, 403: errorBodySchema },
});

export const promotionEndpoints = [backOfficePromotionsEndpoint];
