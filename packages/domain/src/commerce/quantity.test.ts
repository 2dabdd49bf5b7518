import { describe, expect, it } from 'vitest';
import { clampQuantity, isValidQuantity, quantityLimits } from './quantity.ts';

describe('clampQuantity', () => {
  it('clamps into 1..999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(999)).toBe(999);
    expect(clampQuantity(1000)).toBe(999);
    expect(clampQuantity('12')).toBe(12);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
  });
});

describe('isValidQuantity', () => {
  it('accepts whole numbers in range only', () => {
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(999)).toBe(true);
    expect(isValidQuantity(1000)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
  });
});

describe('quantityLimits', () => {
  it('is 1..999 without limits', () => {
    expect(quantityLimits()).toEqual({ min: 1, max: 999 });
    expect(quantityLimits(null, null)).toEqual({ min: 1, max: 999 });
  });
  it('narrows the range and never widens it', () => {
    expect(quantityLimits(5, 50)).toEqual({ min: 5, max: 50 });
    expect(quantityLimits(0, 1000)).toEqual({ min: 1, max: 999 });
    expect(quantityLimits(2.5, undefined)).toEqual({ min: 1, max: 999 });
  });
  it('falls back to the whole range when the limits cross', () => {
    expect(quantityLimits(10, 5)).toEqual({ min: 1, max: 999 });
  });
});
