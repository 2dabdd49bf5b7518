import { Card, CardArrow, CardLink, CardMedia } from '../../ui/card.tsx';
import styles from './category-tile.module.css';

/** A category (subcategory or product family) as a tile: its image and its name, the whole tile a link. */
export function CategoryTile({ name, url, image }: { name: string; url: string; image: string | null }) {
  return (
    <Card className={styles.tile}>
      <CardMedia image={image} className={styles.media} />
      <h3 className={styles.name}>
        <CardLink to={url}>{name}</CardLink>
        <CardArrow size={18} className={styles.arrow} />
      </h3>
    </Card>
  );
}
