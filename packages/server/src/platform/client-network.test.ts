import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('counts IPv4 per /24, also when the address arrives IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.8')).toBe(clientNetwork('203.0.113.250'));
    expect(clientNetwork('203.0.114.7')).not.toBe(clientNetwork('203.0.113.7'));
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('::FFFF:CB00:7109')).toBe('203.0.113.0/24');
  });

  it('counts IPv6 per /64 in one spelling', () => {
    expect(clientNetwork('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:0:2::1')).not.toBe(clientNetwork('2001:db8:0:1::1'));
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('answers anything that is no address as given', () => {
    expect(clientNetwork(' Unknown ')).toBe('unknown');
  });
});
