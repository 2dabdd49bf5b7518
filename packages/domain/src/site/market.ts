import { z } from 'zod';

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'a 3-letter ISO 4217 code');

/** GET /api/v1/Shop/Markets/Current */
export const currentMarketSchema = z
  .object({
    MarketId: z.string(),
    Name: z.string(),
    Currency: currencyCodeSchema,
    DefaultLanguage: z.string(),
    IsWebshopEnabled: z.boolean(),
  })
  .meta({ id: 'CurrentMarket' });

export type CurrentMarket = z.infer<typeof currentMarketSchema>;

/**
 * A market's name in the reader's language: a market whose id is a country code (SE, DE, HU …) is named as
 * that country in the page's locale ("Deutschland", "Németország"); any other (International) by its own name.
 * The reference data holds one English name per market, which a German sign-up page must not show.
 */
export function marketDisplayName(
  market: Pick<CurrentMarket, 'MarketId' | 'Name'>,
  intlLocale: string,
): string {
  if (!/^[A-Z]{2}$/.test(market.MarketId)) return market.Name;
  const names = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' });
  return names.of(market.MarketId) ?? market.Name;
}
