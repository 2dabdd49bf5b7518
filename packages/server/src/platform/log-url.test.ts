import { describe, expect, it } from 'vitest';
import { urlForLog } from './log-url.ts';

describe('urlForLog', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    const token = 'A'.repeat(43);
    expect(urlForLog(`/en/account/password-reset/complete?token=${token}`)).toBe(
      '/en/account/password-reset/complete?token=[redacted]',
    );
    expect(urlForLog(`/x?code=RX100&Token=${token}&page=2`)).toBe('/x?code=RX100&Token=[redacted]&page=2');
    expect(urlForLog(`/x?%74oken=${token}`)).toBe('/x?%74oken=[redacted]');
    expect(urlForLog('/x?password=hunter2&secret=s')).toBe('/x?password=[redacted]&secret=[redacted]');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(urlForLog('/en/products/rotary?code=RX100-04LE&hidePrice=1')).toBe(
      '/en/products/rotary?code=RX100-04LE&hidePrice=1',
    );
    expect(urlForLog('/api/health')).toBe('/api/health');
    expect(urlForLog('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
