import { mayUseCompanyData } from '@airshop/domain/account/company-data';
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

/**
 * A signed-in user who may read and change their company's data (Approved, webshop role; domain/company-data.ts),
 * else 403 `forbidden`. A user waiting for approval is signed in, but knowing a customer number at sign-up must
 * not open that company's addresses to them (issue 13 §1).
 */
export function requireCompanyDataUser(ctx: RequestContext): SignedInUser {
  const user = requireSignedIn(ctx);
  if (!isCompanyDataUser(user)) throw new AppError('forbidden');
  return user;
}

/** Whether the signed-in user may read and change their company's data (domain/company-data.ts). */
export function isCompanyDataUser(user: SignedInUser): boolean {
  return mayUseCompanyData({ status: user.status, hasWebshopRole: user.roles.includes('webshop') });
}

/** As `requireCompanyDataUser`, and the user must belong to a company (403 without one). */
export function requireCompanyUser(ctx: RequestContext): SignedInUser & { companyId: string } {
  const user = requireCompanyDataUser(ctx);
  if (!user.companyId) throw new AppError('forbidden');
  return user as SignedInUser & { companyId: string };
}
