import { BlockList, isIPv4, isIPv6 } from 'node:net';

/*
 * Which peers may tell us who the client is (`X-Forwarded-For`) and which request id to log (`X-Request-Id`):
 * only the proxies the operator lists in TRUST_PROXY. Trusting every peer let any client pick its own rate-limit
 * bucket by sending a made-up `X-Forwarded-For`.
 */

/** One entry of TRUST_PROXY: an IPv4/IPv6 address or a network in CIDR notation. */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= family;
}

/** `::ffff:10.0.0.1` (how a dual-stack socket reports an IPv4 peer) counts as `10.0.0.1`. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIPv4(lower.slice(7)) ? lower.slice(7) : lower;
}

/** A predicate answering whether a peer address is one of the configured proxies (entries checked by config). */
export function trustedProxyCheck(entries: readonly string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const plain = unmapped(address);
    const type = isIPv4(plain) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(plain, type);
    else list.addSubnet(plain, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = unmapped(address);
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    return isIPv6(plain) && list.check(plain, 'ipv6');
  };
}
