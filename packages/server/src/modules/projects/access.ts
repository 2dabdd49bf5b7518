import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Buyer, requireBuyer } from '../commerce/index.ts';

/*
 * Who may use a project (ADR 0025, 0067): the cart's buyer rule plus a company. Every read and write filters by
 * the buyer's company, so another company's project id is simply not found (404).
 */

export interface CompanyBuyer extends Buyer {
  readonly companyId: string;
}

export async function requireCompanyBuyer(ctx: RequestContext): Promise<CompanyBuyer> {
  const buyer = await requireBuyer(ctx);
  if (!buyer.user.companyId) throw new AppError('forbidden');
  return { ...buyer, companyId: buyer.user.companyId };
}

export interface ProjectRow {
  readonly id: number;
  readonly name: string;
  readonly leader: string | null;
  readonly notes: string | null;
  readonly marketId: string;
  readonly currency: string;
  /** ISO date-time of the last change. */
  readonly modified: string;
}

/**
 * The company's project, or 404. With `lock` (on a transaction) its row is locked until the transaction ends, so
 * concurrent edits of one project run one after the other, as the cart's writes do.
 */
export async function findProject(
  ctx: RequestContext | { db: Tx },
  companyId: string,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProjectRow> {
  const [row] = await queryRows<{
    id: number;
    name: string;
    leader: string | null;
    notes: string | null;
    modified_at: string | Date;
    market_id: string;
    currency: string;
  }>(
    ctx.db,
    sql`select p.id, p.name, p.leader, p.notes, p.modified_at, p.market_id, m.currency
      from projects p join markets m on m.id = p.market_id
      where p.id = ${id} and p.company_id = ${companyId}
      ${lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw new AppError('not_found', `No project ${id}`);
  return {
    id: Number(row.id),
    name: row.name,
    leader: row.leader,
    notes: row.notes,
    marketId: row.market_id,
    currency: row.currency,
    modified: new Date(row.modified_at).toISOString(),
  };
}
