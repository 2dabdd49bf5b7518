import type { ProductDetail } from '@airshop/domain/catalog/product';
import type { Locale } from '@airshop/domain/i18n/locales';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { LoadFailureBoundary } from '../../../ui/load-failure-boundary.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import sectionHeading from '../section-heading.module.css';
import styles from './product-enquiry.module.css';

// The wizard is the largest part of the page's code and works only with JavaScript: it is fetched when the
// section nears the screen, not with the page (bench/ page-weight, ADR 0033).
const EnquiryWizard = lazy(() => import('./enquiry-wizard.tsx'));

/** The spare-part enquiry (spec §2 "Enquiry form"): only for products with Detail.IsEnquiryFormVisible. */
export function ProductEnquiry({ detail, locale }: { detail: ProductDetail; locale: Locale }) {
  if (!detail.IsEnquiryFormVisible) return null;
  // Another product's page starts with its own empty form.
  return <EnquirySection key={detail.Id} detail={detail} locale={locale} />;
}

function EnquirySection({ detail, locale }: { detail: ProductDetail; locale: Locale }) {
  const t = useTranslations('productPage');
  const shared = useTranslations('shared');
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // The server and the first render in the browser show the same placeholder; the wizard replaces it after
  // hydration, as a state change, so no server HTML is ever waiting for code. Without script the wizard never
  // comes (it reads the photos in the browser, ADR 0050): the placeholder says so rather than load forever.
  const placeholder = (
    <div className={`${styles.card} ${styles.placeholder}`}>
      <noscript>
        <Notice tone="info">{t('enquiry/needsScript')}</Notice>
      </noscript>
      <Skeleton lines={5} label={shared('loading/content')} />
    </div>
  );
  return (
    <section
      ref={section}
      id="enquiry"
      className={styles.section}
      aria-labelledby={titleId}
      data-print="hide"
    >
      <header className={sectionHeading.header}>
        <h2 id={titleId} className={sectionHeading.title}>
          {t('enquiry/title')}
        </h2>
        <p className={sectionHeading.intro}>{t('enquiry/intro')}</p>
      </header>
      {near ? (
        <LoadFailureBoundary
          fallback={
            <Notice tone="error" role="alert" title={t('enquiry/loadFailed')}>
              <a
                href={detail.Url}
                onClick={(event) => {
                  event.preventDefault();
                  window.location.reload();
                }}
              >
                {t('enquiry/reload')}
              </a>
            </Notice>
          }
        >
          <Suspense fallback={placeholder}>
            <EnquiryWizard detail={detail} locale={locale} />
          </Suspense>
        </LoadFailureBoundary>
      ) : (
        placeholder
      )}
    </section>
  );
}
