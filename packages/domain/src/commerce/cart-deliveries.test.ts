import { describe, expect, it } from 'vitest';
import {
  deliveryDateAllowed,
  earliestDeliveryDate,
  type PlannedLine,
  planMerge,
  planMove,
  shippingFeeCents,
} from './cart-deliveries.ts';

const line = (id: number, shipmentNo: number, variantId: number, quantity: number): PlannedLine => ({
  id,
  shipmentNo,
  variantId,
  quantity,
});

describe('earliest delivery date', () => {
  it('is the latest of the lines’ dates, today when none has one, never before today', () => {
    expect(earliestDeliveryDate('2026-11-26', [])).toBe('2026-11-26');
    expect(earliestDeliveryDate('2026-11-26', [null, null])).toBe('2026-11-26');
    expect(earliestDeliveryDate('2026-11-26', ['2026-12-03', null, '2027-01-02', '2026-12-24'])).toBe(
      '2027-01-02',
    );
    expect(earliestDeliveryDate('2026-11-26', ['2026-11-20'])).toBe('2026-11-26');
  });

  it('allows a wished date from the earliest on, or none', () => {
    expect(deliveryDateAllowed(null, '2026-12-01')).toBe(true);
    expect(deliveryDateAllowed('2026-12-01', '2026-12-01')).toBe(true);
    expect(deliveryDateAllowed('2026-11-30', '2026-12-01')).toBe(false);
  });
});

describe('shipping fee', () => {
  const rule = { feeCents: 4900, freeFromCents: 150_000 };
  it('is the flat fee below the threshold, none from it on, none for an empty cart or without a rule', () => {
    expect(shippingFeeCents(rule, 1)).toBe(4900);
    expect(shippingFeeCents(rule, 149_999)).toBe(4900);
    expect(shippingFeeCents(rule, 150_000)).toBe(0);
    expect(shippingFeeCents(rule, 0)).toBe(0);
    expect(shippingFeeCents(null, 500)).toBe(0);
    expect(shippingFeeCents({ feeCents: 4900, freeFromCents: null }, 10_000_000)).toBe(4900);
  });
});

describe('moving a line', () => {
  const lines = [line(1, 1, 10, 5), line(2, 2, 10, 995), line(3, 1, 11, 3)];

  it('splits part of a line into a delivery without the variant', () => {
    expect(planMove(lines, line(3, 1, 11, 3), 1, 2, 999)).toEqual({
      set: [{ id: 3, quantity: 2 }],
      remove: [],
      create: [{ from: 3, shipmentNo: 2, variantId: 11, quantity: 1 }],
    });
  });

  it('moves all of a line (which keeps it, as a create from a removed line)', () => {
    expect(planMove(lines, line(3, 1, 11, 3), 3, 2, 999)).toEqual({
      set: [],
      remove: [3],
      create: [{ from: 3, shipmentNo: 2, variantId: 11, quantity: 3 }],
    });
  });

  it('adds into the target’s line of the same variant, up to the limit and not beyond', () => {
    expect(planMove(lines, line(1, 1, 10, 5), 4, 2, 999)).toEqual({
      set: [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 999 },
      ],
      remove: [],
      create: [],
    });
    expect(planMove(lines, line(1, 1, 10, 5), 5, 2, 999)).toEqual({ refused: 'quantityLimit' });
  });

  it('refuses more than the line holds and a move into its own delivery', () => {
    expect(planMove(lines, line(1, 1, 10, 5), 6, 3, 999)).toEqual({ refused: 'moveExceedsLine' });
    expect(planMove(lines, line(1, 1, 10, 5), 1, 1, 999)).toEqual({ refused: 'sameDelivery' });
  });
});

describe('merging deliveries', () => {
  it('adds the same variants and moves the others over', () => {
    const lines = [line(1, 1, 10, 5), line(2, 2, 10, 7), line(3, 2, 11, 3), line(4, 3, 12, 1)];
    expect(planMerge(lines, 2, 1, 999)).toEqual({
      set: [{ id: 1, quantity: 12 }],
      remove: [2, 3],
      create: [{ from: 3, shipmentNo: 1, variantId: 11, quantity: 3 }],
    });
  });

  it('refuses the whole merge when any sum passes the limit', () => {
    const lines = [line(1, 1, 10, 5), line(2, 1, 11, 990), line(3, 2, 10, 7), line(4, 2, 11, 10)];
    expect(planMerge(lines, 2, 1, 999)).toEqual({ refused: 'quantityLimit' });
    expect(planMerge(lines, 1, 1, 999)).toEqual({ refused: 'sameDelivery' });
  });

  it('merges an empty delivery as nothing to change', () => {
    expect(planMerge([line(1, 1, 10, 5)], 2, 1, 999)).toEqual({ set: [], remove: [], create: [] });
  });
});
