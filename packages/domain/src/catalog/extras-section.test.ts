import { describe, expect, it } from 'vitest';
import {
  EXTRAS_INITIAL_ITEMS,
  emptyExtrasMessage,
  extrasRequest,
  presentExtraParts,
  visibleExtras,
} from './extras-section.ts';

const none = { HasWarranties: false, HasAccessories: false, HasSpareParts: false, HasFilters: false };

describe('the parts of the extras section', () => {
  it('are the kinds the product has, in the order of the spec', () => {
    const all = { HasWarranties: true, HasAccessories: true, HasSpareParts: true, HasFilters: true };
    expect(presentExtraParts(all, 3).map((p) => p.anchor)).toEqual([
      'warranties',
      'accessories',
      'spareparts',
      'filters',
    ]);
    expect(
      presentExtraParts({ ...none, HasFilters: true, HasAccessories: true }, 1).map((p) => p.kind),
    ).toEqual(['Accessories', 'Filters']);
    expect(presentExtraParts(none, 3)).toEqual([]);
  });

  it('do not show for a product without variants', () => {
    expect(presentExtraParts({ ...none, HasAccessories: true }, 0)).toEqual([]);
  });
});

describe('the list a part asks for', () => {
  it("is the chosen variant's, else the product's", () => {
    expect(extrasRequest('rx-100', 'RX100-06LE', false)).toEqual({
      id: 'RX100-06LE',
      contentType: 'variant',
    });
    expect(extrasRequest('rx-100', undefined, false)).toEqual({ id: 'rx-100', contentType: 'product' });
  });

  it("is the product's with 'show all variants' on", () => {
    expect(extrasRequest('rx-100', 'RX100-06LE', true)).toEqual({ id: 'rx-100', contentType: 'product' });
  });

  it("says 'select a variant' when the product's list is empty and 'none for the variant' for a variant", () => {
    expect(emptyExtrasMessage({ id: 'rx-100', contentType: 'product' }, undefined)).toBe('selectVariant');
    expect(emptyExtrasMessage({ id: 'RX100-06LE', contentType: 'variant' }, 'RX100-06LE')).toBe(
      'noneForVariant',
    );
    // 'Show all variants' with a variant chosen: no request to choose one that is chosen already.
    expect(emptyExtrasMessage({ id: 'rx-100', contentType: 'product' }, 'RX100-06LE')).toBe(
      'noneForAllVariants',
    );
  });
});

describe("'show all N'", () => {
  const items = ['a', 'b', 'c', 'd'];

  it('shows the first 2 until pressed', () => {
    expect(EXTRAS_INITIAL_ITEMS).toBe(2);
    expect(visibleExtras(items, false)).toEqual({ items: ['a', 'b'], hidden: 2 });
    expect(visibleExtras(items, true)).toEqual({ items, hidden: 0 });
  });

  it('is not needed for 2 items or fewer', () => {
    expect(visibleExtras(['a', 'b'], false)).toEqual({ items: ['a', 'b'], hidden: 0 });
    expect(visibleExtras([], false)).toEqual({ items: [], hidden: 0 });
    expect(visibleExtras(['a', 'b', 'c'], false).hidden).toBe(1);
  });
});
