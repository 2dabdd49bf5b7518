import type { Sizing, Variant } from './product-variant.ts';
import {
  attributeValues,
  initialSelection,
  matchingVariantCount,
  selectedVariant,
  type VariantSelection,
  viableCounts,
} from './variant-selection.ts';

/** Up to this many values of an attribute show as buttons side by side; more (a long size range) as a select. */
export const MOST_VALUES_AS_BUTTONS = 12;

/** Whether an attribute with this many values is chosen from a select rather than buttons. */
export const choosesFromSelect = (valueCount: number): boolean => valueCount > MOST_VALUES_AS_BUTTONS;

/**
 * What the variant chooser shows before the product's variants have come (ADR 0080): the page's server HTML and
 * its hydration draw the chooser from this, and the whole Sizing (GET Catalog/Products/{id}/Sizing, the call the
 * spec's page makes on opening) comes after. A few hundred bytes where the variants of a large range are over a
 * hundred kilobytes of the page. Made by the same rules as the chooser itself (variant-selection.ts), so the
 * chooser draws the same thing from either.
 */
export interface SizingFirstView {
  readonly AttributeNames: readonly string[];
  readonly IsSparePartOrAccessory: boolean;
  readonly VariantCount: number;
  /** The starting selection: the query's `code`, else DefaultVariantCode, else nothing chosen. */
  readonly Selection: VariantSelection;
  /**
   * The values of each attribute, in the order the variants first show them; of an attribute chosen from a
   * select (choosesFromSelect), only the chosen value: a closed select shows nothing else, and a long range's
   * options were most of the chooser's markup.
   */
  readonly Values: readonly (readonly string[])[];
  /** Per attribute: chosen from a select. */
  readonly Select: readonly boolean[];
  /** The viable-option count of each of those values under the starting selection. */
  readonly Counts: readonly (readonly number[])[];
  /** How many variants agree with the starting selection. */
  readonly Matching: number;
  /** The starting selection's variant as the viewer may see it (prices only for those who may), else null. */
  readonly Selected: Variant | null;
}

/** The first view of `sizing` for a page opened with the query `code` (null without one). */
export function sizingFirstView(sizing: Sizing, queryCode: string | null): SizingFirstView {
  const variants = sizing.Variants;
  const attributeCount = sizing.AttributeNames.length;
  const selection = initialSelection(variants, attributeCount, queryCode, sizing.DefaultVariantCode);
  const all = sizing.AttributeNames.map((_, i) => attributeValues(variants, i));
  const select = all.map((list) => choosesFromSelect(list.length));
  const values = all.map((list, i) => {
    const chosen = selection.values[i];
    return select[i] ? list.filter((value) => value === chosen) : list;
  });
  return {
    AttributeNames: sizing.AttributeNames,
    IsSparePartOrAccessory: sizing.IsSparePartOrAccessory,
    VariantCount: variants.length,
    Selection: selection,
    Values: values,
    Select: select,
    Counts: values.map((list, i) => {
      const counts = viableCounts(variants, selection, i);
      return list.map((value) => counts.get(value) ?? 0);
    }),
    Matching: matchingVariantCount(variants, selection),
    Selected: selectedVariant(variants, selection) ?? null,
  };
}
