// The public entry of checkout: what other features may use (ADR 0055).
export { placedOrder } from './placed-order.ts';
