import type {
  BulkProjectItems,
  BulkProjectItemsResult,
  ProjectRowError,
} from '@airshop/domain/commerce/projects';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { companyScope, runIdempotent } from '../../platform/idempotency.ts';
import { findBuyableVariants } from '../commerce/index.ts';
import { findProject, requireCompanyBuyer } from './access.ts';
import { createProjectWith } from './service.ts';

/*
 * PUT portal/Projects/{id}/Items/Bulk (shop.md §4 "Bulk add", ADR 0067): every row is looked up at once; the rows
 * the catalogue refuses are named, the others go in as one set-wise upsert under the project's lock, each item
 * kept within 999 (a row that would pass it is refused, the rows before it kept). With id 0 a project is made
 * first, in the same transaction — and not at all when no row can go in.
 */

type RowError = BulkProjectItemsResult['Errors'][number];

/** Thrown inside a new project's transaction when no row can go in, so no empty project is left behind. */
class NothingToAdd extends Error {
  constructor(readonly errors: RowError[]) {
    super('nothing to add');
  }
}

interface ResolvedRow {
  readonly row: number;
  readonly code: string;
  readonly variantId: number;
  readonly quantity: number;
  readonly note: string | null;
}

export const BULK_OPERATION = 'PUT portal/Projects/{id}/Items/Bulk';

function statusOf(added: number, errors: readonly RowError[]): BulkProjectItemsResult['Status'] {
  if (added === 0) return 'error';
  return errors.length > 0 ? 'warning' : 'success';
}

export async function bulkAddToProject(
  ctx: RequestContext,
  id: number,
  items: BulkProjectItems,
  idempotencyKey: string | undefined,
): Promise<BulkProjectItemsResult> {
  const buyer = await requireCompanyBuyer(ctx);
  const marketId = id === 0 ? buyer.market.id : (await findProject(ctx, buyer.companyId, id)).marketId;
  const lookups = await findBuyableVariants(
    ctx,
    marketId,
    items.map((item) => item.Code),
  );
  const refused: RowError[] = [];
  const resolved: ResolvedRow[] = [];
  items.forEach((item, index) => {
    const lookup = lookups.get(item.Code);
    const row = index + 1;
    if (!lookup || 'refused' in lookup) {
      refused.push({
        Row: row,
        Code: item.Code,
        Error: (lookup?.refused ?? 'unknownCode') as ProjectRowError,
      });
      return;
    }
    resolved.push({
      row,
      code: item.Code,
      variantId: lookup.variantId,
      quantity: item.Quantity,
      note: item.Note?.trim() ? item.Note : null,
    });
  });

  const fill = async (tx: Tx, projectId: number): Promise<BulkProjectItemsResult> => {
    const { added, overLimit } = await addRows(tx, projectId, resolved);
    const errors = [...refused, ...overLimit].sort((a, b) => a.Row - b.Row);
    return { Status: statusOf(added, errors), ProjectId: projectId, Added: added, Errors: errors };
  };
  const request = { id, items };

  if (id === 0) {
    try {
      return await createProjectWith(ctx, {
        idempotencyKey,
        operation: BULK_OPERATION,
        request,
        fill: async (tx, project) => {
          const result = await fill(tx, project.id);
          if (result.Added === 0) throw new NothingToAdd(result.Errors);
          return result;
        },
      });
    } catch (error) {
      if (!(error instanceof NothingToAdd)) throw error;
      return { Status: 'error', ProjectId: null, Added: 0, Errors: error.errors };
    }
  }
  const write = async (tx: Tx) => {
    await findProject({ db: tx }, buyer.companyId, id, { lock: true });
    const result = await fill(tx, id);
    if (result.Added > 0) await tx.execute(sql`update projects set modified_at = now() where id = ${id}`);
    return result;
  };
  if (idempotencyKey === undefined) return ctx.db.transaction(write);
  const { result } = await runIdempotent(
    ctx.db,
    { scope: companyScope(buyer.companyId), key: idempotencyKey, operation: BULK_OPERATION, request },
    write,
  );
  return result;
}

/**
 * Adds the resolved rows to the locked project: the items' quantities read once, each row taken in order while its
 * item stays within 999, then every item written by one upsert (a note replaces the item's only when given).
 */
async function addRows(
  tx: Tx,
  projectId: number,
  rows: readonly ResolvedRow[],
): Promise<{ added: number; overLimit: RowError[] }> {
  if (rows.length === 0) return { added: 0, overLimit: [] };
  const existing = await queryRows<{ variant_id: number; quantity: number }>(
    tx,
    sql`select variant_id, quantity from project_items where project_id = ${projectId}`,
  );
  const quantities = new Map(existing.map((item) => [Number(item.variant_id), Number(item.quantity)]));
  const planned = new Map<number, { quantity: number; note: string | null }>();
  const overLimit: RowError[] = [];
  let added = 0;
  for (const row of rows) {
    const before = quantities.get(row.variantId) ?? 0;
    if (before + row.quantity > QUANTITY_MAX) {
      overLimit.push({ Row: row.row, Code: row.code, Error: 'quantityLimit' });
      continue;
    }
    quantities.set(row.variantId, before + row.quantity);
    const plan = planned.get(row.variantId) ?? { quantity: 0, note: null };
    planned.set(row.variantId, { quantity: plan.quantity + row.quantity, note: row.note ?? plan.note });
    added += 1;
  }
  if (planned.size > 0) {
    const payload = JSON.stringify([...planned].map(([v, plan]) => ({ v, q: plan.quantity, n: plan.note })));
    await tx.execute(sql`insert into project_items (project_id, variant_id, quantity, note)
      select ${projectId}, x.v, x.q, x.n from jsonb_to_recordset(${payload}::jsonb) as x(v bigint, q int, n text)
      on conflict (project_id, variant_id) do update
        set quantity = project_items.quantity + excluded.quantity,
          note = coalesce(excluded.note, project_items.note)`);
  }
  return { added, overLimit };
}
