import type { Locale } from '@airshop/domain/i18n/locales';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Icon, type IconName } from '../../ui/icon.tsx';
import styles from './after-sales-hub.module.css';
import { AfterSalesPage } from './form-frame.tsx';

/** The after-sales pages, each with the line that says what it is for. */
const ENTRIES: readonly { id: string; icon: IconName }[] = [
  { id: 'discrepancy-report', icon: 'truck' },
  { id: 'service-request', icon: 'settings' },
  { id: 'retrofit-fans', icon: 'cube' },
  { id: 'warranty-claim', icon: 'document' },
];

/** /{locale}/after-sales: the serial-number lookup and the four forms, so every form is reachable from the site. */
export function AfterSalesHub({ locale }: { locale: Locale }) {
  const t = useTranslations('afterSales');
  const card = (id: string, icon: IconName) => (
    <li key={id}>
      <Link className={styles.card} to={`/${locale}/after-sales/${id}`}>
        <Icon name={icon} size={24} className={styles.icon} />
        <span className={styles.text}>
          <span className={styles.title}>{t(`hub/${id}/title`)}</span>
          <span className={styles.line}>{t(`hub/${id}/text`)}</span>
        </span>
        <Icon name="arrowRight" size={20} className={styles.arrow} />
      </Link>
    </li>
  );
  return (
    <AfterSalesPage title={t('hub/title')} intro={t('hub/intro')}>
      <ul className={styles.list}>{card('serial-number', 'barcode')}</ul>
      <section aria-labelledby="after-sales-forms" className={styles.forms}>
        <h2 id="after-sales-forms" className={styles.heading}>
          {t('hub/formsTitle')}
        </h2>
        <ul className={styles.list}>{ENTRIES.map((entry) => card(entry.id, entry.icon))}</ul>
      </section>
    </AfterSalesPage>
  );
}
