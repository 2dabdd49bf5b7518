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

/**
 * What the commerce panel of a variant or extra item shows (product-page.md §6): the sign-in prompt, the
 * 'not approved user' message, a note that the customer's market sells nothing online, or the buyer's panel.
 * `hasCommerceData` is whether the server sent the item's prices at all (it leaves the keys out for anyone who
 * may not see them), so the browser never shows more than the server allowed, whatever the profile says.
 */
export type CommerceRole = 'anonymous' | 'notApproved' | 'shopUnavailable' | 'buyer';

export interface CommerceProfile {
  readonly IsLoggedIn: boolean;
  readonly UserStatus: number;
}

export function commerceRole(profile: CommerceProfile, hasCommerceData: boolean): CommerceRole {
  if (!profile.IsLoggedIn) return 'anonymous';
  if (profile.UserStatus !== APPROVED_USER_STATUS) return 'notApproved';
  return hasCommerceData ? 'buyer' : 'shopUnavailable';
}

/** Whether the server sent the item's commerce fields: UnitPrice is present (null when unpriced) for buyers. */
export function hasCommerceData(item: { readonly UnitPrice?: unknown }): boolean {
  return item.UnitPrice !== undefined;
}

/**
 * Whether the header shows the cart and project widgets: a signed-in, approved user with the webshop role —
 * the one the cart endpoints serve (ADR 0024). Asking for anyone else would be refused, a 403 even reloading
 * the page.
 */
export function mayUseShopWidgets(profile: CommerceProfile & { readonly HasWebshopRole: boolean }): boolean {
  return profile.IsLoggedIn && profile.UserStatus === APPROVED_USER_STATUS && profile.HasWebshopRole;
}
