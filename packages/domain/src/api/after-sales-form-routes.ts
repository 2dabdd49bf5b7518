import type { AfterSalesFormKind } from '../forms/after-sales/after-sales-forms.ts';
import type { Route } from './endpoint.ts';

// Plain data: route files load nothing at run time (browser-routes.test.ts). The paths are AFTER_SALES_FORMS'.
const route = <const P extends string>(path: P): Route<'POST', P> => ({ method: 'POST', path });

/**
 * Where the four after-sales forms are sent (declared in `after-sales-forms.ts`, ADR 0075): a multipart body with
 * a JSON part `body` and a part per file; the answer names the stored submission.
 */
export const discrepancyReportRoute = route('/api/v1/Form/SendDiscrepancyReportForm');
export const serviceRequestRoute = route('/api/v1/Form/SendServiceRequestForm');
export const retrofitFansRoute = route('/api/v1/Form/SendRetrofitFansForm');
export const warrantyClaimRoute = route('/api/v1/Form/SendWarrantyClaimForm');

export const afterSalesFormRoutes = {
  'discrepancy-report': discrepancyReportRoute,
  'service-request': serviceRequestRoute,
  'retrofit-fans': retrofitFansRoute,
  'warranty-claim': warrantyClaimRoute,
} as const satisfies Record<AfterSalesFormKind, Route>;
