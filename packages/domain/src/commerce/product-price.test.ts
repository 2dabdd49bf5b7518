import { describe, expect, it } from 'vitest';
import { amountInCents, hasTwoDecimals, priceSchema, roundPrice } from './product-price.ts';

describe('roundPrice', () => {
  it('rounds to 2 decimals by default, half away from zero', () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(2.344)).toBe(2.34);
    expect(roundPrice(-1.005)).toBe(-1.01);
    expect(roundPrice(12.5)).toBe(12.5);
    expect(roundPrice(1.23456, 3)).toBe(1.235);
  });
});

describe('priceSchema', () => {
  it('takes an amount with at most 2 decimals and a 3-letter currency', () => {
    expect(priceSchema.parse({ Amount: 12.5, Currency: 'EUR', Tax: { Rate: 24 } }).Amount).toBe(12.5);
    expect(hasTwoDecimals(0.1 + 0.2)).toBe(false);
    expect(priceSchema.safeParse({ Amount: 1.234, Currency: 'EUR', Tax: { Rate: 0 } }).success).toBe(false);
    expect(priceSchema.safeParse({ Amount: 1, Currency: 'EURO', Tax: { Rate: 0 } }).success).toBe(false);
    expect(priceSchema.safeParse({ Amount: 1, Currency: 'EUR', Tax: { Rate: 101 } }).success).toBe(false);
  });
});

describe('amounts in cents', () => {
  it('turns database amounts into whole cents without float drift', () => {
    expect(amountInCents('12.50')).toBe(1250);
    expect(amountInCents('0.10') + amountInCents('0.20')).toBe(30);
    expect(amountInCents('999.99') * 999).toBe(99_899_001);
  });
});
