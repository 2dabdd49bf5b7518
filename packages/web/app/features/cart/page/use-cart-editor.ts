import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { refreshCartWidget } from '../cart-store.ts';
import { cartApi } from './cart-page-api.ts';
import { isGone, refusalReason, refusalText } from './cart-refusal.ts';

export type ChangeOutcome = { ok: true } | { ok: false; reason: string | undefined };

export interface RunOptions {
  /** Shows the refusal itself (the promotion code field does, under the field); true when it did. */
  onRefused?(reason: string): boolean;
  /** Runs after the answered cart is shown (focus the place the line went to). */
  onDone?(cart: CartCheckout): void;
}

export interface CartEditor {
  cart: CartCheckout;
  /** The control whose change is under way (a key such as `line:12:note`), or undefined. */
  busy: string | undefined;
  run(key: string, change: () => Promise<CartCheckout>, options?: RunOptions): Promise<ChangeOutcome>;
  /** Reads the cart again (another tab changed it). */
  reload(): Promise<void>;
}

/**
 * Holds the cart the page shows and runs its changes (shop.md §4): each answer is the changed cart, shown as it
 * is, and the header widget is read again. A refusal shows cart/errors/{reason}; any other failure the generic
 * 'API or connection' message. An answer older than the cart on screen (two changes crossing) is not shown.
 */
export function useCartEditor(initial: CartCheckout): CartEditor {
  const t = useTranslations('cart');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState<string | undefined>();

  const show = useCallback((next: CartCheckout) => {
    // A cart with another id (deleted and begun anew) always wins; the same cart only moves forward.
    setCart((current) => {
      if (next.Id === current.Id && next.Version < current.Version) return current;
      return next;
    });
  }, []);

  // A navigation to the page again (or a revalidation) brings a newer cart from the loader.
  useEffect(() => show(initial), [initial, show]);

  const reload = useCallback(async () => {
    try {
      show(await cartApi.checkout());
    } catch {
      snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') });
    }
    void refreshCartWidget();
  }, [show, snackbar, shared]);

  const run = useCallback(
    async (
      key: string,
      change: () => Promise<CartCheckout>,
      options: RunOptions = {},
    ): Promise<ChangeOutcome> => {
      setBusy(key);
      try {
        const next = await change();
        show(next);
        void refreshCartWidget();
        options.onDone?.(next);
        return { ok: true };
      } catch (error) {
        const reason = refusalReason(error);
        if (reason !== undefined && options.onRefused?.(reason)) return { ok: false, reason };
        const text = reason === undefined ? undefined : refusalText(t, `cart/errors/${reason}`);
        snackbar.show({
          type: 'error',
          message: text ?? shared('generic/messages/apiOrConnectionError'),
          long: text !== undefined,
        });
        // What the page showed is no longer the cart: read it again so the next click acts on the truth.
        if (isGone(error)) await reload();
        return { ok: false, reason };
      } finally {
        setBusy(undefined);
      }
    },
    [show, reload, snackbar, shared, t],
  );

  return { cart, busy, run, reload };
}
