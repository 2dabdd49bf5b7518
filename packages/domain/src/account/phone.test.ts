import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, PHONE_PATTERN, phoneSchema } from './phone.ts';

describe('phone numbers', () => {
  it('take national and international forms with spaces, hyphens and a bracketed area code', () => {
    for (const good of [
      '0701234567',
      '08-123 456',
      '+46 8 123 4567',
      '+468123456',
      '(08) 123-4567',
      '+49 (30) 1234 5678',
      '+36-1-234-5678',
    ]) {
      expect(PHONE_PATTERN.test(good), good).toBe(true);
    }
  });

  it('refuse letters, doubled separators, a short last group and other signs', () => {
    for (const bad of [
      '',
      'phone',
      '08--123456',
      '08 12',
      '+46 8 123 45 6',
      '123.456.789',
      '++46 812345',
      '08 123 456 ',
    ]) {
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('trims, and refuses numbers longer than the limit', () => {
    expect(phoneSchema.parse('  +46 8 123 456  ')).toBe('+46 8 123 456');
    expect(phoneSchema.safeParse(`+46 ${'1'.repeat(PHONE_MAX_LENGTH)}`).success).toBe(false);
  });

  it('answers quickly on long near-misses (no catastrophic backtracking)', () => {
    const started = Date.now();
    expect(PHONE_PATTERN.test(`${'1 '.repeat(5000)}x`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
