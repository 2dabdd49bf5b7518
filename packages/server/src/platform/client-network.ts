import { isIPv4, isIPv6 } from 'node:net';

/*
 * Rate limits count a client network, not one address (quality.md, "Rate limits count IPv4 per /24 and IPv6 per
 * /64"): a client that owns one address usually owns its neighbours too (an IPv6 host gets a whole /64), so
 * counting single addresses gave every neighbouring address a fresh budget.
 */

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail converted), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0] ?? '';
  const v4Tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1] && v4Tail[2]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail[2].split('.').map(Number);
    text = `${v4Tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 ? groups : undefined;
}

/**
 * The network a client address belongs to, as rate limits count it: `203.0.113.0/24` for IPv4 (also when it
 * arrives IPv4-mapped, `::ffff:203.0.113.7`), `2001:db8:0:1::/64` for IPv6. Anything else is answered as given.
 */
export function clientNetwork(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (isIPv4(trimmed)) return `${trimmed.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
