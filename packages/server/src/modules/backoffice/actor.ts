import { APPROVED, type TransitionActor } from '@airshop/domain/account/user-status';
import { requireRole } from '../../platform/access.ts';
import type { RequestContext, SignedInUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/** The roles that decide on users; each sees and decides only within its own reach (ADR 0016). */
export const DECIDING_ROLES = ['backOfficeAdmin', 'companyAdmin', 'webshopManager'] as const;

/**
 * The signed-in user allowed into the back office: one of the deciding roles, and Approved themself (an admin
 * put on hold must not go on deciding on others). 401 anonymous, 403 otherwise.
 */
export function requireDecider(ctx: RequestContext): SignedInUser {
  const actor = requireRole(ctx, ...DECIDING_ROLES);
  if (actor.status !== APPROVED) throw new AppError('forbidden');
  return actor;
}

/** The back-office admin, Approved: companies are theirs alone. */
export function requireBackOfficeAdmin(ctx: RequestContext): SignedInUser {
  const actor = requireRole(ctx, 'backOfficeAdmin');
  if (actor.status !== APPROVED) throw new AppError('forbidden');
  return actor;
}

/**
 * The roles an actor holds towards one user, as the transition table names them: company admin counts only for
 * a user of the admin's own company.
 */
export function actorRolesToward(
  actor: SignedInUser,
  target: { companyId: string | null },
): TransitionActor[] {
  const roles: TransitionActor[] = [];
  if (actor.roles.includes('backOfficeAdmin')) roles.push('backOfficeAdmin');
  if (actor.roles.includes('webshopManager')) roles.push('webshopManager');
  if (
    actor.roles.includes('companyAdmin') &&
    actor.companyId !== null &&
    actor.companyId === target.companyId
  ) {
    roles.push('companyAdmin');
  }
  return roles;
}
