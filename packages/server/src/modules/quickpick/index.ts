// The public entry of quickpick: what other modules may use (ADR 0055).
export { quickPickPages } from './page-services.ts';
export { quickPickRoutes } from './routes.ts';
