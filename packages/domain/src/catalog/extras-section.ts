import type { ExtraContentType, ExtraKindSegment } from './product-extras.ts';

/*
 * The extras section of the product page (product-page.md §2 "Extras section", §4 "Extras"): which parts show,
 * which list each part asks for, and how many items it shows before 'show all'. Pure, so the page and its tests
 * share them.
 */

/** Extras show 2 items before 'show all N' (spec §9). */
export const EXTRAS_INITIAL_ITEMS = 2;

/** The parts in the order of the spec (warranties, accessories, spare parts, filters) with their anchors. */
export const EXTRA_PARTS = [
  { kind: 'Warranties', anchor: 'warranties', flag: 'HasWarranties' },
  { kind: 'Accessories', anchor: 'accessories', flag: 'HasAccessories' },
  { kind: 'SpareParts', anchor: 'spareparts', flag: 'HasSpareParts' },
  { kind: 'Filters', anchor: 'filters', flag: 'HasFilters' },
] as const satisfies readonly { kind: ExtraKindSegment; anchor: string; flag: string }[];
export type ExtraPart = (typeof EXTRA_PARTS)[number];
export type ExtraPartAnchor = ExtraPart['anchor'];

export type ExtraFlags = { readonly [K in ExtraPart['flag']]: boolean };

/** The parts a product shows: only the kinds it has (HasWarranties …), and none without variants. */
export function presentExtraParts(flags: ExtraFlags, variantCount: number): ExtraPart[] {
  if (variantCount === 0) return [];
  return EXTRA_PARTS.filter((part) => flags[part.flag]);
}

export interface ExtrasRequest {
  /** The product id for contentType product, the variant code for contentType variant. */
  readonly id: string;
  readonly contentType: ExtraContentType;
}

/**
 * The list one part asks for: the chosen variant's extras, or the product-level list when no variant is chosen
 * or the part's 'show all variants' is on.
 */
export function extrasRequest(
  productId: string,
  selectedCode: string | undefined,
  showAllVariants: boolean,
): ExtrasRequest {
  return selectedCode && !showAllVariants
    ? { id: selectedCode, contentType: 'variant' }
    : { id: productId, contentType: 'product' };
}

/** The items a part shows: the first EXTRAS_INITIAL_ITEMS until 'show all N' is pressed, and how many are hidden. */
export function visibleExtras<T>(
  items: readonly T[],
  expanded: boolean,
  limit = EXTRAS_INITIAL_ITEMS,
): { items: readonly T[]; hidden: number } {
  if (expanded || items.length <= limit) return { items, hidden: 0 };
  return { items: items.slice(0, limit), hidden: items.length - limit };
}

/**
 * What an empty part says: for a chosen variant, 'no additions for the variant'; without a choice the product
 * has no additions for all its variants, so they depend on the variant — 'select a variant to show'; with a
 * variant chosen and 'show all variants' on, asking to select one would be wrong — 'none fit every variant'.
 */
export function emptyExtrasMessage(
  request: ExtrasRequest,
  selectedCode: string | undefined,
): 'selectVariant' | 'noneForVariant' | 'noneForAllVariants' {
  if (request.contentType === 'variant') return 'noneForVariant';
  return selectedCode ? 'noneForAllVariants' : 'selectVariant';
}
