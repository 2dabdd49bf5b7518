import { APPROVED } from '@airshop/domain/account/user-status';
import { requireRole } from '../../platform/access.ts';
import type { RequestContext, SignedInUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBuyer } from '../commerce/index.ts';

/** A buyer of a company: what the history, the order page and reorder need. */
export interface OrderViewer {
  user: SignedInUser;
  companyId: string;
  /** Company admins may see every order of their company (scope=company). */
  canSeeCompany: boolean;
}

/**
 * The buyer's order calls are refused exactly like the cart's (requireBuyer: 401 anonymous, 403 waiting or
 * without the webshop role, 409 with the market's web shop off), and a user without a company has no orders.
 */
export async function requireOrderViewer(ctx: RequestContext): Promise<OrderViewer> {
  const { user } = await requireBuyer(ctx);
  if (!user.companyId) throw new AppError('forbidden');
  return { user, companyId: user.companyId, canSeeCompany: user.roles.includes('companyAdmin') };
}

/** The back office's order desk: the back-office admin and the webshop manager, Approved (401 / 403). */
export function requireOrderDesk(ctx: RequestContext): SignedInUser {
  const actor = requireRole(ctx, 'backOfficeAdmin', 'webshopManager');
  if (actor.status !== APPROVED) throw new AppError('forbidden');
  return actor;
}
