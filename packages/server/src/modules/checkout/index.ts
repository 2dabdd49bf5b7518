// The public entry of checkout: what other modules may use (ADR 0055).
export { checkoutRoutes } from './routes.ts';
