import type { CartCheckout, CheckoutInfo } from '@airshop/domain/commerce/cart-checkout';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useEffect, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';

/**
 * The way on to checkout step 2 (issue 16): for a buyer when GET Carts/Default/CheckoutInfo says the cart can go
 * (read again whenever the cart changes), else what stops it, in the words of the problems the deliveries show;
 * for a guest the quote request. Until the answer is there nothing shows, so the button never flickers.
 */
export function ContinueToCheckout({ cart, locale }: { cart: CartCheckout; locale: Locale }) {
  const t = useTranslations('cart');
  const [info, setInfo] = useState<CheckoutInfo | undefined>();
  const { Id, Version, IsGuest } = cart;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart's id and version say when it changed, on purpose
  useEffect(() => {
    if (IsGuest) return;
    let current = true;
    cartApi
      .checkoutInfo()
      .then((next) => {
        if (current) setInfo(next);
      })
      .catch(() => {
        // Without the answer the button stays away; the submit checks everything again anyway.
        if (current) setInfo(undefined);
      });
    return () => {
      current = false;
    };
  }, [Id, Version, IsGuest]);

  if (IsGuest) {
    return (
      <div className={styles.continue}>
        <ButtonLink to={`/${locale}/checkout`} size="lg" icon={<Icon name="arrowRight" size={18} />}>
          {t('checkout/quote')}
        </ButtonLink>
      </div>
    );
  }
  if (!info) return null;
  if (info.CanCheckout) {
    return (
      <div className={styles.continue}>
        <ButtonLink to={`/${locale}/checkout`} size="lg" icon={<Icon name="arrowRight" size={18} />}>
          {t('checkout/continue')}
        </ButtonLink>
      </div>
    );
  }
  const reasons = [...new Set(info.Blockers.map((blocker) => blocker.Reason))];
  return (
    <div className={styles.continue} data-testid="checkout-blockers">
      <p className={styles.blockersTitle}>{t('checkout/blocked')}</p>
      <ul className={styles.blockers}>
        {reasons.map((reason) => (
          <li key={reason}>{t(`checkout/blockers/${reason}`)}</li>
        ))}
      </ul>
    </div>
  );
}
