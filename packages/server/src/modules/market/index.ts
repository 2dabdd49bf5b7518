// The public entry of market: what other modules may use (ADR 0055).
export type { MarketRow } from './queries.ts';
export { clearMarketCache, getMarket, getMarketById, getViewerMarket } from './service.ts';
