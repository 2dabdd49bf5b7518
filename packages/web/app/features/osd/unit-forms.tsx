import type { Locale } from '@airshop/domain/i18n/locales';
import type { OsdProduct } from '@airshop/domain/osd/osd';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './osd.module.css';

const UNIT_FORMS = ['service-request', 'warranty-claim', 'retrofit-fans'] as const;
type UnitForm = (typeof UNIT_FORMS)[number];

/**
 * The address of an after-sales form filled in for this unit: its serial, and for a warranty claim also its
 * product and order, which the claim asks for.
 */
export function unitFormPath(locale: Locale, form: UnitForm, unit: OsdProduct): string {
  const query = new URLSearchParams({ serial: unit.SerialNo });
  if (form === 'warranty-claim') {
    query.set('product', unit.Name);
    if (unit.OrderNumber) query.set('order', unit.OrderNumber);
  }
  return `/${locale}/after-sales/${form}?${query}`;
}

/** The after-sales forms that fit a unit (issue 19 point 4), as links beside the unit page's four requests. */
export function UnitForms({ unit, locale }: { unit: OsdProduct; locale: Locale }) {
  const t = useTranslations('osd');
  return (
    <section className={styles.requests} aria-labelledby="unit-forms">
      <h2 id="unit-forms">{t('forms/title')}</h2>
      <p className={styles.lead}>{t('forms/intro')}</p>
      <ul className={styles.requestList}>
        {UNIT_FORMS.map((form) => (
          <li key={form} className={styles.requestCard}>
            <h3>
              <Link
                className={styles.formLink}
                to={unitFormPath(locale, form, unit)}
                data-testid={`unit-${form}`}
              >
                {t(`forms/${form}/title`)}
                <Icon name="arrowRight" size={18} />
              </Link>
            </h3>
            <p>{t(`forms/${form}/text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
