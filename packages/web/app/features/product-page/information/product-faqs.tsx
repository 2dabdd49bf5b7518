import type { ProductPage } from '@airshop/domain/catalog/product';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Collapsible } from '../../../ui/collapsible.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { CatalogAnchor } from './catalog-anchor.tsx';
import styles from './product-faqs.module.css';

/**
 * Questions and answers as an accordion, all closed at first; each opens by itself. Answers are HTML the
 * catalogue import cleaned (sanitize-html.ts), rendered as HTML like the description (ADR 0021).
 */
export function ProductFaqs({ faqs, t }: { faqs: ProductPage['Faqs']; t: Translate }) {
  return (
    // On paper every answer is open (print.css): a sheet cannot be clicked.
    <div className={styles.block} data-print="expand">
      <h3 className={styles.title}>{t('info/faqs/title')}</h3>
      <div className={styles.list}>
        {faqs.map((faq, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the questions never reorder; the index also names the anchor
          <Collapsible key={`${i}-${faq.Question}`} id={`faq-${i + 1}`} title={faq.Question} headingLevel={4}>
            <div
              className={styles.answer}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on import against an allow-list (ADR 0021)
              dangerouslySetInnerHTML={{ __html: faq.Answer }}
            />
            {faq.LinkText ? (
              <CatalogAnchor href={faq.LinkUrl} className={styles.link} newTabLabel={t('info/newTab')}>
                {faq.LinkText}
                <Icon name="arrowRight" size={18} />
              </CatalogAnchor>
            ) : null}
          </Collapsible>
        ))}
      </div>
    </div>
  );
}
