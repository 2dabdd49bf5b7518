import { describe, expect, it } from 'vitest';
import { orderBlock } from './orderable.ts';

const price = { Amount: 10 };

describe('why an item cannot be ordered, before the click', () => {
  it('is nothing for a shoppable, current item with a price', () => {
    expect(orderBlock({ IsShoppable: true, IsDiscontinued: false, UnitPrice: price })).toBeUndefined();
  });

  it('names the reason the cart would answer, in its order', () => {
    expect(orderBlock({ IsShoppable: false, IsDiscontinued: true, UnitPrice: null })).toBe('notShoppable');
    expect(orderBlock({ IsShoppable: true, IsDiscontinued: true, UnitPrice: null })).toBe('discontinued');
    expect(orderBlock({ IsShoppable: true, IsDiscontinued: false, UnitPrice: null })).toBe('noPrice');
  });

  it('does not guess a missing price for a viewer who was sent none', () => {
    expect(orderBlock({ IsShoppable: true, IsDiscontinued: false })).toBeUndefined();
  });
});
