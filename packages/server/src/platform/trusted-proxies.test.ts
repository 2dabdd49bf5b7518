import { describe, expect, it } from 'vitest';
import { isProxyEntry, trustedProxyCheck } from './trusted-proxies.ts';

describe('trusted proxies', () => {
  it('accepts addresses and CIDR networks only', () => {
    for (const entry of ['10.0.0.2', '10.1.0.0/16', '::1', '2001:db8::/48', '0.0.0.0/0']) {
      expect(isProxyEntry(entry), entry).toBe(true);
    }
    for (const entry of ['true', 'loopback', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/1', '10.0.0.0/']) {
      expect(isProxyEntry(entry), entry).toBe(false);
    }
  });

  it('trusts exactly the listed addresses and networks, however the socket spells them', () => {
    const trusted = trustedProxyCheck(['10.0.0.2', '10.1.0.0/16', '2001:db8::/48']);
    expect(trusted('10.0.0.2')).toBe(true);
    expect(trusted('::ffff:10.0.0.2')).toBe(true);
    expect(trusted('10.0.0.3')).toBe(false);
    expect(trusted('10.1.200.9')).toBe(true);
    expect(trusted('10.2.0.1')).toBe(false);
    expect(trusted('2001:db8:0:ffff::1')).toBe(true);
    expect(trusted('2001:db9::1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trusted('not an address')).toBe(false);
  });

  it('trusts nobody without a list', () => {
    expect(trustedProxyCheck([])('127.0.0.1')).toBe(false);
  });
});
