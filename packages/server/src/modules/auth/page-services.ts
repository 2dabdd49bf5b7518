import type { AuthPages } from '@airshop/domain/site/site-pages';
import type { PageRequest } from '../../platform/page-request.ts';
import { profileOf } from './profile-info.ts';

export function authPages(page: PageRequest): AuthPages {
  return {
    profile: async () => {
      // A shareable page holds no guest id: the cookie carries it, and the API's ProfileInfo tells it.
      if (page.shareable) return profileOf(null, null);
      const { customer, guestId } = await page.signedIn();
      // IsGuest tells the header to show the guest cart; the GuestId itself, a bearer secret kept in an
      // HttpOnly cookie, stays out of the page's HTML (ADR 0059).
      return { ...profileOf(customer, guestId), GuestId: null };
    },
  };
}
