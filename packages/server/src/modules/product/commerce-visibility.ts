import { type CommerceViewer, mayShowCommerceData } from '@airshop/domain/product-visibility';
import type { RequestContext } from '../../platform/context.ts';
import type { MarketRow } from '../market/queries.ts';
import { getMarket, getMarketById } from '../market/service.ts';

/*
 * The one place that decides whether prices, stock and delivery data (UnitPrice, UnitGrossPrice, Pack*,
 * Stock*, LeadTimes) go into an answer (ADR 0010). Every service that returns variants or extra items asks
 * here and leaves those fields out of its SQL when the answer is no, so they are never read, let alone sent.
 */

export interface CommerceVisibility {
  /** Whether the viewer may see prices, stock and delivery data. */
  readonly visible: boolean;
  /** The viewer's market: its prices are the ones shown. */
  readonly market: MarketRow;
}

let viewerOverride: CommerceViewer | null | undefined;

/**
 * Makes every request of this process look like `viewer`, in the market of the site language (undefined restores
 * the real customer). For the product-api benchmark, which measures product reads without a sign-in, and tests
 * that vary only the status; nothing reachable over HTTP calls it.
 */
export function overrideCommerceViewer(viewer: CommerceViewer | null | undefined): void {
  viewerOverride = viewer;
}

/**
 * A signed-in customer buys in their own market (their company's, from the ERP), whatever site language they
 * browse: its prices are shown, and only if its web shop is enabled. They see commerce data when Approved and
 * holding the webshop role. An anonymous visitor is in the market of the site language and sees none.
 */
export async function resolveCommerceVisibility(ctx: RequestContext): Promise<CommerceVisibility> {
  if (viewerOverride !== undefined) {
    const market = await getMarket(ctx);
    return { visible: mayShowCommerceData(viewerOverride, market), market };
  }
  const customer = ctx.customer;
  if (!customer) return { visible: false, market: await getMarket(ctx) };
  const market = await getMarketById(ctx, customer.marketId);
  const viewer = customer.roles.includes('webshop') ? customer : null;
  return { visible: mayShowCommerceData(viewer, market), market };
}
