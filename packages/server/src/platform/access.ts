import type { UserRole } from '../db/schema/accounts.ts';
import type { RequestContext, SignedInUser } from './context.ts';
import { AppError } from './errors.ts';

/**
 * The signed-in user, or 401 `unauthenticated` (sign in and try again). 401, never 403, for "not signed in":
 * the browser reloads on 403, and a reload does not sign anybody in (ADR 0003).
 */
export function requireSignedIn(ctx: RequestContext): SignedInUser {
  if (!ctx.customer) throw new AppError('unauthenticated');
  return ctx.customer;
}

/** The signed-in user holding at least one of `roles`, else 403 `forbidden` (signed in, not allowed). */
export function requireRole(ctx: RequestContext, ...roles: UserRole[]): SignedInUser {
  const user = requireSignedIn(ctx);
  if (!roles.some((role) => user.roles.includes(role))) throw new AppError('forbidden');
  return user;
}

/** The signed-in user of a company (any status), else 401; a user without a company gets 403. */
export function requireCompanyUser(ctx: RequestContext): SignedInUser & { companyId: string } {
  const user = requireSignedIn(ctx);
  if (!user.companyId) throw new AppError('forbidden');
  return user as SignedInUser & { companyId: string };
}
