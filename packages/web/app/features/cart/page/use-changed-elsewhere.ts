import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { useEffect, useRef } from 'react';
import { cartApi } from './cart-page-api.ts';

/**
 * When the window gets focus back, asks GET Carts/Default/Status/{id}/{version} whether the cart moved on (another
 * tab, a colleague's upload) and reads it again if so. A failed question is left alone: the next change answers
 * the cart anyway.
 */
export function useChangedElsewhere(cart: CartCheckout, reload: () => Promise<void>): void {
  const held = useRef({ id: cart.Id, version: cart.Version });
  held.current = { id: cart.Id, version: cart.Version };

  useEffect(() => {
    let asking = false;
    const ask = async () => {
      if (asking || document.visibilityState === 'hidden') return;
      asking = true;
      try {
        const status = await cartApi.status(held.current.id, held.current.version);
        if (status.Changed) await reload();
      } catch {
        // Nothing to tell: the page still shows a cart that the server will check on the next change.
      } finally {
        asking = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);
}
