import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { type CartEditor, CartTotals, PromotionCodeField, useCartEditor } from '../cart/index.ts';
import styles from './checkout.module.css';
import { CheckoutDeliveries } from './checkout-summary.tsx';
import { OrderDetails } from './order-details.tsx';
import { SaveAsProject } from './save-as-project.tsx';
import { ShippingAddresses } from './shipping-addresses.tsx';
import { useCheckoutOrder } from './use-checkout-order.ts';
import { usePlaceOrder } from './use-place-order.ts';

/** The "back to cart" link every state of the page has. */
export function BackToCart({ locale }: { locale: Locale }) {
  const t = useTranslations('checkout');
  return (
    <Link to={`/${locale}/cart`} className={styles.back}>
      <Icon name="arrowLeft" size={16} />
      <span>{t('backToCart')}</span>
    </Link>
  );
}

/** Nothing to order (the cart was emptied, or the order was just placed in another tab). */
export function CheckoutEmpty({ locale }: { locale: Locale }) {
  const t = useTranslations('checkout');
  return (
    <section className={`${styles.section} ${styles.empty}`} data-testid="checkout-empty">
      <h2 className={styles.sectionTitle}>{t('empty/title')}</h2>
      <p>{t('empty/text')}</p>
      <ButtonLink to={`/${locale}/cart`}>{t('backToCart')}</ButtonLink>
    </section>
  );
}

/**
 * Checkout step 2 for a buyer (shop.md §2, §4; ADR 0063, 0065): where the order goes, the buyer's reference and
 * comment, the promotion code, what will be ordered with its totals, and "Place order" / "Save as project". The
 * cart is the one the server priced when the page was read; each change answers the cart or order as it is.
 */
export function CheckoutPage({ cart: initial, locale }: { cart: CartCheckout; locale: Locale }) {
  const t = useTranslations('checkout');
  const editor = useCartEditor(initial);
  const { cart } = editor;
  const shown = useRef(cart);
  shown.current = cart;
  // An order change moves the cart's Version on: read the cart again so the submit sends the Version it shows.
  const checkout = useCheckoutOrder((version) => {
    if (version > shown.current.Version) void editor.reload();
  });
  const placing = usePlaceOrder(cart, locale, editor.reload);
  // shop.md §4: an applied promotion code reads order and addresses again.
  const promotionEditor: CartEditor = {
    ...editor,
    run: async (key, change, options) => {
      const outcome = await editor.run(key, change, options);
      if (outcome.ok) void checkout.reload();
      return outcome;
    },
  };

  if (cart.Items.length === 0) return <CheckoutEmpty locale={locale} />;

  const addressChosen =
    typeof checkout.addresses === 'object' && checkout.addresses.ShippingAddressId !== null;
  const busy = placing.sending || checkout.saving !== undefined || editor.busy !== undefined;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ShippingAddresses checkout={checkout} country={cart.MarketId} locale={locale} />
        <OrderDetails checkout={checkout} />
      </div>
      <aside className={`${styles.section} ${styles.aside}`} aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className={styles.sectionTitle}>
          {t('summary/title')}
        </h2>
        {placing.refusal ? (
          <Notice tone="warning" role="alert" title={t('refusals/title')}>
            {placing.refusal}
          </Notice>
        ) : null}
        <CheckoutDeliveries cart={cart} locale={locale} />
        {cart.Total ? <CartTotals total={cart.Total} locale={locale} /> : null}
        <PromotionCodeField editor={promotionEditor} />
        <div className={styles.actions}>
          {!addressChosen && typeof checkout.addresses === 'object' ? (
            <p className={styles.muted}>{t('submit/needsAddress')}</p>
          ) : null}
          <Button
            size="lg"
            loading={placing.sending}
            disabled={!addressChosen || (busy && !placing.sending)}
            onClick={() => void placing.place()}
            data-testid="place-order"
          >
            {placing.refusal ? t('submit/again') : t('submit/place')}
          </Button>
          <SaveAsProject locale={locale} disabled={placing.sending} />
        </div>
      </aside>
    </div>
  );
}
