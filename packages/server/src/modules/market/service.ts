import type { CurrentMarket } from '@airshop/domain/site/market';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { findMarketById, findMarketByLocale, type MarketRow } from './queries.ts';

// Markets change rarely: a stale web-shop switch lives at most 10 s in a process.
const cache = new TtlCache<MarketRow | undefined>(10_000);
const cacheById = new TtlCache<MarketRow | undefined>(10_000);

/** Forget cached markets, after a change made by this process (and in tests). */
export function clearMarketCache(): void {
  cache.clear();
  cacheById.clear();
}

/** The visitor's market follows the site locale they browse (/sv/ is Sweden). */
export async function getMarket(ctx: RequestContext): Promise<MarketRow> {
  const market = await cache.get(ctx.locale, () => findMarketByLocale(ctx.db, ctx.locale));
  if (!market) throw new AppError('internal', `No market is configured for locale ${ctx.locale}`);
  return market;
}

/** A market by its id: a signed-in customer's own market (their company's, from the ERP). */
export async function getMarketById(ctx: RequestContext, id: string): Promise<MarketRow> {
  const market = await cacheById.get(id, () => findMarketById(ctx.db, id));
  if (!market) throw new AppError('internal', `The customer's market ${id} does not exist`);
  return market;
}

/**
 * The market a request buys in: a signed-in customer's own, whatever site language they browse (its prices and
 * its web-shop switch apply to them, ADR 0010); everyone else's follows the site locale.
 */
export function getViewerMarket(ctx: RequestContext): Promise<MarketRow> {
  return ctx.customer ? getMarketById(ctx, ctx.customer.marketId) : getMarket(ctx);
}

/** GET Shop/Markets/Current: the viewer's market, so the page's IsWebshopEnabled is the one their prices follow. */
export async function getCurrentMarket(ctx: RequestContext): Promise<CurrentMarket> {
  const market = await getViewerMarket(ctx);
  return {
    MarketId: market.id,
    Name: market.name,
    Currency: market.currency,
    DefaultLanguage: market.defaultLocale,
    IsWebshopEnabled: market.webshopEnabled,
  };
}
