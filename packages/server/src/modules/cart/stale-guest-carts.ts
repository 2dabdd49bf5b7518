import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * A guest cart nobody changed for this long is abandoned (ADR 0066): its visitor never signed in to take it over
 * nor sent it. The GuestId cookie lives a year; a quote request is rarely prepared over more than weeks.
 */
export const GUEST_CART_RETENTION_DAYS = 90;

/** Removes abandoned guest carts (their deliveries and lines go with them): the housekeeping sweep's part. */
export async function deleteStaleGuestCarts(db: Db): Promise<number> {
  const gone = await queryRows<{ id: string }>(
    db,
    sql`delete from carts
      where guest_id is not null and updated_at < now() - make_interval(days => ${GUEST_CART_RETENTION_DAYS})
      returning id`,
  );
  return gone.length;
}
