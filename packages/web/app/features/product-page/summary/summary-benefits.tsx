import { useId, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './product-summary.module.css';

/** Spec §2 and §9: benefits are collapsed to 3 rows with a show-more button. */
export const BENEFITS_COLLAPSED_ROWS = 3;

/**
 * The benefits, three at first. The others are in the HTML with `hidden` (search engines and print see them);
 * the toggle is a real button with aria-expanded and aria-controls.
 */
export function SummaryBenefits({ benefits }: { benefits: string[] }) {
  const t = useTranslations('productPage');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (benefits.length === 0) return null;
  const collapsible = benefits.length > BENEFITS_COLLAPSED_ROWS;
  return (
    <div className={styles.benefits}>
      <h2 className={styles.subheading}>{t('summary/benefits')}</h2>
      <ul id={listId} className={styles.benefitList}>
        {benefits.map((benefit, index) => (
          <li
            key={benefit}
            hidden={collapsible && !expanded && index >= BENEFITS_COLLAPSED_ROWS}
            data-benefit-more={index >= BENEFITS_COLLAPSED_ROWS || undefined}
          >
            <Icon name="check" size={18} className={styles.benefitIcon} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          data-print="hide"
        >
          {expanded ? t('summary/showLess') : t('summary/showMore', { count: benefits.length })}
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={16} />
        </button>
      ) : null}
    </div>
  );
}
