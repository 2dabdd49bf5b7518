import { describe, expect, it } from 'vitest';
import type { Sizing, Variant } from './product-variant.ts';
import { sizingFirstView } from './sizing-first-view.ts';

const variant = (Code: string, AttributeValues: string[]): Variant => ({
  Id: Code.length,
  Code,
  LviNumber: null,
  AttributeValues,
  CustomNote: null,
  Note: null,
  IsGrossPriceVisible: false,
  DisplayOnlyNetPrice: false,
  IsShoppable: true,
  IsDiscontinued: false,
  IsAlternativeStockFlow: false,
  IsDeliveryDateHidden: false,
});

// Size × heat exchanger, with one combination missing (15 × plate).
const sizing: Sizing = {
  Variants: [
    variant('RX-10-R', ['10', 'Rotary']),
    variant('RX-10-P', ['10', 'Plate']),
    variant('RX-15-R', ['15', 'Rotary']),
    variant('RX-20-R', ['20', 'Rotary']),
    variant('RX-20-P', ['20', 'Plate']),
  ],
  DefaultVariantCode: 'RX-10-P',
  AttributeNames: ['Size', 'Heat exchanger'],
  IsSparePartOrAccessory: false,
};

describe('the first view of a sizing', () => {
  it('starts from the default variant: its values, the counts beside each value and the variant itself', () => {
    const view = sizingFirstView(sizing, null);
    expect(view.VariantCount).toBe(5);
    expect(view.Selection.values).toEqual(['10', 'Plate']);
    expect(view.Values).toEqual([
      ['10', '15', '20'],
      ['Rotary', 'Plate'],
    ]);
    // Size counts agree with 'Plate'; heat-exchanger counts agree with size 10.
    expect(view.Counts).toEqual([
      [1, 0, 1],
      [1, 1],
    ]);
    expect(view.Matching).toBe(1);
    expect(view.Selected?.Code).toBe('RX-10-P');
  });

  it('starts from the query code when it names a variant, and from nothing without a default', () => {
    expect(sizingFirstView(sizing, 'RX-15-R').Selected?.Code).toBe('RX-15-R');
    expect(sizingFirstView(sizing, 'NO-SUCH').Selected?.Code).toBe('RX-10-P');
    const none = sizingFirstView({ ...sizing, DefaultVariantCode: null }, null);
    expect(none.Selected).toBeNull();
    expect(none.Selection.values).toEqual([null, null]);
    expect(none.Matching).toBe(5);
    expect(none.Counts).toEqual([
      [2, 1, 2],
      [3, 2],
    ]);
  });

  it('of an attribute with more values than buttons show, carries only the chosen value', () => {
    const sizes = Array.from({ length: 30 }, (_, i) => String(10 + i));
    const long: Sizing = {
      ...sizing,
      Variants: sizes.map((size) => variant(`RX-${size}-R`, [size, 'Rotary'])),
      DefaultVariantCode: 'RX-25-R',
    };
    const view = sizingFirstView(long, null);
    expect(view.Select).toEqual([true, false]);
    expect(view.Values).toEqual([['25'], ['Rotary']]);
    expect(view.Counts).toEqual([[1], [1]]);
    expect(sizingFirstView({ ...long, DefaultVariantCode: null }, null).Values[0]).toEqual([]);
  });

  it('carries none of the other variants', () => {
    const view = sizingFirstView(sizing, null);
    expect(JSON.stringify(view)).not.toContain('RX-20-P');
  });
});
