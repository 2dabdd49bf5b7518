import { MARKET_SEED } from '../reference-data.ts';

/*
 * The demo's promotion codes (README "Demo promotion codes"), one of each kind plus one expired and one not yet
 * valid, in every market. Amounts are round figures in each market's currency; the windows are relative to the
 * generator's "today", so a fresh shop always has current codes.
 */

/** Round amounts in each currency for a figure of about `eur` euros. */
const ROUNDED: Record<string, (eur: number) => number> = {
  EUR: (eur) => eur,
  SEK: (eur) => eur * 10,
  PLN: (eur) => eur * 4,
  HUF: (eur) => eur * 400,
  RON: (eur) => eur * 5,
  TRY: (eur) => eur * 40,
};

function inEveryMarket(terms: (currency: string) => Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(MARKET_SEED.map((m) => [m.id, terms(m.currency)]));
}

function amount(currency: string, eur: number): string {
  const convert = ROUNDED[currency];
  if (!convert) throw new Error(`no demo amounts for ${currency}`);
  return convert(eur).toFixed(2);
}

function shift(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function demoPromotions(today: string): unknown[] {
  return [
    {
      code: 'WELCOME10',
      kind: 'percentOffOrder',
      percent: 10,
      validFrom: shift(today, -30),
      validTo: shift(today, 365),
      markets: inEveryMarket(() => ({})),
      usesPerCompany: 1,
    },
    {
      code: 'FILTERS15',
      kind: 'percentOffLines',
      percent: 15,
      validFrom: shift(today, -30),
      validTo: shift(today, 180),
      markets: inEveryMarket(() => ({})),
      categories: ['filters'],
    },
    {
      code: 'FREESHIP',
      kind: 'freeShipping',
      validFrom: shift(today, -30),
      validTo: shift(today, 90),
      markets: inEveryMarket((currency) => ({ minimumOrder: amount(currency, 250) })),
    },
    {
      code: 'SAVE50',
      kind: 'amountOffOrder',
      validFrom: shift(today, -30),
      validTo: shift(today, 90),
      markets: inEveryMarket((currency) => ({
        amount: amount(currency, 50),
        minimumOrder: amount(currency, 500),
      })),
      usesPerCompany: 3,
    },
    {
      code: 'EXPIRED2025',
      kind: 'percentOffOrder',
      percent: 20,
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
      markets: inEveryMarket(() => ({})),
    },
    {
      code: 'SPRING5',
      kind: 'percentOffOrder',
      percent: 5,
      validFrom: shift(today, 60),
      validTo: shift(today, 150),
      markets: inEveryMarket(() => ({})),
    },
  ];
}
