import type { BackOfficeUserDetail, UserDecisionBody } from '@airshop/domain/account/backoffice';
import {
  canTransition,
  decisionTarget,
  endsAccess,
  TRANSITION_ACTORS,
} from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteUserSessions } from '../auth/index.ts';
import { enqueueMail, loadMailTexts } from '../mail/index.ts';
import { actorRolesToward, requireDecider } from './actor.ts';
import { decisionMail, decisionMailKind } from './decision-mail.ts';
import { findVisibleUser, userDetail } from './get-user.ts';
import { insertStatusEvent, selectVisibleUser, updateUserStatus } from './queries.ts';

/**
 * POST BackOffice/Users/{id}/Decisions: approve, reject, hold, resume or remove, as the transition table allows
 * the actor's roles towards this user. The new status, its event, the end of the user's sessions (rejection and
 * removal) and the mail to the user, in the user's language, are one transaction. The caller wakes the mail
 * worker after the commit.
 *
 * 404 for a user the actor cannot see; 403 for a decision that exists at this status but is not the actor's
 * (another role's step), and for a decision on oneself; 409 when the status allows no such decision at all, or
 * somebody decided on the user in the meantime.
 */
export async function decideUser(
  ctx: RequestContext,
  id: string,
  body: UserDecisionBody,
): Promise<BackOfficeUserDetail> {
  const actor = requireDecider(ctx);
  const user = await findVisibleUser(ctx, actor, id);
  if (user.id === actor.userId) throw new AppError('forbidden', 'You cannot decide on your own account.');
  const roles = actorRolesToward(actor, user);
  const to = decisionTarget(user.status, body.Decision, roles, user.heldFrom);
  if (to === null || !canTransition(user.status, to, roles)) {
    const possible = decisionTarget(user.status, body.Decision, TRANSITION_ACTORS, user.heldFrom) !== null;
    throw possible
      ? new AppError('forbidden', 'This decision belongs to another role.')
      : new AppError('conflict', 'This decision is not possible in the user’s current status.', {
          status: user.status,
          decision: body.Decision,
        });
  }
  const reason = body.Reason ? body.Reason : null;
  const locale = parseLocale(user.locale) ?? 'en';
  const mail = decisionMail(
    await loadMailTexts(ctx.db, locale),
    decisionMailKind(user.status, to),
    `${user.firstName} ${user.lastName}`.trim(),
    reason,
  );
  await ctx.db.transaction(async (tx) => {
    if (!(await updateUserStatus(tx, user.id, user.status, to))) {
      throw new AppError(
        'conflict',
        'Somebody else decided on this user in the meantime. Reload and try again.',
      );
    }
    await insertStatusEvent(tx, {
      userId: user.id,
      fromStatus: user.status,
      toStatus: to,
      actorUserId: actor.userId,
      reason,
    });
    if (endsAccess(to)) await deleteUserSessions(tx, user.id);
    await enqueueMail(tx, { to: [user.email], ...mail });
  });
  ctx.log.info({ userId: user.id, from: user.status, to, actorUserId: actor.userId }, 'user status decided');
  // The answer shows the user after the decision even when it takes them out of the actor's list (the webshop
  // manager approving someone no longer sees them among the users at their step).
  const after = await selectVisibleUser(ctx.db, sql`true`, user.id);
  if (!after) throw new AppError('not_found', 'User not found.');
  return userDetail(ctx, actor, after);
}
