import type { StockStatus } from '@airshop/domain/commerce/stock-status';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import styles from './stock-line.module.css';

const TONE: Record<StockStatus['kind'], 'good' | 'partial' | 'none'> = {
  unknown: 'none',
  inStock: 'good',
  partly: 'partial',
  none: 'partial',
  outOfStock: 'none',
  reachMaxStock: 'partial',
};

/** The stock message of domain/stock-status.ts; it is read out when the quantity changes it. */
export function StockLine({ status, locale }: { status: StockStatus; locale: Locale }) {
  const t = useTranslations('productPage');
  const stock = 'stock' in status ? new Intl.NumberFormat(intlTag(locale)).format(status.stock) : '';
  return (
    <p className={`${styles.stock} ${styles[TONE[status.kind]]}`} aria-live="polite" data-stock={status.kind}>
      <span className={styles.dot} aria-hidden="true" />
      <span>{t(`commerce/stock/${status.kind}`, { stock })}</span>
    </p>
  );
}
