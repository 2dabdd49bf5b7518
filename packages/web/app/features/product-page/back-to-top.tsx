import { Icon } from '../../ui/icon.tsx';
import styles from './product-page.module.css';

/** Spec §2: a back-to-top link to #top, the anchor the page frame puts at its start. */
export function BackToTop({ label }: { label: string }) {
  return (
    <p className={styles.backToTop} data-print="hide">
      <a href="#top" className={styles.backToTopLink}>
        <Icon name="chevronUp" size={16} />
        {label}
      </a>
    </p>
  );
}
