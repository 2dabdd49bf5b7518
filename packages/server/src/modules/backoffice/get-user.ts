import type { BackOfficeUserDetail } from '@airshop/domain/account/backoffice';
import { decisionTarget, USER_DECISIONS, type UserDecision } from '@airshop/domain/account/user-status';
import type { RequestContext, SignedInUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { actorRolesToward, requireDecider } from './actor.ts';
import { selectStatusEvents, selectVisibleUser, visibleUsersCondition } from './queries.ts';
import { toBackOfficeUser, toStatusEvent } from './user-dto.ts';

export type VisibleUser = NonNullable<Awaited<ReturnType<typeof selectVisibleUser>>>;

/** The user if the actor may see them; anybody else is 404, whether or not they exist (ADR 0003). */
export async function findVisibleUser(
  ctx: RequestContext,
  actor: SignedInUser,
  id: string,
): Promise<VisibleUser> {
  const visible = visibleUsersCondition(actor);
  const user = visible ? await selectVisibleUser(ctx.db, visible, id) : undefined;
  if (!user) throw new AppError('not_found', 'User not found.');
  return user;
}

/** The decisions the actor may take on the user now; nobody decides on themself. */
export function allowedDecisions(actor: SignedInUser, user: VisibleUser): UserDecision[] {
  if (user.id === actor.userId) return [];
  const roles = actorRolesToward(actor, user);
  return USER_DECISIONS.filter(
    (decision) => decisionTarget(user.status, decision, roles, user.heldFrom) !== null,
  );
}

/** The detail answer: the user, their status history (oldest first) and what the actor may decide now. */
export async function userDetail(
  ctx: RequestContext,
  actor: SignedInUser,
  user: VisibleUser,
): Promise<BackOfficeUserDetail> {
  const events = await selectStatusEvents(ctx.db, user.id);
  return {
    ...toBackOfficeUser(user),
    StatusHistory: events.map(toStatusEvent),
    AllowedDecisions: allowedDecisions(actor, user),
  };
}

/** GET BackOffice/Users/{id}. */
export async function getUser(ctx: RequestContext, id: string): Promise<BackOfficeUserDetail> {
  const actor = requireDecider(ctx);
  return userDetail(ctx, actor, await findVisibleUser(ctx, actor, id));
}
