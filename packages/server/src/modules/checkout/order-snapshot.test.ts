import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';
import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-snapshot.ts';

describe('order numbers', () => {
  it('pad the sequence to six digits, grow beyond them, and mark quote requests with Q', () => {
    expect(orderNumber('order', 2026, 123)).toBe('AS-2026-000123');
    expect(orderNumber('quoteRequest', 2026, 45)).toBe('AS-Q-2026-000045');
    expect(orderNumber('order', 2027, 1_234_567)).toBe('AS-2027-1234567');
    for (const n of [1, 999_999, 1_000_000])
      expect(orderNumber('order', 2026, n)).toMatch(ORDER_NUMBER_PATTERN);
  });
});
