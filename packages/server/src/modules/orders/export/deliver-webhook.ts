import { createHmac } from 'node:crypto';

/*
 * POSTs an export document to ORDER_WEBHOOK_URL (docs/order-export.md "Signature"): the body signed with an
 * HMAC-SHA256 under ORDER_WEBHOOK_SECRET, so the receiver can tell the shop's orders from anyone else's posts.
 */

export const SIGNATURE_HEADER = 'x-airshop-signature';
export const TIMESTAMP_HEADER = 'x-airshop-timestamp';
export const DELIVERY_HEADER = 'x-airshop-delivery';

/** A receiver that does not answer within this is counted as down; the worker's lease outlasts it. */
export const WEBHOOK_TIMEOUT_MS = 30_000;

/** `sha256=<hex>` of the exact bytes of the body. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** An answer that retrying the same document cannot change (the receiver refuses it): the export fails now. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/**
 * 2xx is delivered. 408, 425, 429 and 5xx, redirects, time-outs and network errors are passing troubles (thrown
 * as Error, retried with back-off); any other 4xx says the receiver will not take this document (thrown as
 * PermanentDeliveryError: retrying would only repeat it; an operator sets the row back to pending once fixed).
 */
export async function postExport(
  { url, secret }: { url: string; secret: string },
  { body, number, now = new Date() }: { body: string; number: string; now?: Date },
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Airshop order export',
      [SIGNATURE_HEADER]: signBody(body, secret),
      [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)),
      // The same for every attempt of one order: a receiver that got it already can tell a repeat.
      [DELIVERY_HEADER]: number,
    },
    // A redirect would carry the signed order elsewhere: not followed, counted as a failure.
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return;
  const message = `receiver answered ${response.status}`;
  const passing =
    response.status >= 500 || [408, 425, 429].includes(response.status) || response.status < 400;
  throw passing ? new Error(message) : new PermanentDeliveryError(message);
}
