import type { Profile } from '@airshop/domain/account/profile';
import { APPROVED } from '@airshop/domain/account/user-status';
import { data } from 'react-router';
import { signInFirst } from '../../platform/private-page.ts';

/** Who sees the user lists: the back office, the webshop manager and company admins (their own company). */
export function mayReviewUsers(profile: Profile): boolean {
  return profile.HasBackOfficeAdminRole || profile.HasWebshopManagerRole || profile.HasCompanyAdminRole;
}

/** Who sees every order (the order desk): the back-office admin and the webshop manager. */
export function mayManageOrders(profile: Profile): boolean {
  return (
    profile.IsLoggedIn &&
    profile.UserStatus === APPROVED &&
    (profile.HasBackOfficeAdminRole || profile.HasWebshopManagerRole)
  );
}

/**
 * For the loaders of the back-office pages: an anonymous visitor is sent to sign in (coming back here); a
 * signed-in user without the role gets a 404, as the API does for objects out of reach, so the page neither
 * exists for them nor reloads (ADR 0018). The API checks every call again on its own.
 */
export function requireReviewer(profile: Profile, allowed: boolean, locale: string, url: URL): void {
  if (!profile.IsLoggedIn) {
    throw signInFirst(locale, url);
  }
  if (!allowed) throw data(null, { status: 404 });
}

/** Who sees the submissions (ADR 0074): the back-office admin alone, Approved. */
export function mayManageSubmissions(profile: Profile): boolean {
  return profile.IsLoggedIn && profile.UserStatus === APPROVED && profile.HasBackOfficeAdminRole;
}

/** Who reads the search insights (issue 18 point 5, ADR 0071): the back-office admin alone, Approved. */
export function mayReadSearchInsights(profile: Profile): boolean {
  return mayManageSubmissions(profile);
}
