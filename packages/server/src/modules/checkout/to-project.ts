import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { lockOwnerCart } from '../cart/index.ts';
import { createProject } from '../projects/index.ts';
import { requireOrderBuyer } from './order-buyer.ts';
import { refuseSubmit } from './refusal.ts';

/** The operation ToProject's idempotency keys are recorded for: another write than a plain project creation. */
export const CART_TO_PROJECT_OPERATION = 'POST Carts/Default/ToProject';

/**
 * POST Carts/Default/ToProject (shop.md §2, §4; issue 16 point 6): a new project of the company, made the way
 * portal/Projects makes one, holding the cart's lines; the cart stays as it is. A variant in several deliveries
 * becomes one item with their pieces added up (a project has no deliveries), at most 999, with the first note.
 * An empty cart makes no project (409 emptyCart).
 */
export async function saveCartAsProject(
  ctx: RequestContext,
  idempotencyKey: string | undefined,
): Promise<{ Id: number }> {
  const buyer = await requireOrderBuyer(ctx);
  return createProject(ctx, {
    idempotencyKey,
    operation: CART_TO_PROJECT_OPERATION,
    fill: async (tx, project) => {
      // Locked, so a line that an edit is moving is counted once.
      const cart = await lockOwnerCart(tx, buyer);
      const [added] = cart
        ? await queryRows<{ n: number }>(
            tx,
            sql`with inserted as (
                insert into project_items (project_id, variant_id, quantity, note)
                select ${project.id}, variant_id, least(sum(quantity), ${QUANTITY_MAX}),
                  (array_agg(note order by shipment_no, id) filter (where note is not null))[1]
                from cart_lines where cart_id = ${cart.id}
                group by variant_id
                returning 1)
              select count(*)::int as n from inserted`,
          )
        : [];
      if (!added || Number(added.n) === 0) refuseSubmit('emptyCart');
    },
  });
}
