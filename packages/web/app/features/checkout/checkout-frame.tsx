import type { Locale } from '@airshop/domain/i18n/locales';
import type { ReactNode } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import styles from './checkout.module.css';

/** Breadcrumb (home, cart, this page) and title, shared by every state of the checkout pages. */
export function CheckoutFrame({
  locale,
  title,
  children,
}: {
  locale: Locale;
  title: string;
  children: ReactNode;
}) {
  const t = useTranslations('checkout');
  const shared = useTranslations('shared');
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={shared('breadcrumb/label')}
        items={[
          { label: shared('breadcrumb/home'), to: `/${locale}` },
          { label: t('breadcrumb/cart'), to: `/${locale}/cart` },
          { label: title },
        ]}
        upLabel={(parent) => shared('breadcrumb/up', { parent: parent.label })}
      />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
