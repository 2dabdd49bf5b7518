import { intlTag, type Locale } from '@airshop/domain/locales';
import { orderBlock } from '@airshop/domain/orderable';
import { formatPrice } from '@airshop/domain/price-math';
import type { Variant } from '@airshop/domain/product-variant';
import { useTranslations } from '../../i18n/use-translations.ts';
import { AddToCartButton } from '../commerce/add-to-cart-button.tsx';
import styles from './buy-bar.module.css';

/** What the phone's buy bar shows: the chosen variant's code and net price, and 'add to cart' for one piece. */
export default function BuyBarContent({
  variant,
  productName,
  locale,
}: {
  variant: Variant;
  productName: string;
  locale: Locale;
}) {
  const t = useTranslations('productPage');
  const price = variant.UnitPrice;
  return (
    <section
      className={styles.bar}
      aria-label={t('buy/barLabel')}
      data-buy-bar={variant.Code}
      data-print="hide"
    >
      <p className={styles.text}>
        <span className={styles.code}>{variant.Code}</span>
        <span className={styles.price}>
          {price ? formatPrice(price.Amount, price.Currency, intlTag(locale)) : t('commerce/noPrice')}
        </span>
      </p>
      <AddToCartButton
        item={variant}
        name={productName}
        quantity={1}
        valid
        blocked={orderBlock(variant) !== undefined}
        compact
        describedBy={undefined}
      />
    </section>
  );
}
