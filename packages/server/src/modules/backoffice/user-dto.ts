import type { BackOfficeUser, UserStatusEvent } from '@airshop/domain/account/backoffice';
import { isUserStatusId, userStatusName } from '@airshop/domain/account/user-status';
import type { selectStatusEvents, UserRow } from './queries.ts';

/** A status the list does not know (a row written by hand) shows its id rather than failing the whole page. */
function statusName(id: number): string {
  return isUserStatusId(id) ? userStatusName(id) : `#${id}`;
}

export function toBackOfficeUser(row: UserRow): BackOfficeUser {
  return {
    Id: row.id,
    Name: `${row.firstName} ${row.lastName}`.trim(),
    Email: row.email,
    CompanyId: row.companyId,
    CompanyName: row.companyName,
    CustomerNumber: row.customerNumber,
    MarketId: row.marketId,
    Locale: row.locale,
    Status: row.status,
    StatusName: statusName(row.status),
    Roles: [...row.roles],
    CreatedAt: row.createdAt.toISOString(),
  };
}

export function toStatusEvent(row: Awaited<ReturnType<typeof selectStatusEvents>>[number]): UserStatusEvent {
  const actor =
    row.actorFirstName === null ? null : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim();
  return {
    From: row.fromStatus,
    FromName: statusName(row.fromStatus),
    To: row.toStatus,
    ToName: statusName(row.toStatus),
    ActorName: actor,
    Reason: row.reason,
    At: row.at.toISOString(),
  };
}
