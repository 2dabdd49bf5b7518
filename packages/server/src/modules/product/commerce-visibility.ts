import { type CommerceViewer, mayShowCommerceData } from '@airshop/domain/product-visibility';
import type { RequestContext } from '../../platform/context.ts';
import type { MarketRow } from '../market/queries.ts';
import { getMarket } from '../market/service.ts';

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
 * Makes every request of this process look like `viewer` (undefined restores the real customer). For tests and
 * the product-api benchmark, which need an approved customer before accounts exist; nothing reachable over
 * HTTP calls it.
 */
export function overrideCommerceViewer(viewer: CommerceViewer | null | undefined): void {
  viewerOverride = viewer;
}

export async function resolveCommerceVisibility(ctx: RequestContext): Promise<CommerceVisibility> {
  const market = await getMarket(ctx);
  // The customer of the request (null when anonymous): the accounts issue fills ctx.customer with a status.
  const viewer: CommerceViewer | null = viewerOverride === undefined ? ctx.customer : viewerOverride;
  return { visible: mayShowCommerceData(viewer, market), market };
}
