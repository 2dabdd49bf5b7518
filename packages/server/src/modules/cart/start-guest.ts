import type { GuestCart } from '@airshop/domain/commerce/cart-checkout';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientNetworkSubject, hitRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { getMarket } from '../market/index.ts';
import { findGuestCartId } from './cart-owner.ts';
import { guestCartKey } from './guest-key.ts';

/**
 * Each opened guest cart is a row anyone may make without an account: enough for an office behind one address,
 * too few to fill the table from one network.
 */
export const GUEST_CART_LIMIT_PER_IP: RateLimit = { name: 'guest-cart:ip', max: 30, windowSeconds: 3600 };

export interface StartGuestCartInput {
  readonly clientIp: string;
  /** Puts a fresh guest id on the visitor's cookie and answers it. */
  readonly issueGuestId: () => string;
}

/**
 * POST Carts/Default/Guest ("request a quote without an account", issue 15 §5): a guest cart in the market of
 * the site language under a new GuestId. Idempotent: a visitor whose GuestId already has a guest cart keeps it
 * and its id. A signed-in user has the account's cart: 409 conflict.
 */
export async function startGuestCart(ctx: RequestContext, input: StartGuestCartInput): Promise<GuestCart> {
  if (ctx.customer) throw new AppError('conflict', 'Signed in: the cart of the account is used.');
  if (ctx.guestId && (await findGuestCartId(ctx, ctx.guestId))) return { GuestId: ctx.guestId };
  const market = await getMarket(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  await hitRateLimit(ctx.db, GUEST_CART_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
  const guestId = input.issueGuestId();
  await ctx.db.execute(
    sql`insert into carts (guest_id, market_id) values (${guestCartKey(guestId)}, ${market.id})`,
  );
  return { GuestId: guestId };
}
