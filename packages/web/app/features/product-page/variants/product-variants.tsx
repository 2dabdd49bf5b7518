import type { ExtraPart } from '@airshop/domain/catalog/extras-section';
import type { ProductDetail } from '@airshop/domain/catalog/product';
import type { SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import { useCallback, useState } from 'react';
import type { ExtrasPartFlags } from '../extras/extras-part.tsx';
import { type ExtrasFlags, ProductExtras } from '../extras/product-extras.tsx';
import { VariantChooser } from './variant-chooser.tsx';
import { usePageSelection } from './variant-selection-context.tsx';

/**
 * The variant chooser and the extras below it (spec §2 items 5 and 6), which share the selection: the extras
 * show the chosen variant's additions. Clear selection resets the choice and the extras' show-all flags and
 * reloads the product-level lists (spec §4).
 */
export function ProductVariants({ detail, sizing }: { detail: ProductDetail; sizing: SizingFirstView }) {
  // The page's selection (variant-selection-context.tsx), shared with the buy summary near the top.
  const state = usePageSelection();
  const [flags, setFlags] = useState<ExtrasFlags>({});
  const [reloadKey, setReloadKey] = useState(0);
  const clear = state?.clear;

  const onClear = useCallback(() => {
    clear?.();
    setFlags({});
    setReloadKey((key) => key + 1);
  }, [clear]);
  const onFlags = useCallback(
    (kind: ExtraPart['kind'], next: ExtrasPartFlags) => setFlags((current) => ({ ...current, [kind]: next })),
    [],
  );

  if (!state || state.variantCount === 0) return null;
  return (
    <>
      <VariantChooser productName={detail.Name} sizing={sizing} state={state} onClear={onClear} />
      <ProductExtras
        detail={detail}
        variantCount={state.variantCount}
        selectedCode={state.selected?.Code}
        flags={flags}
        onFlags={onFlags}
        reloadKey={reloadKey}
      />
    </>
  );
}
