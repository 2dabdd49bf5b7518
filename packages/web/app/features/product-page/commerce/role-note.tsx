import type { CommerceRole } from '@airshop/domain/commerce/product-visibility';
import { Link, useLocation } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useLayoutData } from '../../shell/index.ts';
import styles from './role-note.module.css';

/**
 * One line in place of price and stock: for an extras row (sign in, waiting for approval) and for a customer
 * whose market sells nothing online, where a whole prompt would say too much.
 */
export function RoleNote({ role }: { role: Exclude<CommerceRole, 'buyer'> }) {
  const t = useTranslations('productPage');
  const locale = useLayoutData()?.locale;
  const { pathname, search } = useLocation();
  if (role === 'anonymous') {
    return (
      <p className={styles.note} data-print="hide">
        <Icon name="lock" size={16} className={styles.icon} />
        <Link
          className={styles.link}
          to={`/${locale}/account/sign-in?ReturnUrl=${encodeURIComponent(pathname + search)}`}
        >
          {t('commerce/signInForPrices')}
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.note} data-print="hide">
      <Icon name={role === 'notApproved' ? 'lock' : 'info'} size={16} className={styles.icon} />
      <span>{t(role === 'notApproved' ? 'commerce/notApproved' : 'commerce/shopUnavailable')}</span>
    </p>
  );
}
