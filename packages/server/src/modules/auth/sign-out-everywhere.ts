import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteUserSessions } from './sessions.ts';

/**
 * POST Customer/SignOutEverywhere: ends every session of the signed-in user, this one included (a lost phone, a
 * shared computer). The rows are deleted, so a copied cookie stops working at its next request.
 */
export async function signOutEverywhere(ctx: RequestContext): Promise<void> {
  if (!ctx.customer) throw new AppError('unauthenticated');
  await deleteUserSessions(ctx.db, ctx.customer.userId);
}
