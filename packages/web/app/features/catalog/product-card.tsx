import type { CatalogEntry } from '@airshop/domain/catalog';
import { Link } from 'react-router';
import type { Translate } from '../i18n/use-translations.ts';
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
    <li className={styles.card} data-product-id={entry.Id}>
      <div className={styles.media}>
        {entry.Image ? (
          <img src={entry.Image} alt="" width={300} height={300} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={entry.Url} className={styles.link}>
            {entry.Name}
          </Link>
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
    </li>
  );
}
