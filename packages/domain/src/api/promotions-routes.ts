import type { Route } from './endpoint.ts';

/** Where the promotion codes' back-office list is (declared in `promotions.ts`); plain data for the browser. */
export const backOfficePromotionsRoute = {
  method: 'GET',
  path: '/api/v1/BackOffice/Promotions',
} as const satisfies Route;

export const promotionRoutes = { backOfficePromotions: backOfficePromotionsRoute };
