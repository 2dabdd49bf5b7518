import { orderBlock } from '@airshop/domain/commerce/orderable';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag } from '@airshop/domain/i18n/locales';
import { useEffect, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useLayoutData } from '../../shell/index.ts';
import { AddToCartButton } from '../commerce/add-to-cart-button.tsx';
import styles from './buy-bar.module.css';
import { useBuyerSelection } from './use-buyer-selection.ts';

/**
 * A phone's compact buy bar: once the chooser has scrolled away above, the chosen variant's code, net price and
 * 'add to cart' (one piece, or what the page's buy box says it cannot) stay at the bottom of the screen. Wide
 * screens hide it (CSS): their buy summary sits beside the pictures. Buyers only, like every price. Never in
 * the server HTML: it appears after a scroll.
 */
export function BuyBar({ productName }: { productName: string }) {
  const t = useTranslations('productPage');
  const locale = useLayoutData()?.locale;
  const variant = useBuyerSelection();
  const [past, setPast] = useState(false);
  const present = variant !== undefined;

  useEffect(() => {
    const chooser = document.getElementById('sizing');
    if (!present || !chooser) return;
    // The root reaches far below the screen, so the chooser counts as 'seen' anywhere below or on it and stops
    // only once it is wholly above: a jump from the top straight past it (an anchor) changes that too.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    );
    observer.observe(chooser);
    return () => observer.disconnect();
  }, [present]);

  if (!variant || !past || !locale) return null;
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
