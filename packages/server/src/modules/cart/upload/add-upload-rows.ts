import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { lineKey, planUploadRows, type ResolvedUploadRow } from '@airshop/domain/commerce/cart-upload-plan';
import type { NumberedRow } from '@airshop/domain/commerce/cart-upload-rows';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/rows.ts';
import type { RequestContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { resolveUploadCodes } from '../../spreadsheets/index.ts';
import type { UploadOwner } from './upload-owner.ts';

type RowError = CartUploadResult['Errors'][number];

/** Thrown inside the transaction when no row fits after all, so that nothing (not even a new cart) is kept. */
class NothingToAdd extends Error {}

/**
 * The caller's cart row, locked for the rest of the transaction: every write of the cart takes this lock first
 * (an add claims the row with an upsert), so the quantities read below stay true until the commit. A buyer's
 * cart is made on the first write, as an add makes it.
 */
async function lockCart(tx: Tx, owner: UploadOwner): Promise<string> {
  const [cart] =
    owner.kind === 'buyer'
      ? await queryRows<{ id: string }>(
          tx,
          sql`insert into carts (user_id, market_id) values (${owner.userId}, ${owner.marketId})
            on conflict (user_id) do update set updated_at = now() returning id`,
        )
      : await queryRows<{ id: string }>(
          tx,
          sql`select id from carts where guest_id = ${owner.guestKey} for update`,
        );
  if (!cart) throw new AppError('unauthenticated');
  return cart.id;
}

/** Every write transaction of a cart counts up its version (ADR 0057), which Status/{a}/{b} compares. */
async function bumpCartVersion(tx: Tx, cartId: string): Promise<void> {
  await tx.execute(sql`update carts set version = version + 1, updated_at = now() where id = ${cartId}`);
}

/**
 * Adds the rows that passed their own checks to the caller's cart: their codes looked up all at once, the rows
 * the catalogue refuses named, and the rest written in one transaction of set-wise statements (the deliveries
 * the file needs, then every line as one upsert). Answers how many rows went in and which were refused.
 */
export async function addUploadRows(
  ctx: RequestContext,
  owner: UploadOwner,
  rows: readonly NumberedRow[],
): Promise<{ added: number; errors: RowError[] }> {
  const { resolved: found, errors, codeOfRow } = await resolveUploadCodes(ctx, owner.marketId, rows);
  const resolved: ResolvedUploadRow[] = found.map((row) => ({
    row: row.row,
    variantId: row.variantId,
    quantity: row.quantity,
    note: row.note,
    delivery: row.delivery,
  }));
  let added = 0;
  if (resolved.length > 0) {
    try {
      await ctx.db.transaction(async (tx) => {
        const cartId = await lockCart(tx, owner);
        const [deliveries] = await queryRows<{ n: number }>(
          tx,
          sql`select coalesce(max(shipment_no), 0)::int as n from cart_deliveries where cart_id = ${cartId}`,
        );
        const lines = await queryRows<{ shipment_no: number; variant_id: number; quantity: number }>(
          tx,
          sql`select shipment_no, variant_id, quantity from cart_lines where cart_id = ${cartId}`,
        );
        const existing = new Map(
          lines.map((line) => [lineKey(Number(line.shipment_no), Number(line.variant_id)), line.quantity]),
        );
        const count = Number(deliveries?.n ?? 0);
        const plan = planUploadRows(resolved, count, existing);
        for (const row of plan.overLimit) {
          errors.push({ Row: row, Code: codeOfRow.get(row) ?? null, Error: 'quantityLimit' });
        }
        if (plan.lines.length === 0) throw new NothingToAdd();
        if (plan.newDeliveries.length > 0) {
          await tx.execute(sql`insert into cart_deliveries (cart_id, shipment_no)
            select ${cartId}, n from generate_series(${count + 1}::int, ${count + plan.newDeliveries.length}::int) as n`);
        }
        const payload = JSON.stringify(
          plan.lines.map((line) => ({
            s: line.shipmentNo,
            v: line.variantId,
            q: line.quantity,
            n: line.note,
          })),
        );
        await tx.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity, note)
          select ${cartId}, x.s, x.v, x.q, x.n from jsonb_to_recordset(${payload}::jsonb)
            as x(s smallint, v bigint, q int, n text)
          on conflict (cart_id, shipment_no, variant_id) do update
            set quantity = cart_lines.quantity + excluded.quantity,
              note = coalesce(excluded.note, cart_lines.note), updated_at = now()`);
        await bumpCartVersion(tx, cartId);
        added = plan.added.length;
      });
    } catch (error) {
      if (!(error instanceof NothingToAdd)) throw error;
    }
  }
  errors.sort((a, b) => a.Row - b.Row);
  return { added, errors };
}
