import type {
  QuickPickError,
  QuickPickUpdate,
  QuickPickUpdateResult,
} from '@airshop/domain/commerce/quick-pick';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { type CartOwner, type CartRow, writeCart } from '../cart/index.ts';
import { findBuyableVariants } from '../commerce/index.ts';
import { checkMarket } from './list.ts';

/*
 * PUT Qp/UpdateCart (ADR 0069): each code's quantity over all deliveries becomes the one asked for.
 *
 * - Not in the cart: a line in delivery 1 (made when the cart has none), where every add goes.
 * - More than now: the code's line in its first delivery grows (it stays ≤ 999, as the whole does).
 * - Less: the lines shrink from the last delivery back, a line that reaches 0 goes; 0 removes every line.
 * - Growing or adding needs the variant to be buyable now; shrinking and removing never do (a buyer can always
 *   take out what can no longer be ordered). A refused code keeps its quantity and is named.
 *
 * All of it runs in one cart write (writeCart: the cart's row locked and its version bumped first), so two calls
 * at once run one after the other and each sets what it asked for; nothing changed rolls the version back.
 */

/** Thrown inside the transaction when nothing changes, so the version is not bumped for nothing. */
class NothingChanged extends Error {}

interface LineRow {
  id: number;
  shipment_no: number;
  variant_id: number;
  quantity: number;
}

interface Plan {
  updates: { id: number; q: number }[];
  deletes: number[];
  inserts: { v: number; q: number }[];
}

/** What to write for one code: from its lines (in delivery order) and the wanted total. */
export function planQuantity(lines: readonly LineRow[], variantId: number, wanted: number, plan: Plan): void {
  const current = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (wanted === current) return;
  const [first] = lines;
  if (wanted > current) {
    if (first) plan.updates.push({ id: first.id, q: first.quantity + wanted - current });
    else plan.inserts.push({ v: variantId, q: wanted });
    return;
  }
  let remove = current - wanted;
  for (const line of [...lines].reverse()) {
    if (remove === 0) break;
    if (line.quantity <= remove) {
      plan.deletes.push(line.id);
      remove -= line.quantity;
    } else {
      plan.updates.push({ id: line.id, q: line.quantity - remove });
      remove = 0;
    }
  }
}

export async function updateQuickPickCart(
  ctx: RequestContext,
  owner: CartOwner,
  input: QuickPickUpdate,
): Promise<QuickPickUpdateResult> {
  checkMarket(owner, input.Market);
  const codes = input.Products.map((product) => product.Code);
  const variants = await queryRows<{ id: number; code: string }>(
    ctx.db,
    sql`select id, code from variants
      where code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  const variantOf = new Map(variants.map((row) => [row.code, Number(row.id)]));
  const lookups = await findBuyableVariants(ctx, owner.market.id, codes);
  const errors: { Code: string; Error: QuickPickError }[] = [];
  const quantities = new Map<string, number>();
  let changed = 0;

  const change = async (tx: Tx, cart: CartRow) => {
    const ids = [...variantOf.values()];
    const lines = await queryRows<LineRow>(
      tx,
      sql`select id, shipment_no, variant_id, quantity from cart_lines
        where cart_id = ${cart.id} and variant_id = any(${`{${ids.join(',')}}`}::bigint[])
        order by shipment_no`,
    );
    const linesOf = new Map<number, LineRow[]>();
    for (const line of lines) {
      const row = {
        ...line,
        id: Number(line.id),
        variant_id: Number(line.variant_id),
        quantity: Number(line.quantity),
      };
      linesOf.set(row.variant_id, [...(linesOf.get(row.variant_id) ?? []), row]);
    }
    const plan: Plan = { updates: [], deletes: [], inserts: [] };
    for (const product of input.Products) {
      const variantId = variantOf.get(product.Code);
      if (variantId === undefined) {
        errors.push({ Code: product.Code, Error: 'unknownCode' });
        continue;
      }
      const own = linesOf.get(variantId) ?? [];
      const current = own.reduce((sum, line) => sum + line.quantity, 0);
      quantities.set(product.Code, current);
      if (product.Quantity === current) continue;
      const lookup = lookups.get(product.Code);
      if (product.Quantity > current && (!lookup || 'refused' in lookup)) {
        errors.push({
          Code: product.Code,
          Error: lookup && 'refused' in lookup ? lookup.refused : 'unknownCode',
        });
        continue;
      }
      planQuantity(own, variantId, product.Quantity, plan);
      quantities.set(product.Code, product.Quantity);
      changed += 1;
    }
    if (changed === 0) throw new NothingChanged();
    if (plan.deletes.length > 0) {
      await tx.execute(
        sql`delete from cart_lines where cart_id = ${cart.id} and id = any(${`{${plan.deletes.join(',')}}`}::bigint[])`,
      );
    }
    if (plan.updates.length > 0) {
      await tx.execute(sql`update cart_lines l set quantity = x.q, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(plan.updates)}::jsonb) as x(id bigint, q int)
        where l.id = x.id and l.cart_id = ${cart.id}`);
    }
    if (plan.inserts.length > 0) {
      await tx.execute(sql`insert into cart_deliveries (cart_id, shipment_no) values (${cart.id}, 1)
        on conflict do nothing`);
      await tx.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity)
        select ${cart.id}, 1, x.v, x.q from jsonb_to_recordset(${JSON.stringify(plan.inserts)}::jsonb)
          as x(v bigint, q int)`);
    }
  };

  try {
    await writeCart(ctx, owner, change, async () => undefined, { create: true });
  } catch (error) {
    if (!(error instanceof NothingChanged)) throw error;
    changed = 0;
  }
  const status = errors.length === 0 ? 'success' : changed > 0 ? 'warning' : 'error';
  return {
    Status: status,
    Changed: changed,
    Products: input.Products.map((product) => ({
      Code: product.Code,
      Quantity: quantities.get(product.Code) ?? 0,
    })),
    Errors: errors,
  };
}
