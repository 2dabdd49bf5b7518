import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import styles from './category-tile.module.css';

/** A category (subcategory or product family) as a tile: its image and its name, the whole tile a link. */
export function CategoryTile({ name, url, image }: { name: string; url: string; image: string | null }) {
  return (
    <li className={styles.tile}>
      <div className={styles.media}>
        {image ? <img src={image} alt="" width={300} height={300} loading="lazy" decoding="async" /> : null}
      </div>
      <h3 className={styles.name}>
        <Link to={url} className={styles.link}>
          {name}
        </Link>
        <Icon name="arrowRight" size={18} className={styles.arrow} />
      </h3>
    </li>
  );
}
