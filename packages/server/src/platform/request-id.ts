import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy's request id may look like: visible ASCII, short; anything else would end up in every log line. */
const FORWARDED_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Request ids for the logs and the `X-Request-Id` answer. A proxy's `X-Request-Id` is adopted only when the
 * request comes from a configured proxy (TRUST_PROXY): from anyone else it would let a client write what it
 * likes into our logs and make its requests look like someone else's. Otherwise ids are unique across
 * processes: a random prefix per process and a counter (a UUID per request cost a measurable share of the
 * cheapest routes, bench/ floor).
 */
export function requestIdGenerator(
  isTrustedProxy: (address: string | undefined) => boolean,
): (request: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  return (request) => {
    const forwarded = request.headers['x-request-id'];
    if (
      typeof forwarded === 'string' &&
      FORWARDED_ID.test(forwarded) &&
      isTrustedProxy(request.socket.remoteAddress)
    ) {
      return forwarded;
    }
    return `${prefix}-${(counter++).toString(36)}`;
  };
}
