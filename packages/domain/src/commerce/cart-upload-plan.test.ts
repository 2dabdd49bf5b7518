import { describe, expect, it } from 'vitest';
import { lineKey, planUploadRows, type ResolvedUploadRow } from './cart-upload-plan.ts';

const row = (
  r: number,
  variantId: number,
  quantity: number,
  delivery: number | null = null,
  note: string | null = null,
) => ({ row: r, variantId, quantity, delivery, note }) satisfies ResolvedUploadRow;

describe('planUploadRows', () => {
  it('puts rows without a delivery into delivery 1, made when the cart has none', () => {
    const plan = planUploadRows([row(2, 10, 1), row(3, 11, 2)], 0, new Map());
    expect(plan.newDeliveries).toEqual([1]);
    expect(plan.lines).toEqual([
      { shipmentNo: 1, variantId: 10, quantity: 1, note: null },
      { shipmentNo: 1, variantId: 11, quantity: 2, note: null },
    ]);
    expect(plan.overLimit).toEqual([]);
  });

  it('numbers deliveries the cart lacks after its last one, in the order of the file’s numbers', () => {
    const plan = planUploadRows(
      [row(2, 10, 1, 7), row(3, 10, 1, 5), row(4, 11, 1, 2), row(5, 12, 1, 7)],
      2,
      new Map(),
    );
    expect(plan.newDeliveries).toEqual([3, 4]);
    expect(plan.added.map((r) => [r.row, r.shipmentNo])).toEqual([
      [2, 4],
      [3, 3],
      [4, 2],
      [5, 4],
    ]);
  });

  it('adds rows of one variant and delivery into one line, with the last note given', () => {
    const plan = planUploadRows(
      [row(2, 10, 3, 1, 'a'), row(3, 10, 4, 1), row(4, 10, 1, 1, 'b')],
      1,
      new Map(),
    );
    expect(plan.lines).toEqual([{ shipmentNo: 1, variantId: 10, quantity: 8, note: 'b' }]);
    expect(plan.newDeliveries).toEqual([]);
  });

  it('refuses the row that takes a line beyond 999, counting what the cart holds, and keeps the others', () => {
    const existing = new Map([[lineKey(1, 10), 990]]);
    const plan = planUploadRows(
      [row(2, 10, 5), row(3, 10, 5), row(4, 10, 4), row(5, 10, 999, 2)],
      2,
      existing,
    );
    expect(plan.overLimit).toEqual([3]);
    expect(plan.lines).toEqual([
      { shipmentNo: 1, variantId: 10, quantity: 9, note: null },
      { shipmentNo: 2, variantId: 10, quantity: 999, note: null },
    ]);
    expect(plan.added.map((r) => r.row)).toEqual([2, 4, 5]);
  });

  it('makes no delivery for a number whose rows were all refused, so no gap is left', () => {
    const plan = planUploadRows([row(2, 10, 600, 5), row(3, 10, 600, 5), row(4, 11, 1, 9)], 1, new Map());
    expect(plan.overLimit).toEqual([3]);
    expect(plan.newDeliveries).toEqual([2, 3]);
    const none = planUploadRows([row(2, 10, 999, 4), row(3, 10, 1, 4)], 3, new Map([[lineKey(4, 10), 5]]));
    expect(none.newDeliveries).toEqual([4]);
    expect(none.overLimit).toEqual([3]);
  });
});
