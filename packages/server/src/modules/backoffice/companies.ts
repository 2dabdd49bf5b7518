import type {
  ApproveCompanyBody,
  BackOfficeCompaniesQuery,
  BackOfficeCompany,
  BackOfficeCompanyList,
} from '@airshop/domain/account/backoffice';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBackOfficeAdmin } from './actor.ts';
import {
  type CompanyRow,
  selectCompanies,
  selectCompany,
  selectCompanyByCustomerNumber,
  updateRequestedCompany,
} from './queries.ts';

function toBackOfficeCompany(row: CompanyRow): BackOfficeCompany {
  return {
    Id: row.id,
    Name: row.name,
    CustomerNumber: row.customerNumber,
    MarketId: row.marketId,
    PriceGroup: row.priceGroup,
    Status: row.status,
    UserCount: row.userCount,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** GET BackOffice/Companies: requested companies first (they wait for the back office), then the others. */
export async function listCompanies(
  ctx: RequestContext,
  query: BackOfficeCompaniesQuery,
): Promise<BackOfficeCompanyList> {
  requireBackOfficeAdmin(ctx);
  const { rows, total } = await selectCompanies(
    ctx.db,
    { status: query.status, marketId: query.marketId, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { Items: rows.map(toBackOfficeCompany), Total: total, Page: query.page, PageSize: query.pageSize };
}

async function requestedCompany(ctx: RequestContext, id: string) {
  const company = await selectCompany(ctx.db, id);
  if (!company) throw new AppError('not_found', 'Company not found.');
  if (company.status !== 'requested') {
    throw new AppError('conflict', 'Only a requested company can be approved or rejected.', {
      status: company.status,
    });
  }
  return company;
}

async function companyAnswer(ctx: RequestContext, id: string): Promise<BackOfficeCompany> {
  const { rows } = await selectCompanies(ctx.db, { id }, { limit: 1, offset: 0 });
  if (!rows[0]) throw new AppError('not_found', 'Company not found.');
  return toBackOfficeCompany(rows[0]);
}

/** A unique index refused the row (pg and PGlite both carry the SQLSTATE, drizzle may wrap it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A requested company becomes active with the customer number the ERP gave it. Its users are not moved: each
 * still waits for the back office's decision on them (a company can be right while one of its sign-ups is not).
 */
export async function approveCompany(
  ctx: RequestContext,
  id: string,
  body: ApproveCompanyBody,
): Promise<BackOfficeCompany> {
  requireBackOfficeAdmin(ctx);
  await requestedCompany(ctx, id);
  const taken = new AppError('conflict', 'Another company already has this customer number.');
  if (await selectCompanyByCustomerNumber(ctx.db, body.CustomerNumber)) throw taken;
  const changed = await updateRequestedCompany(ctx.db, id, {
    status: 'active',
    customerNumber: body.CustomerNumber,
    priceGroup: body.PriceGroup ?? null,
  }).catch((error: unknown) => {
    // Two approvals giving the same number at once: the index decides, the loser hears why.
    if (isUniqueViolation(error)) throw taken;
    throw error;
  });
  if (!changed) throw new AppError('conflict', 'Somebody else decided on this company in the meantime.');
  return companyAnswer(ctx, id);
}

/** A requested company is rejected; its waiting users are rejected one by one in the user list. */
export async function rejectCompany(ctx: RequestContext, id: string): Promise<BackOfficeCompany> {
  requireBackOfficeAdmin(ctx);
  await requestedCompany(ctx, id);
  if (!(await updateRequestedCompany(ctx.db, id, { status: 'rejected' }))) {
    throw new AppError('conflict', 'Somebody else decided on this company in the meantime.');
  }
  return companyAnswer(ctx, id);
}
