import { backoffDelayMs } from '../../platform/backoff.ts';

/** Attempts before a mail is given up as `failed`: with the delays below, about three hours of trying. */
export const MAX_MAIL_ATTEMPTS = 10;

/**
 * How long to wait after failed attempt number `attempts` (1, 2, …): 30 s, 1 min, 2 min … doubling up to an
 * hour, so a short SMTP outage costs little delay and a long one does not hammer the server.
 */
export function retryDelayMs(attempts: number): number {
  return backoffDelayMs(attempts, { firstMs: 30_000, longestMs: 60 * 60_000 });
}
