/*
 * Price arithmetic and formatting (product-page.md §9: exactly 2 decimals, the rounding helper defaults to 2),
 * without zod so the browser's header widgets can use them.
 */

/** Rounds half away from zero to `decimals` places (the spec's rounding helper defaults to 2). */
export function roundPrice(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  // The epsilon keeps 1.005 (stored as 1.00499…) from rounding down.
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
}

/** An amount as the database writes it ("12.50") in whole cents: sums of prices are made in cents, never floats. */
export function amountInCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** True when the amount has at most 2 decimals (prices have exactly 2; JSON drops trailing zeros). */
export function hasTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && roundPrice(value) === value;
}

/**
 * A price as people read it: exactly 2 decimals, the locale's separators and the 3-letter currency code
 * ("SEK 6,552.00" in English, "6 552,00 SEK" in Swedish). The code rather than a symbol: kr, $ and the like
 * are ambiguous between markets, and business buyers compare offers by code. `locale` is an Intl tag.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return numberFormat(`${locale} ${currency}`, () => ({
    locale,
    options: {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    },
  })).format(roundPrice(amount));
}

/** A tax rate given in percent (25 → "25%", "25 %" in Swedish); up to 2 decimals for rates like 5.5. */
export function formatTaxRate(ratePercent: number, locale: string): string {
  return numberFormat(`${locale} %`, () => ({
    locale,
    options: { style: 'percent', maximumFractionDigits: 2 },
  })).format(ratePercent / 100);
}

/**
 * Number formats are kept: making one costs far more than using it (a page of prices made one per price, a
 * tenth of its server render), and a shop has a handful of locales and currencies.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(
  key: string,
  spec: () => { locale: string; options: Intl.NumberFormatOptions },
): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    const { locale, options } = spec();
    format = new Intl.NumberFormat(locale, options);
    // A bound on what callers could make it hold (a currency code is data); never reached by the shop's own.
    if (numberFormats.size >= 1000) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * How far a net unit price is below the list (gross) price, in percent with 2 decimals (25.5); null when either
 * is missing or the list price is 0. Reckoned in cents, so 100.00 → 75.00 is exactly 25.
 */
export function discountPercentage(grossCents: number | null, netCents: number | null): number | null {
  if (grossCents === null || netCents === null || grossCents <= 0) return null;
  return Math.round(((grossCents - netCents) * 10000) / grossCents) / 100;
}
