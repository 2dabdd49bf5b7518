import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock-status.ts';

const normal = { IsAlternativeStockFlow: false };
const alternative = { IsAlternativeStockFlow: true };

describe('stockStatus', () => {
  it('is unknown without a figure or with an expired one', () => {
    expect(stockStatus({ ...normal }, 1)).toEqual({ kind: 'unknown' });
    expect(stockStatus({ ...normal, Stock: null }, 1)).toEqual({ kind: 'unknown' });
    expect(stockStatus({ ...alternative, Stock: 40, StockExpired: true }, 1)).toEqual({ kind: 'unknown' });
  });

  it('shows the figure when it covers the quantity, in either flow', () => {
    expect(stockStatus({ ...normal, Stock: 5 }, 5)).toEqual({ kind: 'inStock', stock: 5 });
    expect(stockStatus({ ...alternative, Stock: 5 }, 1)).toEqual({ kind: 'inStock', stock: 5 });
  });

  it('tells the normal flow apart from the alternative one when stock is 0', () => {
    expect(stockStatus({ ...normal, Stock: 0 }, 1)).toEqual({ kind: 'none' });
    expect(stockStatus({ ...alternative, Stock: 0 }, 1)).toEqual({ kind: 'outOfStock' });
    expect(stockStatus({ ...alternative, Stock: -3 }, 1)).toEqual({ kind: 'outOfStock' });
  });

  it('says reach max stock in the alternative flow when the quantity is above the stock', () => {
    expect(stockStatus({ ...alternative, Stock: 4 }, 5)).toEqual({ kind: 'reachMaxStock', stock: 4 });
    expect(stockStatus({ ...normal, Stock: 4 }, 5)).toEqual({ kind: 'partly', stock: 4 });
  });
});
