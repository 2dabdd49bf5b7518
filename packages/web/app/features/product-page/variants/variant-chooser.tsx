import type { SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import { useId } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import sectionHeading from '../section-heading.module.css';
import { BUY_BOX_TARGET, CHOOSER_TARGET } from '../skip-links.tsx';
import { AttributeOptions } from './attribute-options.tsx';
import { SelectedVariant } from './selected-variant.tsx';
import type { VariantSelectionState } from './use-variant-selection.ts';
import styles from './variant-chooser.module.css';

interface VariantChooserProps {
  productName: string;
  sizing: SizingFirstView;
  state: VariantSelectionState;
  onClear: () => void;
}

/**
 * The variant chooser (spec §2 "variant chooser", §4 "Variant selection"), anchor #sizing: one group of values
 * per attribute with viable-option counts, the 'wrong selection' note, clear selection, and the selected
 * variant with its price, stock and add buttons. A spare part or accessory reads as choosing a part.
 */
export function VariantChooser({ productName, sizing, state, onClear }: VariantChooserProps) {
  const t = useTranslations('productPage');
  const headingId = useId();
  const keysId = useId();
  const { selection, selected, wrong, matching, variantCount } = state;
  const isPart = sizing.IsSparePartOrAccessory;
  const hasAttributes = sizing.AttributeNames.length > 0;

  let status: string;
  if (selected)
    status = t(isPart ? 'variants/statusSelectedPart' : 'variants/statusSelected', { code: selected.Code });
  else if (wrong) status = t('variants/wrongTitle');
  else status = t('variants/statusMatching', { count: matching, total: variantCount });

  return (
    <section id="sizing" className={styles.section} aria-labelledby={headingId}>
      <header className={sectionHeading.header}>
        <h2 id={headingId} className={sectionHeading.title}>
          {t(isPart ? 'variants/titlePart' : 'variants/title')}
        </h2>
        {/* How to choose is no use on paper, where the chosen variant is printed. */}
        <p className={sectionHeading.intro} data-print="hide">
          {t(isPart ? 'variants/introPart' : 'variants/intro', {
            product: productName,
            count: variantCount,
          })}
        </p>
      </header>
      <div className={hasAttributes ? styles.layout : styles.single}>
        {hasAttributes ? (
          // On paper the chosen variant is what counts, not the buttons that chose it.
          // The skip link lands here (focusable by script only), so the next Tab is the first attribute's value.
          <div id={CHOOSER_TARGET} tabIndex={-1} className={styles.chooser} data-print="hide">
            <p id={keysId} className={styles.keys}>
              {t('variants/keysHint')}
            </p>
            {sizing.AttributeNames.map((name, i) => (
              <AttributeOptions
                key={name}
                name={name}
                values={state.values(i)}
                asSelect={state.asSelect(i)}
                counts={state.counts(i)}
                chosen={selection.values[i] ?? null}
                error={selection.errors[i] ?? false}
                onPick={(value) => state.pick(i, value)}
                describedBy={keysId}
                t={t}
              />
            ))}
            {state.status === 'error' ? (
              <Notice tone="error" role="alert">
                <p>{t('variants/loadError')}</p>
                <Button variant="secondary" size="sm" onClick={state.retry}>
                  {t('variants/retry')}
                </Button>
              </Notice>
            ) : null}
            <div className={styles.toolbar}>
              <p className={styles.status} role="status">
                {status}
              </p>
              <Button variant="secondary" size="sm" icon={<Icon name="close" size={16} />} onClick={onClear}>
                {t('variants/clear')}
              </Button>
            </div>
          </div>
        ) : null}
        <div id={BUY_BOX_TARGET} tabIndex={-1} className={styles.result}>
          {wrong ? (
            <Notice tone="warning" title={t('variants/wrongTitle')}>
              {t(isPart ? 'variants/wrongTextPart' : 'variants/wrongText')}
            </Notice>
          ) : null}
          {selected ? (
            <SelectedVariant
              variant={selected}
              productName={productName}
              attributeNames={sizing.AttributeNames}
              isSparePartOrAccessory={isPart}
              t={t}
            />
          ) : wrong ? null : (
            <div className={styles.prompt} data-print="hide">
              <Icon name="grid" size={28} className={styles.promptIcon} />
              <p>{t(isPart ? 'variants/promptPart' : 'variants/prompt')}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
