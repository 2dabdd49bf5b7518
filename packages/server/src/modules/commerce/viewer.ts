import { mayShowCommerceData } from '@airshop/domain/commerce/product-visibility';
import type { RequestContext, SignedInUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { MarketRow } from '../market/index.ts';
import { getMarket, getMarketById } from '../market/index.ts';

/*
 * Who may see prices, stock and delivery data (UnitPrice, UnitGrossPrice, Pack*, Stock*, LeadTimes) and who
 * may buy: the one strategy behind both (ADR 0010, 0024, 0047). Every service that answers with commerce data
 * asks here and leaves those fields out of its SQL when the answer is no, so they are never read, let alone sent.
 */

export interface CommerceVisibility {
  /** Whether the viewer may see prices, stock and delivery data. */
  readonly visible: boolean;
  /** The viewer's market: its prices are the ones shown. */
  readonly market: MarketRow;
}

/**
 * A signed-in customer buys in their own market (their company's, from the ERP), whatever site language they
 * browse: its prices are shown, and only if its web shop is enabled. They see commerce data when Approved and
 * holding the webshop role. An anonymous visitor is in the market of the site language and sees none.
 */
export async function resolveCommerceVisibility(ctx: RequestContext): Promise<CommerceVisibility> {
  const customer = ctx.customer;
  if (!customer) return { visible: false, market: await getMarket(ctx) };
  const market = await getMarketById(ctx, customer.marketId);
  const viewer = customer.roles.includes('webshop') ? customer : null;
  return { visible: mayShowCommerceData(viewer, market), market };
}

/** A customer who may put things in a cart or a project, in the market whose prices they buy at. */
export interface Buyer {
  readonly user: SignedInUser;
  readonly market: MarketRow;
}

/**
 * The customer who may see prices may buy. Not signed in → 401; the market's web shop switched off → 409
 * webshop_disabled; signed in but not allowed (not approved, no webshop role) → 403, which reloads the page.
 */
export async function requireBuyer(ctx: RequestContext): Promise<Buyer> {
  if (!ctx.customer) throw new AppError('unauthenticated');
  const { visible, market } = await resolveCommerceVisibility(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  if (!visible) throw new AppError('forbidden');
  return { user: ctx.customer, market };
}
