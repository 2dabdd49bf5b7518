import { CART_BULK_MAX_ROWS } from '@airshop/domain/commerce/cart-edits';
import type { CartUpload, CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { checkUploadRows, type NumberedRow } from '@airshop/domain/commerce/cart-upload-rows';
import {
  PROJECT_SHEET_COLUMNS,
  PROJECT_SHEET_LAYOUT,
  planProjectUpload,
  type ResolvedProjectRow,
} from '@airshop/domain/commerce/project-sheets';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.ts';
import type { RequestContext } from '../../../platform/context.ts';
import {
  fileResult,
  loadUploadTexts,
  readUploadedSheet,
  resolveUploadCodes,
  rowsResult,
  type UploadTextSource,
} from '../../spreadsheets/index.ts';
import { findProject, requireCompanyBuyer } from '../access.ts';

/*
 * PUT portal/Projects/{id}/Upload (issue 17 points 2 and 4, ADR 0068): the cart's upload (ADR 0061) — the same
 * reading, checks, per-row errors and answer — with the project's rule of where rows go: a row of the project's
 * own export sets its item, every other row adds (domain/commerce/project-sheets.ts).
 */

type RowError = CartUploadResult['Errors'][number];

/**
 * The texts of a project's upload (`projects` under `sheets/upload/`); a header may name its columns in any
 * locale's words, since an export is written in its reader's language and may come back from a colleague's.
 */
export const PROJECT_UPLOAD_TEXTS: UploadTextSource = {
  page: 'projects',
  prefix: 'sheets/upload/',
  columns: PROJECT_SHEET_COLUMNS,
  headerLocales: 'all',
};

/** Thrown inside the transaction when no row fits after all, so that nothing is written. */
class NothingToTake extends Error {}

export async function uploadToProject(
  ctx: RequestContext,
  projectId: number,
  input: CartUpload,
): Promise<CartUploadResult> {
  // Who may, and whose project it is, are settled before the file is read: a stranger's file costs no parsing.
  const { companyId } = await requireCompanyBuyer(ctx);
  const project = await findProject(ctx, companyId, projectId);
  const texts = await loadUploadTexts(ctx, PROJECT_UPLOAD_TEXTS);
  const sheet = await readUploadedSheet(input.Data);
  if (!sheet.ok) return fileResult(texts, sheet.error, CART_BULK_MAX_ROWS);
  const checked = checkUploadRows(sheet.rows, texts.aliases, CART_BULK_MAX_ROWS, PROJECT_SHEET_LAYOUT);
  if (!checked.ok) return fileResult(texts, checked.error, CART_BULK_MAX_ROWS);
  const noteColumn = checked.columns.note !== undefined;
  const { taken, errors } = await takeRows(ctx, project, checked.rows, noteColumn);
  const refused = checked.refused.map((row) => ({ Row: row.row, Code: row.code, Error: row.error }));
  const all = [...refused, ...errors].sort((a, b) => a.Row - b.Row);
  return rowsResult(texts, taken, all);
}

/**
 * The rows that passed their own checks, into the project: codes looked up all at once in the project's market,
 * the refused ones named, and the rest planned against the items under the project's lock and written as one
 * upsert. Answers how many rows were taken and which were refused.
 */
async function takeRows(
  ctx: RequestContext,
  project: { id: number; marketId: string },
  rows: readonly NumberedRow[],
  noteColumn: boolean,
): Promise<{ taken: number; errors: RowError[] }> {
  const { resolved: found, errors, codeOfRow } = await resolveUploadCodes(ctx, project.marketId, rows);
  const resolved: ResolvedProjectRow[] = found.map((row) => ({
    row: row.row,
    variantId: row.variantId,
    quantity: row.quantity,
    note: row.note,
    line: row.line ?? null,
  }));
  let taken = 0;
  if (resolved.length > 0) {
    try {
      await ctx.db.transaction(async (tx) => {
        // The project's row first, then its items: concurrent uploads of one project run one after the other.
        await tx.execute(sql`select id from projects where id = ${project.id} for update`);
        const items = await queryRows<{
          id: number;
          variant_id: number;
          quantity: number;
          note: string | null;
        }>(
          tx,
          sql`select id, variant_id, quantity, note from project_items where project_id = ${project.id}
            for update`,
        );
        const state = items.map((item) => ({
          id: Number(item.id),
          variantId: Number(item.variant_id),
          quantity: item.quantity,
        }));
        const notes = new Map(items.map((item) => [Number(item.variant_id), item.note]));
        const plan = planProjectUpload(resolved, state, noteColumn);
        for (const row of plan.overLimit) {
          errors.push({ Row: row, Code: codeOfRow.get(row) ?? null, Error: 'quantityLimit' });
        }
        if (plan.items.length === 0) throw new NothingToTake();
        const payload = JSON.stringify(
          plan.items.map((item) => ({
            v: item.variantId,
            q: item.quantity,
            n: item.note === undefined ? (notes.get(item.variantId) ?? null) : item.note,
          })),
        );
        await tx.execute(sql`insert into project_items (project_id, variant_id, quantity, note)
          select ${project.id}, x.v, x.q, x.n from jsonb_to_recordset(${payload}::jsonb) as x(v bigint, q int, n text)
          on conflict (project_id, variant_id) do update
            set quantity = excluded.quantity, note = excluded.note`);
        await tx.execute(sql`update projects set modified_at = now() where id = ${project.id}`);
        taken = plan.taken.length;
      });
    } catch (error) {
      if (!(error instanceof NothingToTake)) throw error;
    }
  }
  errors.sort((a, b) => a.Row - b.Row);
  return { taken, errors };
}
