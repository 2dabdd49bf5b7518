import { describe, expect, it } from 'vitest';
import { anonymousProfile, profileSchema, signedInProfile } from './profile.ts';

describe('profile', () => {
  it('marks an anonymous visitor with a guest id as a guest', () => {
    const profile = anonymousProfile('Zk3b1c2d3e4f5g6h7i8j9k');
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({ IsLoggedIn: false, IsGuest: true, UserStatus: 0, HasAnyRole: false });
    expect(anonymousProfile(null).IsGuest).toBe(false);
  });

  it('derives the role flags of a signed-in user', () => {
    const profile = signedInProfile({ name: 'Ada Lind', status: 8, roles: ['site', 'webshop'] });
    expect(profile).toMatchObject({
      IsLoggedIn: true,
      IsRegistered: true,
      IsGuest: false,
      Name: 'Ada Lind',
      UserStatus: 8,
      HasAnyRole: true,
      HasSiteRole: true,
      HasWebshopRole: true,
      HasBackOfficeAdminRole: false,
    });
    expect(signedInProfile({ name: 'No Role', status: 8, roles: [] }).HasAnyRole).toBe(false);
  });
});
