import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.ts';
import type { RequestContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireBuyer } from '../../commerce/index.ts';
import { getMarket } from '../../market/index.ts';

/** Whose cart an upload fills, and the market whose catalogue rules apply. */
export type UploadOwner =
  | { kind: 'buyer'; userId: string; marketId: string }
  | { kind: 'guest'; guestId: string; marketId: string };

/**
 * The caller's cart, as the cart's shared rule says (issue 15): a buyer through commerce's requireBuyer (401 /
 * 403 / 409 webshop_disabled), else the guest cart of the GuestId cookie in the market of the site language,
 * else 401. A signed-in user who may not buy is refused even with a GuestId cookie.
 *
 * Local until the branches meet: at the merge this becomes cart-core's resolveCartOwner(ctx).
 */
export async function uploadOwner(ctx: RequestContext): Promise<UploadOwner> {
  if (ctx.customer || !ctx.guestId) {
    const { user, market } = await requireBuyer(ctx);
    return { kind: 'buyer', userId: user.userId, marketId: market.id };
  }
  const [cart] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from carts where guest_id = ${ctx.guestId}`,
  );
  if (!cart) throw new AppError('unauthenticated');
  const market = await getMarket(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  return { kind: 'guest', guestId: ctx.guestId, marketId: market.id };
}
