/**
 * How long an outbox waits after failed attempt number `attempts` (1, 2, …): `firstMs`, then doubling up to
 * `longestMs`, so a short outage of the receiver costs little delay and a long one is not hammered.
 */
export function backoffDelayMs(
  attempts: number,
  { firstMs, longestMs }: { firstMs: number; longestMs: number },
) {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), longestMs);
}
