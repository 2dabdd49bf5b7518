/** Attempts before a mail is given up as `failed`: with the delays below, about three hours of trying. */
export const MAX_MAIL_ATTEMPTS = 10;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * How long to wait after failed attempt number `attempts` (1, 2, …): 30 s, 1 min, 2 min … doubling up to an
 * hour, so a short SMTP outage costs little delay and a long one does not hammer the server.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
