import type { Profile } from '@airshop/domain/account/profile';
import { resolveLink } from '@airshop/domain/site/link-resolver';
import type { Links } from '@airshop/domain/site/links';

/** Pages a user without roles may still open: the no-roles page itself, and signing out. */
const ALWAYS_OPEN = /\/account\/(?:no-roles|sign-out)\/?$/;

/**
 * Spec (shop.md §6): a signed-in user with no role at all is sent to the link Webshop/NoRoles. Returns where to
 * send them, or undefined when this page may show. The API refuses such a user on its own; this only spares
 * them pages that could not work.
 */
export function noRolesRedirect(profile: Profile, links: Links, pathname: string): string | undefined {
  if (!profile.IsLoggedIn || profile.HasAnyRole) return undefined;
  const target = resolveLink(links, 'Webshop/NoRoles');
  if (pathname === target || ALWAYS_OPEN.test(pathname)) return undefined;
  return target;
}
