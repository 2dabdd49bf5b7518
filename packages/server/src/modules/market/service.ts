import type { CurrentMarket } from '@airshop/domain/market';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { findMarketByLocale, type MarketRow } from './queries.ts';

const cache = new TtlCache<MarketRow | undefined>(10_000);

/** Forget cached markets, after a change made by this process (and in tests). */
export function clearMarketCache(): void {
  cache.clear();
}

/** The visitor's market follows the site locale they browse (/sv/ is Sweden). */
export async function getMarket(ctx: RequestContext): Promise<MarketRow> {
  const market = await cache.get(ctx.locale, () => findMarketByLocale(ctx.db, ctx.locale));
  if (!market) throw new AppError('internal', `No market is configured for locale ${ctx.locale}`);
  return market;
}

export async function getCurrentMarket(ctx: RequestContext): Promise<CurrentMarket> {
  const market = await getMarket(ctx);
  return {
    MarketId: market.id,
    Name: market.name,
    Currency: market.currency,
    DefaultLanguage: market.defaultLocale,
    IsWebshopEnabled: market.webshopEnabled,
  };
}
