import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useEffect } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import headerButton from '../../ui/header-button.module.css';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { closeCartPanel, openCartPanel, refreshCartWidget, useCartState } from './cart-store.ts';
import styles from './cart-widget.module.css';

/**
 * The header's cart (spec §4): the number of lines on a button that opens the cart panel — the lines with
 * quantity and net price, and the total. Shown to buyers only (the caller decides); it reads
 * GET Carts/Default/Widget when it appears and after every add.
 */
export function CartWidget({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  const { status, widget, open, addedCode } = useCartState();

  useEffect(() => {
    void refreshCartWidget();
  }, []);

  if (status === 'unavailable') return null;
  const count = widget?.Count ?? 0;
  const tag = intlTag(locale);
  const added = addedCode ? widget?.Lines.find((line) => line.Code === addedCode) : undefined;

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
        <span className={styles.text}>{t('cartWidget/title')}</span>
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
        footer={
          widget && widget.Lines.length > 0 ? (
            <div className={styles.footer}>
              {widget.Total ? (
                <p className={styles.total}>
                  <span>{t('cartWidget/total')}</span>
                  <strong>{formatPrice(widget.Total.Amount, widget.Total.Currency, tag)}</strong>
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
        {widget && widget.Lines.length === 0 ? <p className={styles.state}>{t('cartWidget/empty')}</p> : null}
        {widget && widget.Lines.length > 0 ? (
          <ul className={styles.lines} aria-label={t('cartWidget/lines', { count: widget.Count })}>
            {widget.Lines.map((line) => (
              <li key={line.LineItemId} className={line.Code === addedCode ? styles.lineAdded : styles.line}>
                <div className={styles.lineText}>
                  <span className={styles.name}>{line.Name}</span>
                  <span className={styles.code}>{line.Code}</span>
                </div>
                <span className={styles.quantity}>
                  {t('cartWidget/quantity', { quantity: line.Quantity })}
                </span>
                <span className={styles.lineTotal}>
                  {line.LineTotal
                    ? formatPrice(line.LineTotal.Amount, line.LineTotal.Currency, tag)
                    : t('cartWidget/noPrice')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}
