import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Buyer, requireBuyer } from '../commerce/index.ts';
import type { MarketRow } from '../market/index.ts';
import { getMarket } from '../market/index.ts';
import { guestCartKey } from './guest-key.ts';

/*
 * Whose cart a request reads or edits (issue 15; ADR 0057). Every cart read and write starts here: the cart is
 * found by its owner, never by an id from the request alone, so another customer's cart cannot be reached.
 */

/** An approved buyer: prices, stock and dates are shown. */
export interface BuyerCartOwner {
  readonly kind: 'buyer';
  readonly buyer: Buyer;
  readonly market: MarketRow;
}

/** An anonymous visitor who opened a guest cart (GuestId cookie): no prices (shop.md §6). */
export interface GuestCartOwner {
  readonly kind: 'guest';
  /** The guest cart's id. */
  readonly cartId: string;
  /** What `carts.guest_id` holds for the visitor's GuestId: its hash, never the cookie (ADR 0059). */
  readonly guestKey: string;
  readonly market: MarketRow;
}

export type CartOwner = BuyerCartOwner | GuestCartOwner;

/**
 * The owner of the request's cart. Signed in: a buyer, or 401/403/409 as requireBuyer() says (a user who may not
 * buy gets 403 even with a GuestId cookie). Anonymous: the guest of the GuestId cookie when it has a guest cart,
 * in the site language's market (409 webshop_disabled when its shop is off); else 401.
 */
export async function resolveCartOwner(ctx: RequestContext): Promise<CartOwner> {
  if (ctx.customer || !ctx.guestId) {
    const buyer = await requireBuyer(ctx);
    return { kind: 'buyer', buyer, market: buyer.market };
  }
  const guestKey = guestCartKey(ctx.guestId);
  const cartId = await findGuestCartId(ctx, ctx.guestId);
  if (!cartId) throw new AppError('unauthenticated');
  const market = await getMarket(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  return { kind: 'guest', cartId, guestKey, market };
}

/** The guest cart opened under `guestId` (the cookie's value), if any. */
export async function findGuestCartId(ctx: RequestContext, guestId: string): Promise<string | null> {
  const [cart] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from carts where guest_id = ${guestCartKey(guestId)}`,
  );
  return cart?.id ?? null;
}

/** The SQL condition that picks the owner's cart (alias-free: `carts` columns). */
export function ownerCondition(owner: CartOwner) {
  return owner.kind === 'buyer'
    ? sql`user_id = ${owner.buyer.user.userId}`
    : sql`guest_id = ${owner.guestKey}`;
}

/** The owner's cart row, as far as a read needs it; undefined when the buyer has none yet. */
export interface CartRow {
  id: string;
  name: string | null;
  version: number;
  market_id: string;
  /** The order being prepared on the cart (ADR 0063); always null on a guest cart. */
  shipping_address_id: string | null;
  order_reference: string | null;
  order_comment: string | null;
}

/** The columns of a CartRow. */
export const CART_ROW_COLUMNS = sql.raw(
  'id, name, version, market_id, shipping_address_id, order_reference, order_comment',
);

export async function findOwnerCart(
  db: RequestContext['db'] | Tx,
  owner: CartOwner,
): Promise<CartRow | undefined> {
  const [row] = await queryRows<CartRow>(
    db,
    sql`select ${CART_ROW_COLUMNS} from carts where ${ownerCondition(owner)}`,
  );
  return row ? { ...row, version: Number(row.version) } : undefined;
}

/**
 * The `:id` of Carts/{id}/…: Default, or the id of the owner's own cart. Any other id — another customer's cart,
 * or one that does not exist — is 404, the same answer, so ids cannot be probed.
 */
export function checkCartId(cart: CartRow | undefined, id: string): void {
  if (id === 'Default') return;
  if (!cart || cart.id !== id) throw new AppError('not_found', 'No such cart');
}

/** checkCartId as an SQL condition on the cart's id column, for a write that checks it in its statement. */
export function cartIdCondition(column: SQL, id: string): SQL {
  return id === 'Default' ? sql`true` : sql`${column}::text = ${id}`;
}
