import type { Sizing } from '@airshop/domain/catalog/product-variant';
import { createContext, type ReactNode, useContext } from 'react';
import { useVariantSelection, type VariantSelectionState } from './use-variant-selection.ts';

const VariantSelectionContext = createContext<VariantSelectionState | null>(null);

/**
 * One selection for the whole product page: the chooser sets it, and the buy summary near the top and the
 * phone's buy bar show and order the same variant. Keyed by the product where it is placed.
 */
export function VariantSelectionProvider({ sizing, children }: { sizing: Sizing; children: ReactNode }) {
  const state = useVariantSelection(sizing);
  return <VariantSelectionContext value={state}>{children}</VariantSelectionContext>;
}

/** The page's selection; null on a page without variants. */
export function usePageSelection(): VariantSelectionState | null {
  return useContext(VariantSelectionContext);
}
