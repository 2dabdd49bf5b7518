import type { CartTotal } from '@airshop/domain/commerce/commerce-totals';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import styles from './cart-page.module.css';

/** shop.md §3 "Cart total": TotalNet, ShippingFee, each promotion's saving, TotalTaxIncluded, in Currency. */
export function CartTotals({ total, locale }: { total: CartTotal; locale: Locale }) {
  const t = useTranslations('cart');
  const money = (amount: number) => formatPrice(amount, total.Currency, intlTag(locale));
  return (
    <div className={styles.totalsBlock} data-testid="cart-totals">
      <dl className={styles.totals}>
        {total.Promotions.map((promotion) => (
          <div key={promotion.Code} className={styles.saving}>
            <dt>{t('totals/promotion', { code: promotion.Code })}</dt>
            <dd>−{money(promotion.SavedAmount)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('totals/shipping')}</dt>
          <dd>{total.ShippingFee === 0 ? t('totals/shippingFree') : money(total.ShippingFee)}</dd>
        </div>
        <div>
          <dt>{t('totals/totalNet')}</dt>
          <dd data-testid="total-net">{money(total.TotalNet)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('totals/totalTaxIncluded')}</dt>
          <dd data-testid="total-tax-included">{money(total.TotalTaxIncluded)}</dd>
        </div>
      </dl>
      <p className={styles.currency}>{t('totals/currency', { currency: total.Currency })}</p>
    </div>
  );
}
