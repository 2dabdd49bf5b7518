import { isExternalLink, safeCatalogLink } from '@airshop/domain/catalog/catalog-link';
import type { ProductPage } from '@airshop/domain/catalog/product';
import { missingKeyText } from '@airshop/domain/i18n/translation-text';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Card, CardLink, CardMedia } from '../../../ui/card.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from './related-items.module.css';
import titledBlock from './titled-block.module.css';

/** Products that go with this one: image (200x200), name (the link, covering the card) and introduction. */
export function RelatedProducts({ products, t }: { products: ProductPage['RelatedProducts']; t: Translate }) {
  return (
    <div className={titledBlock.block} data-print-links>
      <h3 className={titledBlock.title}>{t('info/relatedProducts/title')}</h3>
      <ul className={styles.grid}>
        {products.map((product) => (
          <Card key={product.Id} className={styles.card} data-related-product={product.Id}>
            <CardMedia image={product.Image} className={styles.media} />
            <div className={styles.body}>
              <h4 className={styles.name}>
                <CardLink to={product.Url}>{product.Name}</CardLink>
              </h4>
              {product.Introduction ? <p className={styles.intro}>{product.Introduction}</p> : null}
            </div>
            <Icon name="arrowRight" size={20} className={styles.arrow} />
          </Card>
        ))}
      </ul>
    </div>
  );
}

/**
 * Pages about the product (references, articles): type, title, description, image. A page whose link is not
 * http(s) or of this site is left out, since the card is nothing but that link.
 */
export function RelatedPages({ pages, t }: { pages: ProductPage['RelatedPages']; t: Translate }) {
  const linked = pages.flatMap((page) => {
    const url = safeCatalogLink(page.LinkUrl);
    return url ? [{ ...page, url }] : [];
  });
  if (linked.length === 0) return null;
  return (
    <div className={titledBlock.block} data-print-links>
      <h3 className={titledBlock.title}>{t('info/relatedPages/title')}</h3>
      <ul className={styles.grid}>
        {linked.map((page) => {
          const external = isExternalLink(page.url);
          return (
            <Card key={page.url} className={styles.card}>
              {page.Image ? <CardMedia image={page.Image} className={styles.media} /> : null}
              <div className={styles.body}>
                <p className={styles.type}>{pageTypeLabel(t, page.PageType)}</p>
                <h4 className={styles.name}>
                  <CardLink
                    to={page.url}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {page.Title}
                    {external ? <VisuallyHidden> ({t('info/newTab')})</VisuallyHidden> : null}
                  </CardLink>
                </h4>
                {page.Description ? <p className={styles.intro}>{page.Description}</p> : null}
              </div>
              <Icon name="arrowRight" size={20} className={styles.arrow} />
            </Card>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A related page's type in the reader's language: the import gives a free word ("Reference"); the types the
 * shop has a translation for read in the page's locale, any other is shown as imported.
 */
function pageTypeLabel(t: Translate, pageType: string): string {
  const key = `info/relatedPages/type/${pageType.toLowerCase()}`;
  const label = t(key);
  return label === missingKeyText(key) ? pageType : label;
}
