import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import styles from './checkout.module.css';

/**
 * What will be ordered, as the server priced it when the page was read: each delivery with its wished date,
 * lines (quantity, note, line total) and subtotal. The totals follow (CartTotals, the cart page's own). For a
 * guest (no prices) the same without figures.
 */
export function CheckoutDeliveries({ cart, locale }: { cart: CartCheckout; locale: Locale }) {
  const t = useTranslations('checkout');
  const tag = intlTag(locale);
  const money = (value: { Amount: number; Currency: string } | null) =>
    value ? formatPrice(value.Amount, value.Currency, tag) : null;
  return (
    <ol className={styles.deliveries} aria-label={t('summary/deliveries')} data-testid="checkout-deliveries">
      {cart.Deliveries.map((delivery) => {
        const lines = cart.Items.filter((item) => item.ShipmentNo === delivery.ShipmentNo);
        return (
          <li key={delivery.ShipmentNo} className={styles.delivery} data-testid="checkout-delivery">
            <div className={styles.deliveryHead}>
              <span>{t('summary/delivery', { number: delivery.ShipmentNo })}</span>
              <span className={styles.deliveryDate}>
                {delivery.DeliveryDate
                  ? t('summary/wished', { date: formatDisplayDate(delivery.DeliveryDate, tag) })
                  : t('summary/asap')}
              </span>
            </div>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.LineItemId} className={styles.line}>
                  <span className={styles.lineName}>{line.Name}</span>
                  <span className={styles.lineMeta}>
                    {t('summary/line', { quantity: line.Quantity, code: line.Code })}
                    {line.Note ? ` · ${line.Note}` : ''}
                  </span>
                  {cart.ShowPrices ? (
                    <span className={styles.lineTotal}>{money(line.LineTotal) ?? t('summary/noPrice')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {delivery.SubTotal ? (
              <p className={styles.subtotal}>
                <span>{t('summary/subtotal')}</span>
                <span>{money(delivery.SubTotal)}</span>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
