// The public entry of backoffice: what other features may use (ADR 0055).
export {
  mayManageOrders,
  mayManageSubmissions,
  mayReadSearchInsights,
  mayReviewUsers,
  requireReviewer,
} from './back-office-access.ts';
