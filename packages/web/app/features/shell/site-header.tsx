import type { Locale } from '@airshop/domain/i18n/locales';
import { Link, NavLink } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useOptionalLink } from '../../platform/use-link.ts';
import { Icon } from '../../ui/icon.tsx';
import { CatalogMenu } from '../catalog/index.ts';
import { BrandLogo } from './brand-logo.tsx';
import { CartWidgetSlot, ProjectsSlot, SearchSlot, UserPanelSlot } from './header-slots.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useLayoutData } from './layout-data.ts';
import styles from './site-header.module.css';

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  const products = useOptionalLink('Webshop/Products');
  const catalogMenu = useLayoutData()?.catalogMenu;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={`/${locale}/`} className={styles.brand} aria-label={t('header/homeLink')}>
          <BrandLogo />
        </Link>
        <nav aria-label={t('header/mainNavigation')} className={styles.nav}>
          {catalogMenu ? (
            <CatalogMenu menu={catalogMenu} label={t('header/menu')} />
          ) : products ? (
            <NavLink to={products} className={styles.navLink}>
              <Icon name="grid" size={18} />
              <span>{t('header/menu')}</span>
            </NavLink>
          ) : null}
        </nav>
        <div className={styles.tools}>
          <SearchSlot />
          <LanguageSwitcher locale={locale} />
          <ProjectsSlot />
          <CartWidgetSlot />
          <UserPanelSlot />
        </div>
      </div>
    </header>
  );
}
