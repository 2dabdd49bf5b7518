import type { Profile } from '@airshop/domain/account/profile';
import { APPROVED } from '@airshop/domain/account/user-status';

/*
 * Who sees which order pages. The API decides on every call; these only pick what the header offers and what a
 * page says instead of a list it could not load.
 */

/** A buyer of a company: their own orders, and the company's for company admins (GET Orders). */
export function mayOrder(profile: Profile): boolean {
  return profile.IsLoggedIn && profile.UserStatus === APPROVED && profile.HasWebshopRole;
}

/** Why a signed-in user has no order history: still waiting for approval, or no web-shop role. */
export function refusalOf(profile: Profile): 'waiting' | 'notAllowed' {
  return profile.UserStatus === APPROVED ? 'notAllowed' : 'waiting';
}
