import { MEDIA_SIZES } from '@airshop/domain/catalog/media';
import type { ProductPage } from '@airshop/domain/catalog/product';
import { DOCUMENT_ANALYTICS_PRODUCT_PAGE, documentUrl } from '@airshop/domain/documents/document-links';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import type { ProductAnchor } from '../anchors.ts';
import { BuySummary } from '../buy/buy-summary.tsx';
import { ProductGallery } from '../gallery/product-gallery.tsx';
import styles from './product-summary.module.css';
import { SummaryActions } from './summary-actions.tsx';
import { SummaryBenefits } from './summary-benefits.tsx';

interface ProductSummaryProps {
  page: ProductPage;
  locale: Locale;
  anchors: ReadonlySet<ProductAnchor>;
}

/**
 * The first screen of the product page (spec §2 Summary): the gallery beside name, notices, selling point,
 * intro, benefits, fast facts, logos, the brochure, the buttons and the action links. Everything here is in the
 * server HTML (the page is cached for anonymous visitors); only the video waits for the browser's consent.
 */
export function ProductSummary({ page, anchors }: ProductSummaryProps) {
  const t = useTranslations('productPage');
  const { Detail } = page;
  return (
    <section className={styles.summary} aria-labelledby="product-name" data-print-section="summary">
      {/* The name comes first in reading order; on wide screens it sits beside the gallery (grid areas). */}
      <div className={styles.head}>
        <h1 id="product-name" className={styles.name}>
          {Detail.Name}
        </h1>
        {Detail.IsDiscontinued ? (
          <Notice tone="warning" title={t('summary/discontinued')}>
            {t('summary/discontinuedText')}
          </Notice>
        ) : null}
        {/* Price, stock and add for a buyer, right under the name: the chooser's buy box is screens below. */}
        <BuySummary productName={Detail.Name} />
      </div>
      <div className={styles.media}>
        <ProductGallery images={Detail.Images} videos={page.Videos} productName={Detail.Name} />
      </div>
      <div className={styles.content}>
        {Detail.ProductNotifications.length > 0 ? (
          <div className={styles.notifications}>
            {Detail.ProductNotifications.map((notification) => (
              <Notice key={notification.Text} tone={notification.Style}>
                {notification.Text}
              </Notice>
            ))}
          </div>
        ) : null}
        {Detail.UniqueSellingPoint ? <p className={styles.usp}>{Detail.UniqueSellingPoint}</p> : null}
        {Detail.Intro ? <p className={styles.intro}>{Detail.Intro}</p> : null}
        <SummaryBenefits benefits={Detail.Benefits} />
        {Detail.FastFacts.length > 0 ? (
          <div className={styles.facts}>
            <h2 className={styles.subheading}>{t('summary/fastFacts')}</h2>
            <ul className={styles.factList}>
              {Detail.FastFacts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {Detail.Logos.length > 0 ? (
          <ul className={styles.logos} aria-label={t('summary/logos')}>
            {Detail.Logos.map((logo) => (
              <li key={logo.Url}>
                <img
                  src={logo.Url}
                  alt={logo.Alt}
                  title={logo.Description ?? undefined}
                  height={logo.Height || MEDIA_SIZES.logo.height}
                  width={logo.Width ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {Detail.MainDocumentId ? (
          <a
            className={styles.brochure}
            href={documentUrl(Detail.MainDocumentId, DOCUMENT_ANALYTICS_PRODUCT_PAGE)}
            target="_blank"
            rel="noopener"
            data-print="hide"
          >
            <Icon name="document" size={28} className={styles.brochureIcon} />
            <span className={styles.brochureText}>
              <span className={styles.brochureTitle}>{t('summary/brochure')}</span>
              {Detail.AdditionalMainDocumentText ? (
                <span className={styles.brochureNote}>{Detail.AdditionalMainDocumentText}</span>
              ) : null}
            </span>
            <Icon name="external" size={18} className={styles.brochureArrow} />
            <VisuallyHidden>{t('summary/newTab')}</VisuallyHidden>
          </a>
        ) : null}
        <SummaryActions detail={Detail} anchors={anchors} />
      </div>
    </section>
  );
}
