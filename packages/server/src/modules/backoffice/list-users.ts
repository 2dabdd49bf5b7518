import type { BackOfficeUserList, BackOfficeUsersQuery } from '@airshop/domain/account/backoffice';
import type { RequestContext } from '../../platform/context.ts';
import { requireDecider } from './actor.ts';
import { selectUsers, visibleUsersCondition } from './queries.ts';
import { toBackOfficeUser } from './user-dto.ts';

/**
 * GET BackOffice/Users: the users the caller may decide on or look after, oldest sign-up first. The filters
 * narrow the caller's reach; a company admin filtering by another company simply finds nobody.
 */
export async function listUsers(
  ctx: RequestContext,
  query: BackOfficeUsersQuery,
): Promise<BackOfficeUserList> {
  const actor = requireDecider(ctx);
  const visible = visibleUsersCondition(actor);
  const page = { Page: query.page, PageSize: query.pageSize };
  if (!visible) return { Items: [], Total: 0, ...page };
  const { rows, total } = await selectUsers(
    ctx.db,
    { visible, status: query.status, companyId: query.companyId, marketId: query.marketId, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { Items: rows.map(toBackOfficeUser), Total: total, ...page };
}
