import type { CatalogEntry } from '@airshop/domain/catalog/catalog';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Card, CardLink, CardMedia } from '../../ui/card.tsx';
import styles from './product-card.module.css';

/**
 * A product in a listing: image, name (the link, covering the card), intro and badges. The link goes to the
 * product page URL; that page arrives with the product issue.
 */
export function ProductCard({ entry, t }: { entry: CatalogEntry; t: Translate }) {
  const badges = [
    entry.IsDiscontinued ? { key: 'discontinued', className: styles.discontinued } : null,
    entry.IsSparePart ? { key: 'sparePart' } : null,
    entry.HasShoppableProducts ? { key: 'shoppable', className: styles.shoppable } : null,
  ].filter((badge) => badge !== null);
  return (
    <Card className={styles.card} data-product-id={entry.Id}>
      <CardMedia image={entry.Image} className={styles.media} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <CardLink to={entry.Url}>{entry.Name}</CardLink>
        </h3>
        {entry.Intro ? <p className={styles.intro}>{entry.Intro}</p> : null}
        {badges.length > 0 ? (
          <ul className={styles.badges} aria-label={t('badges/label')}>
            {badges.map((badge) => (
              <li key={badge.key} className={`${styles.badge} ${badge.className ?? ''}`}>
                {t(`badges/${badge.key}`)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
