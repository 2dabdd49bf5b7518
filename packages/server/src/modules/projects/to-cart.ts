import { MAX_DELIVERIES } from '@airshop/domain/commerce/cart-deliveries';
import type { ProjectRowError, ProjectToCart, ProjectToCartResult } from '@airshop/domain/commerce/projects';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { companyScope, runIdempotent } from '../../platform/idempotency.ts';
import { addUploadRows, refuse } from '../cart/index.ts';
import { findProject, requireCompanyBuyer } from './access.ts';

/*
 * PUT portal/Projects/{id}/ToCart (issue 17 point 2, ADR 0067): the selected quantities of a project's items go
 * into the buyer's cart in one step, by the cart's own bulk path (modules/cart addUploadRows: the catalogue's
 * checks, a line kept within 999, deliveries made as needed, the cart's lock and version) — into the delivery
 * the buyer chose, or a new last one. What could not go is named per item. The items that went have their
 * selection cleared, in the same transaction, so a second click does not add them twice; the project keeps
 * its quantities.
 */

export const TO_CART_OPERATION = 'PUT portal/Projects/{id}/ToCart';

export async function moveProjectToCart(
  ctx: RequestContext,
  id: number,
  input: ProjectToCart,
  idempotencyKey: string | undefined,
): Promise<ProjectToCartResult> {
  const buyer = await requireCompanyBuyer(ctx);
  const write = async (tx: Tx): Promise<ProjectToCartResult> => {
    await findProject({ db: tx }, buyer.companyId, id, { lock: true });
    const items = await queryRows<{
      id: number;
      code: string;
      selected_quantity: number;
      note: string | null;
    }>(
      tx,
      sql`select i.id, v.code, i.selected_quantity, i.note from project_items i
        join variants v on v.id = i.variant_id
        where i.project_id = ${id} and i.selected_quantity > 0 order by i.id`,
    );
    if (items.length === 0) return { Added: 0, ShipmentNo: null, Errors: [] };
    const [cart] = await queryRows<{ n: number }>(
      tx,
      sql`select count(d.shipment_no)::int as n from carts c
        left join cart_deliveries d on d.cart_id = c.id where c.user_id = ${buyer.user.userId}`,
    );
    const count = Number(cart?.n ?? 0);
    // A delivery the cart does not have yet is made as its last, whatever number was asked for.
    const wanted = input.ShipmentNo !== null && input.ShipmentNo <= count ? input.ShipmentNo : count + 1;
    if (wanted > MAX_DELIVERIES) refuse('tooManyDeliveries');
    const rows = items.map((item, index) => ({
      row: index + 1,
      code: item.code,
      quantity: Number(item.selected_quantity),
      note: item.note,
      delivery: wanted,
    }));
    const { added, errors } = await addUploadRows(
      { ...ctx, db: tx },
      { kind: 'buyer', userId: buyer.user.userId, marketId: buyer.market.id },
      rows,
    );
    const refused = new Set(errors.map((error) => error.Row));
    const moved = items.filter((_, index) => !refused.has(index + 1)).map((item) => Number(item.id));
    if (moved.length > 0) {
      await tx.execute(sql`update project_items set selected_quantity = 0
        where id = any(${`{${moved.join(',')}}`}::bigint[])`);
    }
    return {
      Added: added,
      ShipmentNo: added > 0 ? wanted : null,
      Errors: errors.map((error) => {
        const item = items[error.Row - 1];
        return {
          LineItemId: Number(item?.id),
          Code: item?.code ?? error.Code ?? '',
          Error: error.Error as ProjectRowError,
        };
      }),
    };
  };
  if (idempotencyKey === undefined) return ctx.db.transaction(write);
  const { result } = await runIdempotent(
    ctx.db,
    {
      scope: companyScope(buyer.companyId),
      key: idempotencyKey,
      operation: TO_CART_OPERATION,
      request: { id, input },
    },
    write,
  );
  return result;
}
