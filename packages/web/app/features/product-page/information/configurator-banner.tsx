import { isExternalLink, safeCatalogLink } from '@airshop/domain/catalog/catalog-link';
import type { ProductDetail } from '@airshop/domain/catalog/product';
import { useId } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from './configurator-banner.module.css';

/**
 * The invitation to configure the unit in the selection tool (spec §2, anchor #configure). Only with a
 * SelectionToolUrl that is http(s) or of this site; it opens in a new tab like the summary's configure button.
 */
export function ConfiguratorBanner({ detail }: { detail: ProductDetail }) {
  const t = useTranslations('productPage');
  const headingId = useId();
  const url = safeCatalogLink(detail.SelectionToolUrl);
  if (!url) return null;
  const external = isExternalLink(url);
  return (
    <section id="configure" className={styles.banner} aria-labelledby={headingId} data-print="hide">
      <div className={styles.art} aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 64 64"
          width="64"
          height="64"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <rect x="6" y="16" width="52" height="32" rx="3" />
          <circle cx="22" cy="32" r="9" />
          <circle cx="44" cy="32" r="9" />
          <path d="M22 23v18M13 32h18M44 23l0 18M37.5 25.5l13 13M50.5 25.5l-13 13" strokeWidth="1.5" />
        </svg>
      </div>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {t('configurator/title', { name: detail.Name })}
        </h2>
        <p className={styles.lead}>{t('configurator/text')}</p>
      </div>
      <a
        href={url}
        className={buttonClassName('primary', 'lg', styles.action)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <span>{t('configurator/action')}</span>
        <Icon name="arrowRight" size={20} />
        {external ? <VisuallyHidden> ({t('info/newTab')})</VisuallyHidden> : null}
      </a>
    </section>
  );
}
