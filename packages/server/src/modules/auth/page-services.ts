import type { AuthPages } from '@airshop/domain/site/site-pages';
import type { PageRequest } from '../../platform/page-request.ts';
import { profileOf } from './profile-info.ts';

export function authPages(page: PageRequest): AuthPages {
  return {
    profile: async () => {
      // A shareable page holds no guest id: the cookie carries it, and the API's ProfileInfo tells it.
      if (page.shareable) return profileOf(null, null);
      const { customer, guestId } = await page.signedIn();
      return profileOf(customer, guestId);
    },
  };
}
