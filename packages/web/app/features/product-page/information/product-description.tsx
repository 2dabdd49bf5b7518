import type { ProductDetail } from '@airshop/domain/catalog/product';
import { isLongText } from '@airshop/domain/catalog/rich-text';
import { useId, useState } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './product-description.module.css';

interface ProductDescriptionProps {
  description: ProductDetail['Description'];
  icons: ProductDetail['Icons'];
  t: Translate;
}

/**
 * The description beside its icons. The description is HTML the catalogue import cleaned against an allow-list
 * (server/src/modules/catalog-import/sanitize-html.ts: a few text tags without attributes, links only
 * http(s)/relative/mailto), so it is rendered as HTML; nothing else on the page is (ADR 0021). A long one starts
 * collapsed with 'show more' (spec §4).
 */
export function ProductDescription({ description, icons, t }: ProductDescriptionProps) {
  const long = isLongText(description);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const collapsed = long && !expanded;
  return (
    <div className={styles.layout} data-has-icons={icons.length > 0 || undefined}>
      {description ? (
        <div className={styles.text}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: focus moving into the clipped text opens it */}
          <div
            id={textId}
            className={styles.prose}
            data-collapsed={collapsed || undefined}
            data-testid="product-description"
            // A link in the hidden part that gets keyboard focus opens the text, so focus is never invisible.
            onFocus={collapsed ? () => setExpanded(true) : undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on import against an allow-list (ADR 0021)
            dangerouslySetInnerHTML={{ __html: description }}
          />
          {long ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t('info/showLess') : t('info/showMore')}
              <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={18} />
            </button>
          ) : null}
        </div>
      ) : null}
      {icons.length > 0 ? (
        <ul className={styles.icons} aria-label={t('info/iconsLabel')}>
          {icons.map((icon) => (
            <li key={icon.Url} className={styles.icon}>
              <img src={icon.Url} alt="" width={100} height={100} loading="lazy" decoding="async" />
              <span className={styles.iconText}>
                <span className={styles.iconName}>{icon.Alt}</span>
                {icon.Description ? <span className={styles.iconDescription}>{icon.Description}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
