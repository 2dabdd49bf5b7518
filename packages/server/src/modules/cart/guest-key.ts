import { createHash } from 'node:crypto';

/**
 * What `carts.guest_id` holds for a GuestId cookie: its SHA-256 (base64url). The cookie is a bearer secret, like
 * a session token; a copy of the table (a backup, a log of a query) must not open anyone's cart (ADR 0059).
 * 128 random bits need no salt or slow hash: nobody can guess one to try.
 */
export function guestCartKey(guestId: string): string {
  return createHash('sha256').update(guestId).digest('base64url');
}
