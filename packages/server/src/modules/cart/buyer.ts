import type { RequestContext, SignedInUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { MarketRow } from '../market/queries.ts';
import { resolveCommerceVisibility } from '../product/commerce-visibility.ts';

export interface Buyer {
  readonly user: SignedInUser;
  readonly market: MarketRow;
}

/**
 * Who may put things in a cart or a project: the customer who may see prices (approved, webshop role, own
 * market's web shop enabled — the same strategy as the price visibility, ADR 0010). Not signed in → 401; signed
 * in but not allowed → 403; the market's web shop switched off → 409 webshop_disabled.
 */
export async function requireBuyer(ctx: RequestContext): Promise<Buyer> {
  if (!ctx.customer) throw new AppError('unauthenticated');
  const { visible, market } = await resolveCommerceVisibility(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  if (!visible) throw new AppError('forbidden');
  return { user: ctx.customer, market };
}
