import type { Profile } from '@airshop/domain/account/profile';
import { signInFirst } from '../../platform/private-page.ts';

/**
 * For the loaders of pages about the visitor's own account: an anonymous visitor is sent to sign in and comes
 * back here. The API checks the session again on every call.
 */
export function requireSignedIn(profile: Profile, locale: string, url: URL): void {
  if (!profile.IsLoggedIn) {
    throw signInFirst(locale, url);
  }
}
