import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Buyer, requireBuyer } from '../commerce/index.ts';
import type { MarketRow } from '../market/index.ts';
import { getMarket } from '../market/index.ts';
import { guestCartKey } from './guest-key.ts';

/** Whose cart a request works on: an approved buyer's default cart, or an anonymous visitor's guest cart. */
export type GuestOrBuyer =
  | { readonly kind: 'buyer'; readonly buyer: Buyer; readonly market: MarketRow }
  | { readonly kind: 'guest'; readonly cartId: string; readonly market: MarketRow };

/**
 * The owner of the cart a request works on (ADR 0059; the lead folds it into cart-core's resolveCartOwner).
 * Signed in: a buyer as requireBuyer decides (401/403/409), even with a GuestId cookie — a signed-in user who
 * may not buy does not fall back to the guest cart. Anonymous with a guest cart: the guest, in the market of the
 * site language (409 webshop_disabled where it sells nothing online). Anonymous without one: 401, so the page
 * asks to sign in (or to open a guest cart).
 */
export async function guestOrBuyer(ctx: RequestContext): Promise<GuestOrBuyer> {
  if (ctx.customer || !ctx.guestId) {
    const buyer = await requireBuyer(ctx);
    return { kind: 'buyer', buyer, market: buyer.market };
  }
  const cartId = await findGuestCartId(ctx, ctx.guestId);
  if (!cartId) throw new AppError('unauthenticated');
  const market = await getMarket(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  return { kind: 'guest', cartId, market };
}

/** The guest cart opened under `guestId`, if any. */
export async function findGuestCartId(ctx: RequestContext, guestId: string): Promise<string | null> {
  const [cart] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from carts where guest_id = ${guestCartKey(guestId)}`,
  );
  return cart?.id ?? null;
}
