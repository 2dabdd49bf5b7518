import { NavLink } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import styles from './back-office.module.css';

/**
 * Users, companies, promotion codes, orders, submissions and search insights: all but users and orders are the
 * back office's alone, orders also the webshop manager's. A company admin, who has the users page only, gets no navigation.
 */
export function BackOfficeNav({
  locale,
  companies,
  orders = companies,
}: {
  locale: string;
  companies: boolean;
  orders?: boolean;
}) {
  const t = useTranslations('account');
  if (!companies && !orders) return null;
  return (
    <nav className={styles.nav} aria-label={t('backOffice/navigation')}>
      <NavLink className={styles.navLink} to={`/${locale}/back-office/users`} end>
        {t('backOffice/usersTitle')}
      </NavLink>
      {companies ? (
        <>
          <NavLink className={styles.navLink} to={`/${locale}/back-office/companies`} end>
            {t('backOffice/companiesTitle')}
          </NavLink>
          <NavLink className={styles.navLink} to={`/${locale}/back-office/promotions`} end>
            {t('backOffice/promotionsTitle')}
          </NavLink>
        </>
      ) : null}
      {orders ? (
        <NavLink className={styles.navLink} to={`/${locale}/back-office/orders`}>
          {t('backOffice/ordersTitle')}
        </NavLink>
      ) : null}
      {companies ? (
        <NavLink className={styles.navLink} to={`/${locale}/back-office/submissions`}>
          {t('backOffice/submissionsTitle')}
        </NavLink>
      ) : null}
      {companies ? (
        <NavLink className={styles.navLink} to={`/${locale}/back-office/search-insights`}>
          {t('backOffice/insightsTitle')}
        </NavLink>
      ) : null}
    </nav>
  );
}
