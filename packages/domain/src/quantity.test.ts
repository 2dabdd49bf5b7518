import { describe, expect, it } from 'vitest';
import { clampQuantity, isValidQuantity } from './quantity.ts';

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
