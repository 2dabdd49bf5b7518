import type { Locale } from '@airshop/domain/locales';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../consent/cookie-settings-button.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { useOptionalLink } from '../links/use-link.ts';
import { BrandLogo } from './brand-logo.tsx';
import styles from './site-footer.module.css';

function FooterLink({ name, label }: { name: string; label: string }) {
  const href = useOptionalLink(name);
  if (!href) return null;
  return (
    <li>
      <Link to={href}>{label}</Link>
    </li>
  );
}

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
        <nav aria-labelledby="footer-shop" className={styles.column}>
          <h2 id="footer-shop" className={styles.heading}>
            {t('footer/shop')}
          </h2>
          <ul>
            <FooterLink name="Webshop/Products" label={t('footer/products')} />
            <FooterLink name="Webshop/Search" label={t('footer/search')} />
            <FooterLink name="Webshop/Cart" label={t('footer/cart')} />
            <FooterLink name="MyAirshop/Projects" label={t('footer/projects')} />
          </ul>
        </nav>
        <nav aria-labelledby="footer-service" className={styles.column}>
          <h2 id="footer-service" className={styles.heading}>
            {t('footer/service')}
          </h2>
          <ul>
            <FooterLink name="Webshop/SerialNumber" label={t('footer/serialNumber')} />
            <FooterLink name="Webshop/Documents" label={t('footer/documents')} />
            <FooterLink name="Webshop/SalesContacts" label={t('footer/salesContacts')} />
          </ul>
        </nav>
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
