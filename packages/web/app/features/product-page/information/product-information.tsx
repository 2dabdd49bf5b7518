import type { ProductPage } from '@airshop/domain/catalog/product';
import { useId } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { FeaturesCarousel } from './features-carousel.tsx';
import { ProductDescription } from './product-description.tsx';
import { ProductFaqs } from './product-faqs.tsx';
import styles from './product-information.module.css';
import { ProductVideos } from './product-videos.tsx';
import { RelatedPages, RelatedProducts } from './related-items.tsx';

/**
 * The information section (spec §2), in the spec's order: description with icons, features, related products,
 * related pages, FAQs, videos. Each part renders only with data, and the section not at all without any. It
 * holds nothing that depends on the visitor, so it may be part of the shared cached page.
 */
export function ProductInformation({ page }: { page: ProductPage }) {
  const t = useTranslations('productPage');
  const headingId = useId();
  const { Detail, Features, RelatedProducts: products, RelatedPages: pages, Faqs, Videos } = page;
  const hasDescription = Boolean(Detail.Description) || Detail.Icons.length > 0;
  if (
    !hasDescription &&
    Features.length === 0 &&
    products.length === 0 &&
    pages.length === 0 &&
    Faqs.length === 0 &&
    Videos.length === 0
  ) {
    return null;
  }
  return (
    <section className={styles.information} aria-labelledby={headingId} data-testid="product-information">
      <h2 id={headingId} className={styles.title}>
        {t('info/title')}
      </h2>
      {hasDescription ? (
        <ProductDescription description={Detail.Description} icons={Detail.Icons} t={t} />
      ) : null}
      {Features.length > 0 ? <FeaturesCarousel features={Features} t={t} /> : null}
      {products.length > 0 ? <RelatedProducts products={products} t={t} /> : null}
      {pages.length > 0 ? <RelatedPages pages={pages} t={t} /> : null}
      {Faqs.length > 0 ? <ProductFaqs faqs={Faqs} t={t} /> : null}
      {Videos.length > 0 ? <ProductVideos videos={Videos} t={t} /> : null}
    </section>
  );
}
