import type { Variant } from '@airshop/domain/catalog/product-variant';
import { commerceRole, hasCommerceData } from '@airshop/domain/commerce/product-visibility';
import { useLayoutData } from '../../shell/index.ts';
import { usePageSelection } from '../variants/variant-selection-context.tsx';

/**
 * The chosen variant, only for a viewer who may buy it: prices reach the page only for an approved buyer in a
 * market with the shop on (ADR 0010), and the summary and bar show nothing to anyone else — the anonymous page
 * is cached and shared and must hold no price.
 */
export function useBuyerSelection(): Variant | undefined {
  const selected = usePageSelection()?.selected;
  const layout = useLayoutData();
  if (!selected || !layout) return undefined;
  return commerceRole(layout.profile, hasCommerceData(selected)) === 'buyer' ? selected : undefined;
}
