import type { ExtraPart } from '@airshop/domain/extras-section';
import type { ProductDetail } from '@airshop/domain/product';
import type { Sizing } from '@airshop/domain/product-variant';
import { useCallback, useState } from 'react';
import type { ExtrasPartFlags } from '../extras/extras-part.tsx';
import { type ExtrasFlags, ProductExtras } from '../extras/product-extras.tsx';
import { useVariantSelection } from './use-variant-selection.ts';
import { VariantChooser } from './variant-chooser.tsx';

/**
 * The variant chooser and the extras below it (spec §2 items 5 and 6), which share the selection: the extras
 * show the chosen variant's additions. Clear selection resets the choice and the extras' show-all flags and
 * reloads the product-level lists (spec §4).
 */
export function ProductVariants({ detail, sizing }: { detail: ProductDetail; sizing: Sizing }) {
  const state = useVariantSelection(sizing);
  const [flags, setFlags] = useState<ExtrasFlags>({});
  const [reloadKey, setReloadKey] = useState(0);
  const { clear } = state;

  const onClear = useCallback(() => {
    clear();
    setFlags({});
    setReloadKey((key) => key + 1);
  }, [clear]);
  const onFlags = useCallback(
    (kind: ExtraPart['kind'], next: ExtrasPartFlags) => setFlags((current) => ({ ...current, [kind]: next })),
    [],
  );

  if (sizing.Variants.length === 0) return null;
  return (
    <>
      <VariantChooser productName={detail.Name} sizing={sizing} state={state} onClear={onClear} />
      <ProductExtras
        detail={detail}
        variantCount={sizing.Variants.length}
        selectedCode={state.selected?.Code}
        flags={flags}
        onFlags={onFlags}
        reloadKey={reloadKey}
      />
    </>
  );
}
