import { describe, expect, it } from 'vitest';
import { discountPercentage, formatPrice, formatTaxRate } from './price-math.ts';

describe('formatPrice', () => {
  // Intl puts a no-break or narrow no-break space between groups in some locales: compare with plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes exactly 2 decimals with the 3-letter code in the locale’s format', () => {
    expect(plain(formatPrice(6552, 'SEK', 'en'))).toBe('SEK 6,552.00');
    expect(plain(formatPrice(6552, 'SEK', 'sv'))).toBe('6 552,00 SEK');
    expect(plain(formatPrice(12.5, 'EUR', 'de'))).toBe('12,50 EUR');
    expect(plain(formatPrice(1.005, 'EUR', 'en'))).toBe('EUR 1.01');
    expect(plain(formatPrice(0, 'HUF', 'hu'))).toBe('0,00 HUF');
  });
});

describe('formatTaxRate', () => {
  it('writes the percent the locale’s way, with decimals only when there are any', () => {
    expect(formatTaxRate(25, 'en')).toBe('25%');
    expect(formatTaxRate(5.5, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe('5,5 %');
  });
});

describe('discountPercentage', () => {
  it('is the share of the list price taken off, to 2 decimals, and null without both prices', () => {
    expect(discountPercentage(10000, 7500)).toBe(25);
    expect(discountPercentage(30000, 20000)).toBe(33.33);
    expect(discountPercentage(10000, 10000)).toBe(0);
    expect(discountPercentage(null, 100)).toBeNull();
    expect(discountPercentage(100, null)).toBeNull();
    expect(discountPercentage(0, 0)).toBeNull();
  });
});
