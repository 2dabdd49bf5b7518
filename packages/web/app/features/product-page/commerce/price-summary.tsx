import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import type { Variant } from '@airshop/domain/catalog/product-variant';
import { formatPrice, formatTaxRate } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import styles from './price-summary.module.css';

/**
 * The buyer's prices (spec §2): the net price with its tax rate; the gross (list) price only when the item
 * says IsGrossPriceVisible and not DisplayOnlyNetPrice; the pack's size, price and discount when sold in packs.
 * A variant without a price in the customer's market says so instead of showing nothing.
 */
export function PriceSummary({
  item,
  locale,
  compact,
}: {
  item: Variant | ExtraItem;
  locale: Locale;
  compact: boolean;
}) {
  const t = useTranslations('productPage');
  const tag = intlTag(locale);
  const price = item.UnitPrice;
  if (!price) {
    return <p className={styles.onRequest}>{t('commerce/noPrice')}</p>;
  }
  const gross = item.IsGrossPriceVisible && !item.DisplayOnlyNetPrice ? item.UnitGrossPrice : null;
  const pack = item.HasPack && item.PackSize ? item : null;
  return (
    <div className={compact ? styles.compact : styles.prices}>
      <p className={styles.net}>
        <span className={styles.label}>{t('commerce/netPrice')}</span>
        <span className={styles.amount} data-testid="net-price">
          {formatPrice(price.Amount, price.Currency, tag)}
        </span>
        <span className={styles.tax}>
          {t('commerce/taxRate', { rate: formatTaxRate(price.Tax.Rate, tag) })}
        </span>
      </p>
      {gross ? (
        <p className={styles.gross}>
          {t('commerce/grossPrice', { price: formatPrice(gross.Amount, gross.Currency, tag) })}
        </p>
      ) : null}
      {pack ? (
        <p className={styles.pack}>
          {t('commerce/pack', { size: pack.PackSize ?? 1 })}
          {pack.PackPrice ? (
            <>
              {' · '}
              {t('commerce/packPrice', {
                price: formatPrice(pack.PackPrice.Amount, pack.PackPrice.Currency, tag),
              })}
            </>
          ) : null}
          {pack.PackDiscount ? (
            <span className={styles.discount}>
              {t('commerce/packDiscount', { discount: formatTaxRate(pack.PackDiscount, tag) })}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
