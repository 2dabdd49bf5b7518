import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import type { Variant } from '@airshop/domain/catalog/product-variant';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './item-notes.module.css';

/**
 * What everyone may read about the item: the discontinued warning (spec §8) and the catalogue's CustomNote
 * and Note. They come with the product data, not with prices, so no role hides them.
 */
export function ItemNotes({ item, compact }: { item: Variant | ExtraItem; compact: boolean }) {
  const t = useTranslations('productPage');
  if (!item.IsDiscontinued && !item.CustomNote && !item.Note) return null;
  return (
    <div className={compact ? styles.compact : styles.notes}>
      {item.IsDiscontinued ? (
        <p className={styles.discontinued}>
          <Icon name="alert" size={compact ? 16 : 18} className={styles.icon} />
          <span>{t('commerce/discontinued')}</span>
        </p>
      ) : null}
      {item.CustomNote ? <p className={styles.customNote}>{item.CustomNote}</p> : null}
      {item.Note ? <p className={styles.note}>{item.Note}</p> : null}
    </div>
  );
}
