import { z } from 'zod';

/*
 * The customer profile of shop.md §3 (GET /api/v1/Customer/ProfileInfo), and the role flags of §6. The browser
 * reads it to pick the header panel and the 'not approved' experience; the server decides access on its own.
 */

export const profileSchema = z
  .object({
    IsLoggedIn: z.boolean(),
    /** The visitor has an account (true whenever signed in; anonymous visitors are not registered). */
    IsRegistered: z.boolean(),
    /** False when the back office keeps this registered user from signing in. */
    CanRegisteredUserLogin: z.boolean(),
    /** Anonymous visitor with a guest identity (the GuestId cookie) for a cart. */
    IsGuest: z.boolean(),
    GuestId: z.string().nullable(),
    /** First and last name when signed in, else null. */
    Name: z.string().nullable(),
    /** Id of the user-status list (0 Undefined for anonymous visitors). */
    UserStatus: z.number().int(),
    HasAnyRole: z.boolean(),
    HasSiteRole: z.boolean(),
    HasWebshopRole: z.boolean(),
    HasBackOfficeAdminRole: z.boolean(),
    /** Ours (issue 4): approves users of its own company. */
    HasCompanyAdminRole: z.boolean(),
    /** Ours (issue 4): the webshop-manager approval step. */
    HasWebshopManagerRole: z.boolean(),
  })
  .meta({ id: 'CustomerProfile' });
export type Profile = z.infer<typeof profileSchema>;

/** What a successful sign-in answers: the new profile and where to go (a path of this site). */
export const signInResultSchema = z
  .object({ Profile: profileSchema, ReturnUrl: z.string() })
  .meta({ id: 'SignInResult' });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** The profile of an anonymous visitor, with the guest id when the visitor has one. */
export function anonymousProfile(guestId: string | null): Profile {
  return {
    IsLoggedIn: false,
    IsRegistered: false,
    CanRegisteredUserLogin: false,
    IsGuest: guestId !== null,
    GuestId: guestId,
    Name: null,
    UserStatus: 0,
    HasAnyRole: false,
    HasSiteRole: false,
    HasWebshopRole: false,
    HasBackOfficeAdminRole: false,
    HasCompanyAdminRole: false,
    HasWebshopManagerRole: false,
  };
}

export interface ProfileUser {
  readonly name: string;
  readonly status: number;
  readonly roles: readonly string[];
}

/** The profile of a signed-in user. Signed in means allowed to sign in, so CanRegisteredUserLogin is true. */
export function signedInProfile(user: ProfileUser): Profile {
  const has = (role: string) => user.roles.includes(role);
  return {
    IsLoggedIn: true,
    IsRegistered: true,
    CanRegisteredUserLogin: true,
    IsGuest: false,
    GuestId: null,
    Name: user.name,
    UserStatus: user.status,
    HasAnyRole: user.roles.length > 0,
    HasSiteRole: has('site'),
    HasWebshopRole: has('webshop'),
    HasBackOfficeAdminRole: has('backOfficeAdmin'),
    HasCompanyAdminRole: has('companyAdmin'),
    HasWebshopManagerRole: has('webshopManager'),
  };
}
