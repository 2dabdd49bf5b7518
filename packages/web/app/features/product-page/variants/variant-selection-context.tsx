import type { SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import type { Locale } from '@airshop/domain/i18n/locales';
import { createContext, type ReactNode, useContext } from 'react';
import { useVariantSelection, type VariantSelectionState } from './use-variant-selection.ts';

const VariantSelectionContext = createContext<VariantSelectionState | null>(null);

/**
 * One selection for the whole product page: the chooser sets it, and the buy summary near the top and the
 * phone's buy bar show and order the same variant. Keyed by the product where it is placed.
 */
export function VariantSelectionProvider({
  productId,
  sizing,
  locale,
  children,
}: {
  productId: string;
  sizing: SizingFirstView;
  locale: Locale;
  children: ReactNode;
}) {
  const state = useVariantSelection(productId, sizing, locale);
  return <VariantSelectionContext value={state}>{children}</VariantSelectionContext>;
}

/** The page's selection; null on a page without variants. */
export function usePageSelection(): VariantSelectionState | null {
  return useContext(VariantSelectionContext);
}
