/**
 * Who may see prices, stock and delivery data (product-page.md §1 and §6): only a signed-in customer whose
 * status is Approved, in a market whose web shop is enabled. Everyone else sees product information only.
 */

/** The spec's user status list: 8 is Approved. */
export const APPROVED_USER_STATUS = 8;

export interface CommerceViewer {
  /** Id in the spec's user status list (0 Undefined … 8 Approved … 14 Not registered yet). */
  readonly status: number;
}

export interface CommerceMarket {
  readonly webshopEnabled: boolean;
}

export function mayShowCommerceData(viewer: CommerceViewer | null, market: CommerceMarket): boolean {
  return viewer !== null && viewer.status === APPROVED_USER_STATUS && market.webshopEnabled;
}
