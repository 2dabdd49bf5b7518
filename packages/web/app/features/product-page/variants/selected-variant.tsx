import type { Variant } from '@airshop/domain/catalog/product-variant';
import { useId } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { CommerceItem } from '../commerce/commerce-item.tsx';
import styles from './selected-variant.module.css';

interface SelectedVariantProps {
  variant: Variant;
  productName: string;
  attributeNames: readonly string[];
  isSparePartOrAccessory: boolean;
  t: Translate;
}

/** The chosen variant: its code, LVI number and values, then what this visitor may see and do with it. */
export function SelectedVariant({
  variant,
  productName,
  attributeNames,
  isSparePartOrAccessory,
  t,
}: SelectedVariantProps) {
  const headingId = useId();
  return (
    <article className={styles.selected} aria-labelledby={headingId} data-variant={variant.Code}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {t(isSparePartOrAccessory ? 'variants/selectedPart' : 'variants/selected')}
        </p>
        <h3 id={headingId} className={styles.code}>
          {variant.Code}
        </h3>
      </header>
      <dl className={styles.facts}>
        {attributeNames.map((name, i) => (
          <div key={name} className={styles.fact}>
            <dt>{name}</dt>
            <dd>{variant.AttributeValues[i]}</dd>
          </div>
        ))}
        {variant.LviNumber ? (
          <div className={styles.fact}>
            <dt>{t('variants/lvi')}</dt>
            <dd>{variant.LviNumber}</dd>
          </div>
        ) : null}
      </dl>
      <CommerceItem item={variant} name={productName} layout="main" />
    </article>
  );
}
