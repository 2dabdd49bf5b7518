import type { AddItemError } from '@airshop/domain/commerce/cart';
import {
  type AddProjectItem,
  type AddProjectItemResult,
  DEFAULT_PROJECT_NAME_KEY,
  defaultProjectName,
  type ProjectSelector,
  type ProjectWidget,
} from '@airshop/domain/commerce/projects';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { companyScope, runIdempotent } from '../../platform/idempotency.ts';
import { findBuyableVariant } from '../commerce/index.ts';
import { loadPageTranslations } from '../i18n/index.ts';
import { findProject, requireCompanyBuyer } from './access.ts';
import { getProjectDetail } from './detail.ts';

/*
 * portal/Projects for the product page (issue 6 §5; ADR 0025). Projects belong to the buyer's company: every
 * read and write filters by it, so another company's project id is simply not found (404).
 */

export async function listProjectSelector(ctx: RequestContext): Promise<ProjectSelector> {
  const { companyId } = await requireCompanyBuyer(ctx);
  const rows = await queryRows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, name from projects where company_id = ${companyId} order by modified_at desc, id desc`,
  );
  return rows.map((row) => ({ Id: Number(row.id), Name: row.name }));
}

/** The operation a project creation's idempotency key is recorded for (migration 0011 moves the old keys to it). */
export const CREATE_PROJECT_OPERATION = 'POST portal/Projects';

export interface CreateProjectOptions {
  readonly idempotencyKey?: string | undefined;
  /** The write the key is recorded for, when it is not the plain creation (saving a cart as a project). */
  readonly operation?: string;
  /** Fills the new project in the creation's transaction (a cart's lines); it may throw to make nothing. */
  readonly fill?: (tx: Tx, project: { id: number; marketId: string }) => Promise<void>;
}

/**
 * A new project in the buyer's market, led by the buyer and named "Project N" in the request's language
 * (the first number no project of the company carries), empty unless `fill` puts items in. With an idempotency
 * key, a repeat of the company's request answers the project it made instead of making a second one
 * (platform/idempotency.ts, ADR 0036, 0051).
 */
export async function createProject(
  ctx: RequestContext,
  { idempotencyKey, operation = CREATE_PROJECT_OPERATION, fill }: CreateProjectOptions = {},
): Promise<{ Id: number }> {
  return createProjectWith(ctx, {
    idempotencyKey,
    operation,
    request: undefined,
    fill: async (tx, project) => {
      await fill?.(tx, project);
      return { Id: project.id };
    },
  });
}

export interface CreateProjectWithOptions<T> {
  readonly idempotencyKey: string | undefined;
  readonly operation: string;
  /** What the client sent that decides the answer (for the key's fingerprint). */
  readonly request: unknown;
  /** Fills the new project and makes the answer, in the creation's transaction; it may throw to make nothing. */
  readonly fill: (tx: Tx, project: { id: number; marketId: string }) => Promise<T>;
}

/** createProject whose filling makes the answer (a bulk add's rows), stored with an idempotency key as a whole. */
export async function createProjectWith<T>(
  ctx: RequestContext,
  { idempotencyKey, operation, request, fill }: CreateProjectWithOptions<T>,
): Promise<T> {
  const { user, market, companyId } = await requireCompanyBuyer(ctx);
  const template = await defaultNameTemplate(ctx);
  const create = async (tx: Tx): Promise<T> => {
    // The company row serialises the company's creations: each sees every project made before it, so parallel
    // requests never share a number.
    await tx.execute(sql`select id from companies where id = ${companyId} for update`);
    const names = await queryRows<{ name: string }>(
      tx,
      sql`select name from projects where company_id = ${companyId}`,
    );
    const name = defaultProjectName(
      template,
      names.map((row) => row.name),
    );
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into projects (company_id, created_by, market_id, name, leader)
        values (${companyId}, ${user.userId}, ${market.id}, ${name}, ${user.name})
        returning id`,
    );
    return fill(tx, { id: Number(row?.id), marketId: market.id });
  };
  if (idempotencyKey === undefined) return ctx.db.transaction(create);
  const { result } = await runIdempotent(
    ctx.db,
    { scope: companyScope(companyId), key: idempotencyKey, operation, request },
    create,
  );
  return result;
}

/** "Project {number}" in the request's language (English when the locale lacks it). */
async function defaultNameTemplate(ctx: RequestContext): Promise<string> {
  const texts = await loadPageTranslations(ctx.db, ctx.locale, 'shared');
  const text = texts.find((entry) => entry.Id === DEFAULT_PROJECT_NAME_KEY)?.Text;
  return text?.includes('{number}') ? text : 'Project {number}';
}

/**
 * PUT portal/Projects/{id}/Items: adds to the item of that variant (one upsert, kept within 999) and marks the
 * project modified. The project must be the company's (else 404).
 */
export async function addProjectItem(
  ctx: RequestContext,
  projectId: number,
  input: AddProjectItem,
): Promise<AddProjectItemResult> {
  const { companyId } = await requireCompanyBuyer(ctx);
  const project = await findProject(ctx, companyId, projectId);
  const refused = (reason: AddItemError): AddProjectItemResult => ({
    ErrorMessage: reason,
    ProjectId: projectId,
    LineItemId: null,
    Quantity: null,
  });
  const variant = await findBuyableVariant(ctx, project.marketId, input.Code);
  if ('refused' in variant) return refused(variant.refused);
  const item = await ctx.db.transaction(async (tx) => {
    const [added] = await queryRows<{ id: number; quantity: number }>(
      tx,
      sql`insert into project_items (project_id, variant_id, quantity, note)
        values (${projectId}, ${variant.variantId}, ${input.Quantity}, ${input.Note ?? null})
        on conflict (project_id, variant_id) do update
          set quantity = project_items.quantity + excluded.quantity,
              note = coalesce(excluded.note, project_items.note)
          where project_items.quantity + excluded.quantity <= ${QUANTITY_MAX}
        returning id, quantity`,
    );
    if (added) await tx.execute(sql`update projects set modified_at = now() where id = ${projectId}`);
    return added;
  });
  if (!item) return refused('quantityLimit');
  return { ErrorMessage: null, ProjectId: projectId, LineItemId: Number(item.id), Quantity: item.quantity };
}

export async function getProjectWidget(ctx: RequestContext, id: number): Promise<ProjectWidget> {
  const detail = await getProjectDetail(ctx, id);
  return {
    Id: detail.Id,
    Name: detail.Name,
    Count: detail.Items.length,
    Quantity: detail.Items.reduce((sum, item) => sum + item.Quantity, 0),
    Total: detail.Total,
  };
}
