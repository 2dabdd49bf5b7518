import { NavLink } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import styles from './back-office.module.css';

/** Users, companies and promotion codes; the last two are the back office's alone. */
export function BackOfficeNav({ locale, companies }: { locale: string; companies: boolean }) {
  const t = useTranslations('account');
  if (!companies) return null;
  return (
    <nav className={styles.nav} aria-label={t('backOffice/navigation')}>
      <NavLink className={styles.navLink} to={`/${locale}/back-office/users`} end>
        {t('backOffice/usersTitle')}
      </NavLink>
      <NavLink className={styles.navLink} to={`/${locale}/back-office/companies`} end>
        {t('backOffice/companiesTitle')}
      </NavLink>
      <NavLink className={styles.navLink} to={`/${locale}/back-office/promotions`} end>
        {t('backOffice/promotionsTitle')}
      </NavLink>
    </nav>
  );
}
