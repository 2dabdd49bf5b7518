import { describe, expect, it } from 'vitest';
import { normalizeSerialNumber, unitOrderPagePath, unitPagePath } from './serial-number.ts';

describe('normalizeSerialNumber', () => {
  it('drops case, spaces, dashes, dots, slashes and underscores', () => {
    for (const typed of ['RX23J01231', 'rx-23j 01231', ' RX–23J–01231 ', 'rx.23j/01231', 'RX_23J_01231']) {
      expect(normalizeSerialNumber(typed), typed).toBe('RX23J01231');
    }
  });

  it('refuses what is no serial: other characters, fewer than 4 or more than 30 letters and digits', () => {
    expect(normalizeSerialNumber('RX23J0123!')).toBeUndefined();
    expect(normalizeSerialNumber('ÄÖ1234')).toBeUndefined();
    expect(normalizeSerialNumber('A-1-2')).toBeUndefined();
    expect(normalizeSerialNumber('ABCD')).toBe('ABCD');
    expect(normalizeSerialNumber('X'.repeat(30))).toBe('X'.repeat(30));
    expect(normalizeSerialNumber('X'.repeat(31))).toBeUndefined();
    expect(normalizeSerialNumber(`${'-'.repeat(57)}ABCD`)).toBeUndefined();
  });

  it('builds the after-sales paths', () => {
    expect(unitPagePath('de', 'RX23J01231')).toBe('/de/after-sales/serial-number/RX23J01231');
    expect(unitOrderPagePath('en', 'SO-104106', 'RX23J01231')).toBe(
      '/en/after-sales/orders/SO-104106?serial=RX23J01231',
    );
  });
});
