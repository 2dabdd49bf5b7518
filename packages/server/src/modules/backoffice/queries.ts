import { USER_STATUS } from '@airshop/domain/account/user-status';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, userStatusEvents, users } from '../../db/schema.ts';
import type { SignedInUser } from '../../platform/context.ts';

/** The status a user on hold had before the hold: the `from` of the last event into On hold. */
export const heldFromStatus = sql<number | null>`(
  select e.from_status from ${userStatusEvents} e
  where e.user_id = ${users.id} and e.to_status = ${USER_STATUS.OnHold}
  order by e.at desc limit 1)`;

/**
 * The users an actor may see: the back office all of them, a company admin those of their own company, the
 * webshop manager those at their step (pending, or held while pending). Undefined when the actor sees nobody.
 */
export function visibleUsersCondition(actor: SignedInUser): SQL | undefined {
  const parts: SQL[] = [];
  if (actor.roles.includes('backOfficeAdmin')) return sql`true`;
  if (actor.roles.includes('companyAdmin') && actor.companyId) {
    parts.push(eq(users.companyId, actor.companyId));
  }
  if (actor.roles.includes('webshopManager')) {
    const pending = USER_STATUS.PendingWebshopManagerApproval;
    parts.push(
      or(
        eq(users.status, pending),
        and(eq(users.status, USER_STATUS.OnHold), sql`${heldFromStatus} = ${pending}`),
      ) as SQL,
    );
  }
  return parts.length > 0 ? or(...parts) : undefined;
}

/** `%`, `_` and `\` typed by a person are searched for literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  companyId: users.companyId,
  companyName: companies.name,
  customerNumber: companies.customerNumber,
  marketId: users.marketId,
  locale: users.locale,
  status: users.status,
  roles: users.roles,
  createdAt: users.createdAt,
};

export interface UserFilter {
  visible: SQL;
  status?: number | undefined;
  companyId?: string | undefined;
  marketId?: string | undefined;
  q?: string | undefined;
}

function userWhere(filter: UserFilter): SQL | undefined {
  const text = filter.q ? likePattern(filter.q) : undefined;
  return and(
    filter.visible,
    filter.status === undefined ? undefined : eq(users.status, filter.status),
    filter.companyId === undefined ? undefined : eq(users.companyId, filter.companyId),
    filter.marketId === undefined ? undefined : eq(users.marketId, filter.marketId),
    text === undefined
      ? undefined
      : or(
          ilike(users.email, text),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
          ilike(companies.name, text),
        ),
  );
}

export async function selectUsers(db: Db, filter: UserFilter, paging: { limit: number; offset: number }) {
  const where = userWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      // Oldest first: who has waited longest is decided on first.
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type UserRow = Awaited<ReturnType<typeof selectUsers>>['rows'][number];

export async function selectVisibleUser(db: Db, visible: SQL, id: string) {
  const [row] = await db
    .select({ ...userColumns, heldFrom: heldFromStatus })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(visible, eq(users.id, id)));
  return row;
}

const actors = alias(users, 'actor');

export async function selectStatusEvents(db: Db, userId: string) {
  return db
    .select({
      fromStatus: userStatusEvents.fromStatus,
      toStatus: userStatusEvents.toStatus,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      reason: userStatusEvents.reason,
      at: userStatusEvents.at,
    })
    .from(userStatusEvents)
    .leftJoin(actors, eq(actors.id, userStatusEvents.actorUserId))
    .where(eq(userStatusEvents.userId, userId))
    .orderBy(asc(userStatusEvents.at), asc(userStatusEvents.id));
}

/** Moves the user only if nobody moved them since they were read; false when somebody did. */
export async function updateUserStatus(db: Db, id: string, from: number, to: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.status, from)))
    .returning({ id: users.id });
  return updated.length === 1;
}

export async function insertStatusEvent(
  db: Db,
  event: { userId: string; fromStatus: number; toStatus: number; actorUserId: string; reason: string | null },
): Promise<void> {
  await db.insert(userStatusEvents).values(event);
}

/*
 * Drizzle writes a column of the query's only table without its table name, so `${companies.id}` would read
 * `"id"` here and bind to the subquery's users.id (every count 0). The outer row is named in full.
 */
const userCount = sql<number>`(select count(*)::int from ${users} u where u.company_id = ${companies}.${sql.identifier('id')})`;

export async function selectCompanies(
  db: Db,
  filter: {
    id?: string | undefined;
    status?: string | undefined;
    marketId?: string | undefined;
    q?: string | undefined;
  },
  paging: { limit: number; offset: number },
) {
  const text = filter.q ? likePattern(filter.q) : undefined;
  const where = and(
    filter.id === undefined ? undefined : eq(companies.id, filter.id),
    filter.status === undefined
      ? undefined
      : inArray(companies.status, [filter.status as 'active' | 'requested' | 'rejected']),
    filter.marketId === undefined ? undefined : eq(companies.marketId, filter.marketId),
    text === undefined ? undefined : or(ilike(companies.name, text), ilike(companies.customerNumber, text)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        customerNumber: companies.customerNumber,
        marketId: companies.marketId,
        priceGroup: companies.priceGroup,
        status: companies.status,
        createdAt: companies.createdAt,
        userCount,
      })
      .from(companies)
      .where(where)
      // Requests first, newest first: they are what the back office has to act on.
      .orderBy(sql`${companies.status} = 'requested' desc`, desc(companies.createdAt), asc(companies.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>['rows'][number];

export async function selectCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function selectCompanyByCustomerNumber(db: Db, customerNumber: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.customerNumber, customerNumber));
  return row;
}

/** Changes a requested company only; false when it is no longer requested. */
export async function updateRequestedCompany(
  db: Db,
  id: string,
  change: { status: 'active' | 'rejected'; customerNumber?: string; priceGroup?: string | null },
): Promise<boolean> {
  const updated = await db
    .update(companies)
    .set(change)
    .where(and(eq(companies.id, id), eq(companies.status, 'requested')))
    .returning({ id: companies.id });
  return updated.length === 1;
}
