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
