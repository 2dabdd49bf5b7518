import type { QuickPickList } from '@airshop/domain/commerce/quick-pick';
import { describe, expect, it } from 'vitest';
import { changedQuantities, fieldQuantity, resyncValues, valuesOf } from './quick-pick-values.ts';

const listOf = (quantities: Record<string, number>): QuickPickList => ({
  MarketId: 'SE',
  CategoryId: 'c',
  CategoryName: 'C',
  CategoryUrl: '/en/products/c',
  Currency: 'SEK',
  ShowPrices: true,
  Truncated: false,
  Products: Object.entries(quantities).map(([Code, Quantity]) => ({
    Code,
    Name: Code,
    Description: '',
    Image: null,
    LviNumber: null,
    Unit: 'pcs' as const,
    Price: null,
    Stock: null,
    Quantity,
  })),
});

describe('quick-pick fields', () => {
  it('reads 0–999, empty as 0, anything else as invalid', () => {
    expect(fieldQuantity('')).toBe(0);
    expect(fieldQuantity(' 12 ')).toBe(12);
    expect(fieldQuantity('999')).toBe(999);
    for (const text of ['1000', '-1', '1.5', 'x']) expect(fieldQuantity(text)).toBeNull();
  });

  it('sends only the codes whose field differs from the cart', () => {
    const list = listOf({ A: 0, B: 2, C: 5 });
    expect(changedQuantities(list, { A: '3', B: '2', C: '' })).toEqual([
      { Code: 'A', Quantity: 3 },
      { Code: 'C', Quantity: 0 },
    ]);
    expect(changedQuantities(list, { ...valuesOf(list), B: 'x' })).toEqual([]);
  });

  it('takes the cart’s new quantities into untouched fields and keeps what is being typed', () => {
    const before = listOf({ A: 0, B: 2, C: 1 });
    const after = listOf({ A: 5, B: 2, C: 7 });
    expect(resyncValues(before, { A: '0', B: '9', C: '1' }, after)).toEqual({ A: '5', B: '9', C: '7' });
  });
});
