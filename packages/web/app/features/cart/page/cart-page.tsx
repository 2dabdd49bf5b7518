import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useLink } from '../../../platform/use-link.ts';
import { Breadcrumb } from '../../../ui/breadcrumb.tsx';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { QuickOrderBox } from '../quick-order/quick-order-box.tsx';
import { CartUpload } from '../upload/cart-upload.tsx';
import { CartAlerts } from './cart-alerts.tsx';
import { CartDeliverySection } from './cart-delivery.tsx';
import { CartNameEditor } from './cart-name-editor.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import { CartTotals } from './cart-totals.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ContinueToCheckout } from './continue-to-checkout.tsx';
import { focusDelivery } from './focus-delivery.ts';
import { PromotionCodeField } from './promotion-code-field.tsx';
import { useCartEditor } from './use-cart-editor.ts';
import { useChangedElsewhere } from './use-changed-elsewhere.ts';

/** The frame every state of the page shares: breadcrumb and title. */
export function CartFrame({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = useTranslations('cart');
  const shared = useTranslations('shared');
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={shared('breadcrumb/label')}
        items={[{ label: shared('breadcrumb/home'), to: `/${locale}` }, { label: t('title') }]}
        upLabel={(parent) => shared('breadcrumb/up', { parent: parent.label })}
      />
      <h1 id="cart-title" tabIndex={-1} className={styles.title}>
        {t('title')}
      </h1>
      {children}
    </div>
  );
}

/**
 * The cart page, checkout step 1 (shop.md §2): deliveries with their lines, the cart's name, promotion codes,
 * alerts and totals. Every change answers the changed cart, which the page shows as it is (use-cart-editor).
 * A guest's cart (ShowPrices false) shows the same without prices, totals, stock and dates.
 */
export function CartPage({
  cart: initial,
  locale,
  projectTools,
}: {
  cart: CartCheckout;
  locale: Locale;
  /** The projects feature's part of the toolbar (copy the lines to a project), given the cart as it is now. */
  projectTools?: (cart: CartCheckout) => ReactNode;
}) {
  const t = useTranslations('cart');
  const quickPick = useTranslations('quickPick');
  const editor = useCartEditor(initial);
  const { cart, busy, run, reload } = editor;
  useChangedElsewhere(cart, reload);
  const products = useLink('Webshop/Products');
  const { pathname } = useLocation();
  const [confirm, setConfirm] = useState<'basket' | 'cart' | undefined>();
  const empty = cart.Items.length === 0;

  return (
    <CartFrame locale={locale}>
      <div className={styles.toolbar}>
        <CartNameEditor editor={editor} />
        <div className={styles.toolbarActions}>
          <div className={styles.uploadSlot}>
            <CartUpload onUploaded={() => void reload()} />
          </div>
          {!empty && projectTools ? projectTools(cart) : null}
          {!empty ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirm('basket')}>
              {t('basket/delete')}
            </Button>
          ) : null}
          {cart.Id !== null ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirm('cart')}>
              {t('cart/delete')}
            </Button>
          ) : null}
        </div>
      </div>

      {!cart.ShowPrices ? (
        <Notice tone="info" title={t('guest/title')}>
          <p>{t('guest/text')}</p>
          <p className={styles.noticeAction}>
            <ButtonLink size="sm" to={`/${locale}/account/sign-in?ReturnUrl=${encodeURIComponent(pathname)}`}>
              {t('guest/signIn')}
            </ButtonLink>
          </p>
        </Notice>
      ) : null}

      <CartAlerts editor={editor} locale={locale} />

      {empty ? (
        <section className={styles.empty} aria-labelledby="cart-empty-title" data-testid="cart-empty">
          <Icon name="cart" size={40} className={styles.emptyIcon} />
          <h2 id="cart-empty-title">{t('empty/title')}</h2>
          <p>{t('empty/text')}</p>
          <ButtonLink to={products}>{t('empty/link')}</ButtonLink>
        </section>
      ) : (
        <div className={styles.layout}>
          <div className={styles.deliveries}>
            {cart.Deliveries.map((delivery) => (
              <CartDeliverySection
                key={delivery.ShipmentNo}
                delivery={delivery}
                editor={editor}
                locale={locale}
              />
            ))}
            <Button
              variant="secondary"
              icon={<Icon name="plus" size={18} />}
              loading={busy === 'delivery:create'}
              onClick={() =>
                void run('delivery:create', () => cartApi.createDelivery(), {
                  onDone: (next) => focusDelivery(next.Deliveries.at(-1)?.ShipmentNo ?? 1),
                })
              }
            >
              {t('delivery/add')}
            </Button>
          </div>
          {cart.ShowPrices ? (
            <aside className={styles.summary} aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title" className={styles.summaryTitle}>
                {t('totals/title')}
              </h2>
              {cart.Total ? <CartTotals total={cart.Total} locale={locale} /> : null}
              <PromotionCodeField editor={editor} />
              <ContinueToCheckout cart={cart} locale={locale} />
            </aside>
          ) : (
            <ContinueToCheckout cart={cart} locale={locale} />
          )}
        </div>
      )}

      <section className={styles.quickOrder} aria-labelledby="quick-order-title" data-print="hide">
        <h2 id="quick-order-title" className={styles.quickOrderTitle}>
          {quickPick('quickOrder/title')}
        </h2>
        <QuickOrderBox onAdded={() => void reload()} quickPickHref={`/${locale}/quick-pick`} />
      </section>

      <ConfirmDialog
        open={confirm === 'basket'}
        title={t('basket/confirmTitle')}
        confirmLabel={t('basket/delete')}
        busy={busy === 'basket'}
        onClose={() => setConfirm(undefined)}
        onConfirm={() =>
          void run('basket', () => cartApi.deleteBasket(), { onDone: () => setConfirm(undefined) })
        }
      >
        {t('basket/confirmText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'cart'}
        title={cart.Name ? t('cart/confirmTitleNamed', { name: cart.Name }) : t('cart/confirmTitle')}
        confirmLabel={t('cart/delete')}
        busy={busy === 'cart'}
        onClose={() => setConfirm(undefined)}
        onConfirm={() => {
          const id = cart.Id;
          if (id === null) return;
          // textToPass is the name shown here: a cart renamed in another tab since is not deleted (409 stale).
          void run('cart', () => cartApi.deleteCart(id, cart.Name ?? ''), {
            onDone: () => setConfirm(undefined),
          });
        }}
      >
        {t('cart/confirmText')}
      </ConfirmDialog>
    </CartFrame>
  );
}
