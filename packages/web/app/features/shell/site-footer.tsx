import type { Locale } from '@airshop/domain/i18n/locales';
import { hasBuiltPage } from '@airshop/domain/site/built-pages';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { usePageLink } from '../../platform/use-link.ts';
import { CookieSettingsButton } from '../consent/index.ts';
import { BrandLogo } from './brand-logo.tsx';
import styles from './site-footer.module.css';

function FooterLink({ name, label }: { name: string; label: string }) {
  const href = usePageLink(name);
  if (!href) return null;
  return (
    <li>
      <Link to={href}>{label}</Link>
    </li>
  );
}

const COLUMNS = [
  {
    id: 'footer-shop',
    heading: 'footer/shop',
    links: [
      { name: 'Webshop/Products', label: 'footer/products' },
      { name: 'Webshop/Search', label: 'footer/search' },
      { name: 'Webshop/Cart', label: 'footer/cart' },
      { name: 'MyAirshop/Projects', label: 'footer/projects' },
    ],
  },
  {
    id: 'footer-service',
    heading: 'footer/service',
    links: [
      { name: 'Webshop/SerialNumber', label: 'footer/serialNumber' },
      { name: 'Webshop/Documents', label: 'footer/documents' },
      { name: 'Webshop/SalesContacts', label: 'footer/salesContacts' },
    ],
    /** Pages of the shop that the Links list does not name: their path below the locale. */
    own: [{ path: 'after-sales', label: 'footer/afterSales' }],
  },
  {
    id: 'footer-knowledge',
    heading: 'footer/knowledge',
    links: [
      { name: 'Webshop/Solutions', label: 'footer/solutions' },
      { name: 'Webshop/Blog', label: 'footer/blog' },
    ],
  },
] as const;

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.company}>
          <Link to={`/${locale}/`} className={styles.brand} aria-label={t('header/homeLink')}>
            <BrandLogo tone="light" />
          </Link>
          <p className={styles.tagline}>{t('footer/tagline')}</p>
          <address className={styles.address}>
            <strong>{t('footer/companyName')}</strong>
            <br />
            {t('footer/address')}
          </address>
        </div>
        {COLUMNS.map((column) => {
          // A column whose pages are all still to be built would be a heading over nothing.
          const links = column.links.filter((link) => hasBuiltPage(link.name));
          if (links.length === 0) return null;
          return (
            <nav key={column.id} aria-labelledby={column.id} className={styles.column}>
              <h2 id={column.id} className={styles.heading}>
                {t(column.heading)}
              </h2>
              <ul>
                {links.map((link) => (
                  <FooterLink key={link.name} name={link.name} label={t(link.label)} />
                ))}
                {'own' in column
                  ? column.own.map((link) => (
                      <li key={link.path}>
                        <Link to={`/${locale}/${link.path}`}>{t(link.label)}</Link>
                      </li>
                    ))
                  : null}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{t('footer/copyright', { year: new Date().getFullYear() })}</p>
          <CookieSettingsButton label={t('consent/settings')} />
        </div>
      </div>
    </footer>
  );
}
