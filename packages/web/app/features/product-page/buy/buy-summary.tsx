import { useId } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { CommerceItem } from '../commerce/commerce-item.tsx';
import styles from './buy-summary.module.css';
import { useBuyerSelection } from './use-buyer-selection.ts';

/**
 * The chosen variant's price, stock and add buttons beside the product's name, for a buyer: the chooser and
 * its buy box start screens further down. Choosing another variant happens there ('change variant').
 */
export function BuySummary({ productName }: { productName: string }) {
  const t = useTranslations('productPage');
  const headingId = useId();
  const variant = useBuyerSelection();
  if (!variant) return null;
  return (
    <section className={styles.summary} aria-labelledby={headingId} data-buy-summary={variant.Code}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('buy/summaryTitle', { code: variant.Code })}
        </h2>
        <a href="#sizing" className={styles.change} data-print="hide">
          <Icon name="grid" size={16} />
          {t('buy/changeVariant')}
        </a>
      </header>
      {/* Its own quantity per variant: a new choice starts from the smallest quantity again. */}
      <CommerceItem key={variant.Code} item={variant} name={productName} layout="compact" />
    </section>
  );
}
