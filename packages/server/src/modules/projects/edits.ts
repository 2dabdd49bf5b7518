import type {
  DeleteProjectItem,
  ProjectDetail,
  RemoveProjectItems,
  UpdateProject,
  UpdateProjectItem,
} from '@airshop/domain/commerce/projects';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findProject, type ProjectRow, requireCompanyBuyer } from './access.ts';
import { getProjectDetail } from './detail.ts';

/*
 * The project page's writes (ADR 0067): the header, an item, several items, the whole project. Each runs in one
 * transaction that first locks the company's project row (404 when it is not the company's), so edits of one
 * project by colleagues run one after the other, marks the project modified, and answers the project as it is
 * now (the delete answers nothing).
 */

async function editProject(
  ctx: RequestContext,
  id: number,
  edit: (tx: Tx, project: ProjectRow) => Promise<void>,
): Promise<ProjectDetail> {
  const { companyId } = await requireCompanyBuyer(ctx);
  await ctx.db.transaction(async (tx) => {
    const project = await findProject({ db: tx }, companyId, id, { lock: true });
    await edit(tx, project);
    await tx.execute(sql`update projects set modified_at = now() where id = ${id}`);
  });
  return getProjectDetail(ctx, id);
}

/** PATCH portal/Projects/{id}: name, leader, notes; a field left out stays. */
export function updateProject(ctx: RequestContext, id: number, input: UpdateProject): Promise<ProjectDetail> {
  return editProject(ctx, id, async (tx) => {
    const sets = [
      input.Name === undefined ? null : sql`name = ${input.Name}`,
      input.Leader === undefined ? null : sql`leader = ${input.Leader}`,
      input.Notes === undefined ? null : sql`notes = ${input.Notes}`,
    ].filter((set) => set !== null);
    if (sets.length === 0) return;
    await tx.execute(sql`update projects set ${sql.join(sets, sql`, `)} where id = ${id}`);
  });
}

/** DELETE portal/Projects/{id}: the project and its items. */
export async function deleteProject(ctx: RequestContext, id: number): Promise<void> {
  const { companyId } = await requireCompanyBuyer(ctx);
  const gone = await queryRows<{ id: number }>(
    ctx.db,
    sql`delete from projects where id = ${id} and company_id = ${companyId} returning id`,
  );
  if (gone.length === 0) throw new AppError('not_found', `No project ${id}`);
}

/** The item LineItemId of the project, which must be of variant Code; else 404. Locked by the project's lock. */
async function findItem(tx: Tx, projectId: number, lineItemId: number, code: string) {
  const [item] = await queryRows<{ id: number; quantity: number; selected_quantity: number }>(
    tx,
    sql`select i.id, i.quantity, i.selected_quantity from project_items i join variants v on v.id = i.variant_id
      where i.id = ${lineItemId} and i.project_id = ${projectId} and v.code = ${code}`,
  );
  if (!item) throw new AppError('not_found', `No item ${lineItemId} of ${code} in project ${projectId}`);
  return { id: Number(item.id), quantity: Number(item.quantity), selected: Number(item.selected_quantity) };
}

/**
 * PATCH portal/Projects/{id}/Items: note, quantity and/or selected quantity of an item. A selection above the
 * item's quantity (after this change) is 400; a lower quantity lowers the selection with it.
 */
export function updateProjectItem(
  ctx: RequestContext,
  id: number,
  input: UpdateProjectItem,
): Promise<ProjectDetail> {
  return editProject(ctx, id, async (tx) => {
    const item = await findItem(tx, id, input.LineItemId, input.Code);
    const quantity = input.Quantity ?? item.quantity;
    const selected = input.SelectedQuantity ?? Math.min(item.selected, quantity);
    if (selected > quantity) {
      throw new AppError('validation_failed', 'The selected quantity may not pass the quantity.', {
        reason: 'selectedAboveQuantity',
      });
    }
    await tx.execute(sql`update project_items set quantity = ${quantity}, selected_quantity = ${selected}
      ${input.Note === undefined ? sql`` : sql`, note = ${input.Note === '' ? null : input.Note}`}
      where id = ${item.id}`);
  });
}

/** DELETE portal/Projects/{id}/Items */
export function deleteProjectItem(
  ctx: RequestContext,
  id: number,
  input: DeleteProjectItem,
): Promise<ProjectDetail> {
  return editProject(ctx, id, async (tx) => {
    const item = await findItem(tx, id, input.LineItemId, input.Code);
    await tx.execute(sql`delete from project_items where id = ${item.id}`);
  });
}

/**
 * PUT portal/Projects/{id}/Items/Remove: Quantity pieces of each Code off the project (a code named twice counts
 * twice); an item left with none goes, a selection above what is left comes down with it.
 */
export function removeProjectItems(
  ctx: RequestContext,
  id: number,
  input: RemoveProjectItems,
): Promise<ProjectDetail> {
  return editProject(ctx, id, async (tx) => {
    const byCode = new Map<string, number>();
    for (const row of input) byCode.set(row.Code, (byCode.get(row.Code) ?? 0) + row.Quantity);
    const payload = JSON.stringify([...byCode].map(([code, quantity]) => ({ c: code, q: quantity })));
    await tx.execute(sql`with taken as (
        select i.id, i.quantity - x.q as left_over
        from jsonb_to_recordset(${payload}::jsonb) as x(c text, q int)
        join variants v on v.code = x.c
        join project_items i on i.variant_id = v.id and i.project_id = ${id}),
      removed as (delete from project_items where id in (select id from taken where left_over <= 0))
      update project_items i set quantity = t.left_over, selected_quantity = least(i.selected_quantity, t.left_over)
        from taken t where i.id = t.id and t.left_over > 0`);
  });
}
