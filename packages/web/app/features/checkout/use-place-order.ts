import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../platform/random-uuid.ts';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { refreshCartWidget, refusalReason, refusalText } from '../cart/index.ts';
import { pushCheckoutCompleted } from './checkout-analytics.ts';
import { checkoutApi } from './checkout-api.ts';
import { rememberPlacedOrder } from './placed-order.ts';
import { sameSitePath } from './same-site-path.ts';

export interface PlaceOrder {
  /** The submit is under way (and, after success, the navigation to the order). */
  sending: boolean;
  /** Why the last submit was refused, in words (the cart changed since the page showed it), or undefined. */
  refusal: string | undefined;
  place(): Promise<void>;
}

/**
 * The order submit of shop.md §4 (ADR 0063, 0065): one Idempotency-Key per visit of the page, so a double click,
 * a retry or a replay is one order; the body is the cart's Version and the TotalNet the page shows. A refusal
 * (409 with a reason) says why above the summary and reads the cart again, and the next press asks with the cart
 * as it is now; any other failure is the generic error. Success stores the reference, pushes the analytics event,
 * reads the header widget again and follows RedirectUrl.
 */
export function usePlaceOrder(
  cart: CartCheckout,
  locale: Locale,
  reloadCart: () => Promise<void>,
): PlaceOrder {
  const t = useTranslations('checkout');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  // A refused or failed submit stored nothing under the key (idempotency.ts), so the next press may reuse it.
  const key = useRef<string | undefined>(undefined);
  const sendingNow = useRef(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();

  async function place() {
    const total = cart.Total;
    if (sendingNow.current || cart.Id === null || total === null) return;
    sendingNow.current = true;
    setSending(true);
    key.current ??= randomUuid();
    try {
      const placed = await checkoutApi.submit(
        cart.Id,
        { Version: cart.Version, TotalNet: total.TotalNet },
        key.current,
      );
      rememberPlacedOrder(placed);
      pushCheckoutCompleted({
        orderNumber: placed.OrderNumber,
        orderReference: placed.OrderReference,
        value: total.TotalNet,
        currency: total.Currency,
      });
      void refreshCartWidget();
      // The button stays busy until the order's page has replaced this one.
      await navigate(sameSitePath(placed.RedirectUrl) ?? `/${locale}/orders/${placed.OrderNumber}`);
    } catch (error) {
      sendingNow.current = false;
      setSending(false);
      const reason = refusalReason(error);
      const text = reason === undefined ? undefined : refusalText(t, `refusals/${reason}`);
      if (text === undefined) {
        snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') });
        return;
      }
      setRefusal(text);
      await reloadCart();
    }
  }

  return { sending, refusal, place };
}
