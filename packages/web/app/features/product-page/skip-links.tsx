import { useTranslations } from '../../platform/i18n/use-translations.ts';
import styles from './skip-links.module.css';

/** The ids the skip links land on: the chooser's first attribute and the selected variant's box. */
export const CHOOSER_TARGET = 'sizing-options';
export const BUY_BOX_TARGET = 'buy-box';

/**
 * The first stops of the product page for a keyboard: past the summary, the gallery and the information (dozens
 * of Tab presses) straight to the variant chooser or to the box that shows and orders the chosen variant.
 * Out of sight until focused, like the site's 'skip to content'.
 */
export function SkipLinks({ chooser }: { chooser: boolean }) {
  const t = useTranslations('productPage');
  return (
    <div className={styles.links} data-print="hide">
      {chooser ? (
        <a className={styles.link} href={`#${CHOOSER_TARGET}`}>
          {t('skipLinks/chooser')}
        </a>
      ) : null}
      <a className={styles.link} href={`#${BUY_BOX_TARGET}`}>
        {t('skipLinks/buyBox')}
      </a>
    </div>
  );
}
