import type { CartPageAnswer, CartPageRefusal, CartPages } from '@airshop/domain/commerce/cart-pages';
import { AppError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/page-request.ts';
import { resolveCartOwner } from './cart-owner.ts';
import { readCartCheckout } from './checkout.ts';

/** The REST call's refusals, as the page shows them (its own screens rather than an error page). */
const REFUSALS: Partial<Record<AppError['code'], CartPageRefusal>> = {
  unauthenticated: 'signInRequired',
  forbidden: 'notAllowed',
  webshop_disabled: 'webshopDisabled',
};

export function cartPages(page: PageRequest): CartPages {
  return {
    // The same owner rule and read as GET Carts/Default/Checkout, so the page and the API cannot disagree. Read
    // as the signed-in customer even on a "shareable" request: a guest's cart hangs on the GuestId cookie alone,
    // and the route answers private, no-store whatever the request.
    async checkout(): Promise<CartPageAnswer> {
      const ctx = await page.signedIn();
      try {
        const cart = await readCartCheckout(ctx, await resolveCartOwner(ctx));
        return { kind: 'cart', cart };
      } catch (error) {
        const reason = error instanceof AppError ? REFUSALS[error.code] : undefined;
        if (reason) return { kind: 'refused', reason };
        throw error;
      }
    },
  };
}
