import type { CartWidget as CartWidgetData } from '@airshop/domain/commerce/cart';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import headerButton from '../../ui/header-button.module.css';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  closeCartPanel,
  type LastAdded,
  openCartPanel,
  refreshCartWidget,
  useCartState,
} from './cart-store.ts';
import styles from './cart-widget.module.css';

/** The quick-order box (ADR 0069): its code comes with the panel's first opening, not with every page. */
const PanelQuickOrder = lazy(() => import('./quick-order/panel-quick-order.tsx'));

/**
 * The header's cart (spec §4): the number of lines on a button that opens the cart panel (dark, shop.md §2) —
 * a summary (lines, pieces, and the total for buyers), the lines with quantity and net price, the last added
 * one highlighted. A guest cart (issue 15 §5) has no prices: the panel says they come with signing in. Shown to
 * buyers and to guests with a guest cart (the caller decides); it reads GET Carts/Default/Widget when it appears
 * and after every add.
 */
export function CartWidget({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  const { status, widget, open, lastAdded } = useCartState();

  useEffect(() => {
    void refreshCartWidget();
  }, []);

  if (status === 'unavailable') return null;
  const count = widget?.Count ?? 0;
  const added = lastAdded ? widget?.Lines.find((line) => line.Code === lastAdded.code) : undefined;

  return (
    <>
      <button
        type="button"
        className={`${headerButton.button} ${styles.button}`}
        // The count is known once the widget has been read; until then the button is just the cart.
        aria-label={widget ? t('cartWidget/label', { count }) : t('cartWidget/title')}
        aria-haspopup="dialog"
        data-shop-tool
        onClick={() => openCartPanel()}
      >
        <Icon name="cart" size={20} />
        <span className={styles.text} data-tool-label>
          {t('cartWidget/title')}
        </span>
        {/* A space between title and count: the visible "Cart 1" must read as words inside the name "Cart, 1 line"
            (WCAG 2.5.3 label in name), not as "Cart1". */}
        {widget ? ' ' : null}
        {widget ? (
          <span className={styles.count} data-testid="cart-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <Dialog
        open={open}
        onClose={closeCartPanel}
        title={t('cartWidget/title')}
        closeLabel={t('cartWidget/close')}
        tone="dark"
        footer={
          widget && widget.Lines.length > 0 ? (
            <div className={styles.footer}>
              {widget.Total ? (
                <p className={styles.total}>
                  <span>{t('cartWidget/total')}</span>
                  <strong>{formatPrice(widget.Total.Amount, widget.Total.Currency, intlTag(locale))}</strong>
                </p>
              ) : null}
              <div className={styles.footerActions}>
                <Button variant="secondary" onClick={closeCartPanel}>
                  {t('cartWidget/continue')}
                </Button>
                {/* Issue 13 point 24: the panel leads on to the cart page (checkout step 1). */}
                <ButtonLink to={`/${locale}/cart`} onClick={closeCartPanel}>
                  {t('cartWidget/goToCart')}
                </ButtonLink>
              </div>
            </div>
          ) : undefined
        }
      >
        {added ? (
          <Notice tone="success" role="status">
            {t('cartWidget/added', { name: added.Name, quantity: added.Quantity })}
          </Notice>
        ) : null}
        {status === 'loading' && !widget ? (
          <p className={styles.state}>
            <Spinner size="sm" /> {t('cartWidget/loading')}
          </p>
        ) : null}
        {status === 'failed' ? <Notice tone="error">{t('cartWidget/failed')}</Notice> : null}
        {widget?.IsGuest ? <GuestNote locale={locale} /> : null}
        {widget && widget.Lines.length === 0 ? <p className={styles.state}>{t('cartWidget/empty')}</p> : null}
        {widget && widget.Lines.length > 0 ? (
          <CartLines widget={widget} lastAdded={lastAdded} locale={locale} />
        ) : null}
        {open && widget ? (
          <Suspense fallback={null}>
            <div className={styles.quickOrder}>
              <PanelQuickOrder locale={locale} />
            </div>
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}

function CartLines({
  widget,
  lastAdded,
  locale,
}: {
  widget: CartWidgetData;
  lastAdded: LastAdded | undefined;
  locale: Locale;
}) {
  const t = useTranslations('shared');
  const tag = intlTag(locale);
  return (
    <>
      <p className={styles.summary} data-testid="cart-summary">
        {t('cartWidget/summary', { count: widget.Count, quantity: widget.Quantity })}
      </p>
      <ul className={styles.lines} aria-label={t('cartWidget/lines', { count: widget.Count })}>
        {widget.Lines.map((line) => {
          // The add went to the first delivery: that line of the code is the one that grew.
          const isLastAdded =
            lastAdded?.code === line.Code &&
            line === widget.Lines.find((candidate) => candidate.Code === lastAdded.code);
          return (
            <li
              key={line.LineItemId}
              className={isLastAdded ? styles.lineAdded : styles.line}
              data-last-added={isLastAdded || undefined}
            >
              <div className={styles.lineText}>
                <span className={styles.name}>{line.Name}</span>
                <span className={styles.code}>
                  {line.Code}
                  {isLastAdded && lastAdded ? (
                    <span className={styles.addedTag}>
                      {' '}
                      {t('cartWidget/justAdded', { quantity: lastAdded.quantity })}
                    </span>
                  ) : null}
                </span>
              </div>
              <span className={styles.quantity}>{t('cartWidget/quantity', { quantity: line.Quantity })}</span>
              {widget.IsGuest ? null : (
                <span className={styles.lineTotal}>
                  {line.LineTotal
                    ? formatPrice(line.LineTotal.Amount, line.LineTotal.Currency, tag)
                    : t('cartWidget/noPrice')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A guest cart shows no prices (shop.md §6): they come with an account, and the cart comes along at sign-in. */
function GuestNote({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  const { pathname, search } = useLocation();
  return (
    <div className={styles.guestNote}>
      <p>{t('cartWidget/guestNote')}</p>
      <Link
        className={styles.guestSignIn}
        to={`/${locale}/account/sign-in?ReturnUrl=${encodeURIComponent(pathname + search)}`}
        onClick={closeCartPanel}
      >
        {t('cartWidget/guestSignIn')}
      </Link>
    </div>
  );
}
