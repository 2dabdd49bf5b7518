import type { OrderStatus } from '@airshop/domain/commerce/order-limits';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import styles from './orders.module.css';

/** The status as a word with a colour; the word carries the meaning, the colour only helps to scan. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders');
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status/${status}`)}
    </span>
  );
}
