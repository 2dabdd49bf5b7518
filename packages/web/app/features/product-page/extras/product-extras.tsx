import { type ExtraPart, presentExtraParts } from '@airshop/domain/catalog/extras-section';
import type { ProductDetail } from '@airshop/domain/catalog/product';
import { useId } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import sectionHeading from '../section-heading.module.css';
import { ExtrasPart, type ExtrasPartFlags } from './extras-part.tsx';
import styles from './product-extras.module.css';

export type ExtrasFlags = Partial<Record<ExtraPart['kind'], ExtrasPartFlags>>;

const NO_FLAGS: ExtrasPartFlags = { allVariants: false, expanded: false };

interface ProductExtrasProps {
  detail: ProductDetail;
  variantCount: number;
  selectedCode: string | undefined;
  flags: ExtrasFlags;
  onFlags: (kind: ExtraPart['kind'], flags: ExtrasPartFlags) => void;
  /** Changed by 'clear selection': every part loads its product-level list again. */
  reloadKey: number;
}

/**
 * The extras section (spec §2 "Extras section"): warranties, accessories, spare parts and filters, each a
 * collapsible part with its anchor, open by default when the product says AreExtrasOpenByDefault. Only the kinds
 * the product has, and nothing for a product without variants.
 */
export function ProductExtras({
  detail,
  variantCount,
  selectedCode,
  flags,
  onFlags,
  reloadKey,
}: ProductExtrasProps) {
  const t = useTranslations('productPage');
  const headingId = useId();
  const parts = presentExtraParts(detail, variantCount);
  if (parts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-print="hide">
      <header className={sectionHeading.header}>
        <h2 id={headingId} className={sectionHeading.title}>
          {t('extras/title')}
        </h2>
        <p className={sectionHeading.intro}>{t('extras/intro', { product: detail.Name })}</p>
      </header>
      <div className={styles.parts}>
        {parts.map((part) => (
          <ExtrasPart
            key={part.kind}
            part={part}
            productId={detail.Id}
            selectedCode={selectedCode}
            openByDefault={detail.AreExtrasOpenByDefault}
            flags={flags[part.kind] ?? NO_FLAGS}
            onFlags={(next) => onFlags(part.kind, next)}
            reloadKey={reloadKey}
            t={t}
          />
        ))}
      </div>
    </section>
  );
}
