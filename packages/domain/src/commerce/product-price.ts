import { z } from 'zod';
import { currencyCodeSchema } from '../site/market.ts';
import { hasTwoDecimals } from './price-math.ts';

// The arithmetic and formatting live apart so the browser can use them without zod; re-exported for existing imports.
export { amountInCents, formatPrice, formatTaxRate, hasTwoDecimals, roundPrice } from './price-math.ts';

export const amountSchema = z
  .number()
  .refine(hasTwoDecimals, 'an amount with 2 decimals')
  .meta({ description: 'Amount with 2 decimals, sent as written by the database (12.50).' });

/** An amount in a currency: gross (list) prices and pack prices. */
export const moneySchema = z
  .object({ Amount: amountSchema, Currency: currencyCodeSchema })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof moneySchema>;

/** The spec's Price: net amount, currency, and the tax rate (percent) that applies to it. */
export const priceSchema = z
  .object({
    Amount: amountSchema,
    Currency: currencyCodeSchema,
    Tax: z.object({ Rate: z.number().min(0).max(100) }),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;
