import { CUSTOM_MESSAGE_HEADER } from '@airshop/domain/commerce/add-item';
import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { CartEditRefusal } from '@airshop/domain/commerce/cart-edits';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  CART_ROW_COLUMNS,
  type CartOwner,
  type CartRow,
  findOwnerCart,
  ownerCondition,
} from './cart-owner.ts';

/*
 * How every cart write runs (ADR 0057, 0062): one transaction whose first statement grows the owner's cart's
 * version by one, which also locks its row, so concurrent writes of one cart run one after the other and each
 * sees the others' lines; then the change (a refusal rolls the version back with it); and the answer is the
 * cart as it now is.
 */

/** Locks a cart's row until the transaction ends. */
export async function lockCart(tx: Tx, cartId: string): Promise<void> {
  await tx.execute(sql`select id from carts where id = ${cartId} for update`);
}

/** A valid write the cart cannot carry out: 409 with details.reason (and x-custom-message); nothing changed. */
export function refuse(reason: CartEditRefusal, message?: string): never {
  throw new AppError('conflict', message ?? `The cart cannot do this: ${reason}`, { reason });
}

/** Puts a refusal's reason in x-custom-message (shop.md §8) before the error goes on to the error mapper. */
export function markRefusal(reply: FastifyReply, error: unknown): void {
  if (!(error instanceof AppError) || error.code !== 'conflict') return;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string') reply.header(CUSTOM_MESSAGE_HEADER, reason);
}

/** The owner's cart row, locked until the transaction ends, its version unchanged; undefined when there is none. */
export async function lockOwnerCart(tx: Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await queryRows<CartRow>(
    tx,
    sql`select ${CART_ROW_COLUMNS} from carts where ${ownerCondition(owner)} for update`,
  );
  return row ? { ...row, version: Number(row.version) } : undefined;
}

/**
 * Grows the version of the owner's cart by one and locks its row (an update locks the rows it changes, as
 * `select … for update` would: one statement instead of two). Its row as it now is; undefined when there is none.
 */
async function bumpOwnerCart(tx: Tx, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await queryRows<CartRow>(tx, bumpStatement(owner));
  return row ? { ...row, version: Number(row.version) } : undefined;
}

function bumpStatement(owner: CartOwner) {
  return sql`update carts set version = version + 1, updated_at = now() where ${ownerCondition(owner)}
    returning ${CART_ROW_COLUMNS}`;
}

/** Makes the buyer's cart (a guest's exists already: the guest owner is the one who has it), locked. */
async function createOwnerCart(tx: Tx, owner: CartOwner): Promise<CartRow> {
  if (owner.kind === 'guest') throw new AppError('not_found', 'No such cart');
  await tx.execute(
    sql`insert into carts (user_id, market_id) values (${owner.buyer.user.userId}, ${owner.market.id})
      on conflict (user_id) do nothing`,
  );
  // Made here, or by a concurrent write meanwhile: either way there is one now, which the bump locks.
  const row = await bumpOwnerCart(tx, owner);
  if (!row) throw new AppError('internal');
  return row;
}

export interface CartWriteOptions {
  /** Make the buyer's cart when there is none (an empty cart's first delivery); else no cart is 404. */
  readonly create?: boolean;
  /** Answered instead of 404 when there is no cart and nothing to do (emptying an empty cart). */
  readonly noCart?: 'empty';
}

/**
 * Runs `change` on the owner's locked cart in one transaction and bumps its version. `change` throws a refusal
 * (or 404) to leave everything as it was. Answers with `read` of the changed cart, after the commit.
 */
export async function writeCart<Answer = CartCheckout>(
  ctx: RequestContext,
  owner: CartOwner,
  change: (tx: Tx, cart: CartRow) => Promise<void>,
  read: (ctx: RequestContext, owner: CartOwner) => Promise<Answer>,
  options: CartWriteOptions = {},
): Promise<Answer> {
  await ctx.db.transaction(async (tx) => {
    let cart = await bumpOwnerCart(tx, owner);
    if (!cart) {
      if (options.noCart === 'empty') return;
      if (!options.create) throw new AppError('not_found', 'No such cart');
      cart = await createOwnerCart(tx, owner);
    }
    await change(tx, cart);
  });
  return read(ctx, owner);
}

/**
 * writeCart for a change that can be one statement (a line's quantity or note): the bump is its CTE `bumped` (the
 * cart's row, CART_ROW_COLUMNS), from which the change reads the cart's id. One round trip bumps,
 * locks the cart's row before any line's — the order of every write, since no line row comes out of the join
 * before the cart's row has — and changes. When it changes no row, `change` runs as writeCart would run it, on
 * the cart now bumped and locked: it throws why (a refusal or 404), or finds what a concurrent write committed
 * while the statement waited for the lock. An owner without a cart is 404. The statement must not change the
 * cart's own row: PostgreSQL would skip a row the CTE already changed in the same statement.
 */
export async function writeCartInOneStatement(
  ctx: RequestContext,
  owner: CartOwner,
  statement: (bumped: SQL) => SQL,
  change: (tx: Tx, cart: CartRow) => Promise<void>,
  read: (ctx: RequestContext, owner: CartOwner) => Promise<CartCheckout>,
): Promise<CartCheckout> {
  await ctx.db.transaction(async (tx) => {
    const changed = await queryRows(
      tx,
      sql`with bumped as (${bumpStatement(owner)}) ${statement(sql`bumped`)}`,
    );
    if (changed.length > 0) return;
    const cart = await findOwnerCart(tx, owner);
    if (!cart) throw new AppError('not_found', 'No such cart');
    await change(tx, cart);
  });
  return read(ctx, owner);
}
