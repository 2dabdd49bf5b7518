import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketLocales, markets } from '../../db/schema.ts';

/** What the market service needs of a market, whichever way it is found. */
const MARKET_COLUMNS = {
  id: markets.id,
  name: markets.name,
  currency: markets.currency,
  defaultLocale: markets.defaultLocale,
  webshopEnabled: markets.webshopEnabled,
};

export async function findMarketByLocale(db: Db, locale: string) {
  const rows = await db
    .select(MARKET_COLUMNS)
    .from(marketLocales)
    .innerJoin(markets, eq(markets.id, marketLocales.marketId))
    .where(eq(marketLocales.locale, locale))
    .limit(1);
  return rows[0];
}

export async function findMarketById(db: Db, id: string) {
  const rows = await db.select(MARKET_COLUMNS).from(markets).where(eq(markets.id, id)).limit(1);
  return rows[0];
}

export type MarketRow = NonNullable<Awaited<ReturnType<typeof findMarketByLocale>>>;
