import { DELIVERY_DATE_HIGHLIGHT_MS, formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './delivery-date-line.module.css';

/**
 * The delivery date for the quantity (spec §4). When a change of the quantity moves it to another lead-time
 * band, the new date is highlighted for 600 ms; a new item (another variant) is no such change.
 */
export function DeliveryDateLine({
  date,
  quantity,
  code,
  locale,
}: {
  date: string;
  quantity: number;
  code: string;
  locale: Locale;
}) {
  const t = useTranslations('productPage');
  const [highlighted, setHighlighted] = useState(false);
  // Bumped by each change that lights the date, so a new change restarts the 600 ms.
  const [lit, setLit] = useState(0);
  const previous = useRef({ date, quantity, code });

  useEffect(() => {
    const before = previous.current;
    previous.current = { date, quantity, code };
    if (before.code !== code || before.quantity === quantity || before.date === date) return;
    setHighlighted(true);
    setLit((n) => n + 1);
  }, [date, quantity, code]);

  // The timer starts once the highlight is on the screen, so it shows for the full 600 ms; a quantity change
  // that leaves the date alone does not touch it.
  useEffect(() => {
    if (lit === 0) return;
    const timer = window.setTimeout(() => setHighlighted(false), DELIVERY_DATE_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [lit]);

  return (
    <p className={styles.line} aria-live="polite">
      <Icon name="truck" size={18} className={styles.icon} />
      <span>{t('commerce/deliveryDate')}</span>
      <time
        dateTime={date}
        className={`${styles.date} ${highlighted ? styles.highlighted : ''}`}
        data-highlighted={highlighted || undefined}
      >
        {formatDisplayDate(date, intlTag(locale))}
      </time>
    </p>
  );
}
