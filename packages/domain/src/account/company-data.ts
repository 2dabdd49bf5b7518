import { APPROVED_USER_STATUS } from '../commerce/product-visibility.ts';

/**
 * Who may read and change their company's data — its contact details, addresses, projects and carts (issue 13
 * §1, ADR 0034): a user whose account is Approved and who holds the webshop role. Anyone
 * else signed in (waiting for approval, on hold, no roles, the maker's staff) has only their own profile.
 */
export interface CompanyDataViewer {
  /** Id in the spec's user status list (8 = Approved). */
  readonly status: number;
  readonly hasWebshopRole: boolean;
}

export function mayUseCompanyData(viewer: CompanyDataViewer): boolean {
  return viewer.status === APPROVED_USER_STATUS && viewer.hasWebshopRole;
}
