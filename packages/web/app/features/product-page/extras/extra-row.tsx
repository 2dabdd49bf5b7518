import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import { Link } from 'react-router';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { CommerceItem } from '../commerce/commerce-item.tsx';
import styles from './extra-row.module.css';

/** One addition: its image, name (a link to its own page with the variant chosen), code, then price and add. */
export function ExtraRow({ item, t }: { item: ExtraItem; t: Translate }) {
  return (
    <li className={styles.row} data-code={item.Code}>
      <div className={styles.media}>
        {item.Image ? (
          <img src={item.Image} alt="" width={200} height={200} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.text}>
        <Link to={item.Url} className={styles.name}>
          {item.Name}
        </Link>
        <p className={styles.code}>
          <span className={styles.codeLabel}>{t('extras/code')}</span> {item.Code}
        </p>
      </div>
      <div className={styles.commerce}>
        <CommerceItem item={item} name={item.Name} layout="compact" />
      </div>
    </li>
  );
}
