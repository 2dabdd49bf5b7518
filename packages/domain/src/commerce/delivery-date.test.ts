import { describe, expect, it } from 'vitest';
import { deliveryDate, formatDisplayDate, leadTimeFor, localIsoDate } from './delivery-date.ts';

const bands = [
  { MaxQuantity: 5, Days: 3 },
  { MaxQuantity: 50, Days: 14 },
  { MaxQuantity: 999, Days: 42 },
];

describe('the delivery date', () => {
  it('is today plus the Days of the first band covering the quantity', () => {
    expect(deliveryDate('2026-11-22', bands, 1)).toBe('2026-11-25');
    expect(deliveryDate('2026-11-22', bands, 5)).toBe('2026-11-25');
    expect(deliveryDate('2026-11-22', bands, 6)).toBe('2026-12-06');
    expect(deliveryDate('2026-11-22', bands, 999)).toBe('2027-01-03');
  });

  it('takes the first covering band in the given order, not the smallest', () => {
    expect(leadTimeFor([{ MaxQuantity: 100, Days: 9 }, ...bands], 2)?.Days).toBe(9);
  });

  it('is null when no band covers the quantity, there are no bands, or today is no date', () => {
    expect(deliveryDate('2026-11-22', [{ MaxQuantity: 5, Days: 3 }], 6)).toBeNull();
    expect(deliveryDate('2026-11-22', [], 1)).toBeNull();
    expect(deliveryDate('22.11.2026', bands, 1)).toBeNull();
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(deliveryDate('2028-02-27', [{ MaxQuantity: 9, Days: 2 }], 1)).toBe('2028-02-29');
    expect(deliveryDate('2026-12-31', [{ MaxQuantity: 9, Days: 1 }], 1)).toBe('2027-01-01');
    expect(deliveryDate('2026-11-22', [{ MaxQuantity: 9, Days: 0 }], 1)).toBe('2026-11-22');
  });
});

describe('localIsoDate', () => {
  it('writes the local calendar day with leading zeros', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 24, 0, 0))).toBe('2026-11-24');
  });
});

describe('formatDisplayDate', () => {
  it('writes the short localised date of the day given, whatever the time zone', () => {
    expect(formatDisplayDate('2026-12-12', 'en')).toBe('Dec 12, 2026');
    expect(formatDisplayDate('2026-12-12', 'de')).toBe('12.12.2026');
    expect(formatDisplayDate('2027-01-01', 'sv')).toBe('1 jan. 2027');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatDisplayDate('soon', 'en')).toBe('soon');
  });
});
