import { safeCatalogLink } from '@airshop/domain/catalog/catalog-link';
import type { ProductPage } from '@airshop/domain/catalog/product';
import { useId } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { CatalogAnchor } from '../information/catalog-anchor.tsx';
import styles from './next-steps.module.css';

type Link = { Text: string; Url: string };

const usable = (links: readonly Link[]) => links.filter((link) => link.Text && safeCatalogLink(link.Url));
const single = (link: Link | null) => (link && usable([link]).length > 0 ? link : null);

/**
 * The closing call to action (spec §2 "Next steps"): the first-row links as large tiles, the newsletter link,
 * the second-row links, and the shop link. Links that are not http(s) or of this site are left out; without
 * any link the band is not shown.
 */
export function NextSteps({ nextSteps }: { nextSteps: ProductPage['NextSteps'] }) {
  const t = useTranslations('productPage');
  const headingId = useId();
  if (!nextSteps) return null;
  const first = usable(nextSteps.FirstRow);
  const second = usable(nextSteps.SecondRow);
  const newsletter = single(nextSteps.Newsletter);
  const shop = single(nextSteps.Shop);
  if (first.length + second.length === 0 && !newsletter && !shop) return null;
  const newTab = t('info/newTab');
  return (
    <section className={styles.band} aria-labelledby={headingId} data-testid="next-steps" data-print="hide">
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {t('nextSteps/title')}
        </h2>
        <p className={styles.lead}>{t('nextSteps/text')}</p>
        {shop ? (
          <CatalogAnchor href={shop.Url} className={styles.shop} newTabLabel={newTab}>
            <span>{shop.Text}</span>
            <Icon name="arrowRight" size={20} />
          </CatalogAnchor>
        ) : null}
      </div>
      <div className={styles.links}>
        {first.length > 0 ? (
          <ul className={styles.firstRow} aria-label={t('nextSteps/firstRow')}>
            {first.map((link) => (
              <li key={`${link.Url}-${link.Text}`}>
                <CatalogAnchor href={link.Url} className={styles.tile} newTabLabel={newTab}>
                  <span>{link.Text}</span>
                  <Icon name="arrowRight" size={22} className={styles.tileArrow} />
                </CatalogAnchor>
              </li>
            ))}
          </ul>
        ) : null}
        {newsletter ? (
          <p className={styles.newsletter}>
            <span className={styles.newsletterText}>{t('nextSteps/newsletter')}</span>
            <CatalogAnchor href={newsletter.Url} className={styles.newsletterLink} newTabLabel={newTab}>
              {newsletter.Text}
              <Icon name="chevronRight" size={18} />
            </CatalogAnchor>
          </p>
        ) : null}
        {second.length > 0 ? (
          <ul className={styles.secondRow} aria-label={t('nextSteps/secondRow')}>
            {second.map((link) => (
              <li key={`${link.Url}-${link.Text}`}>
                <CatalogAnchor href={link.Url} className={styles.textLink} newTabLabel={newTab}>
                  {link.Text}
                  <Icon name="chevronRight" size={18} />
                </CatalogAnchor>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
