import type { Sizing, Variant } from '@airshop/domain/catalog/product-variant';
import { urlWithVariantCode, VARIANT_CODE_PARAM } from '@airshop/domain/catalog/variant-code-url';
import {
  carrySelection,
  emptySelection,
  initialSelection,
  isWrongSelection,
  pickValue,
  selectedVariant,
  selectionOf,
  type VariantSelection,
} from '@airshop/domain/catalog/variant-selection';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

export interface VariantSelectionState {
  selection: VariantSelection;
  /** The variant the selection names in full, else undefined. */
  selected: Variant | undefined;
  /** Every attribute has a value, yet no variant has them all: the 'wrong selection' note. */
  wrong: boolean;
  pick(attribute: number, value: string | null): void;
  clear(): void;
}

/**
 * The chooser's selection (spec §4 "Variant selection"). It starts from the query `code`, else the product's
 * DefaultVariantCode: the server renders the same start, and the shared page cache keys pages by their query,
 * so a cached page for `?code=X` shows X (ADR 0028). The URL's `code` then follows the selection.
 */
export function useVariantSelection(sizing: Sizing): VariantSelectionState {
  const { search } = useLocation();
  const variants = sizing.Variants;
  const attributeCount = sizing.AttributeNames.length;
  const [selection, setSelection] = useState(() =>
    initialSelection(
      variants,
      attributeCount,
      new URLSearchParams(search).get(VARIANT_CODE_PARAM),
      sizing.DefaultVariantCode,
    ),
  );
  // The page in another language (a router navigation that keeps this chooser) reads the same variants with
  // translated values: carry the choice over by variant code, or no value would match its new text.
  const [seenVariants, setSeenVariants] = useState(variants);
  let current = selection;
  if (variants !== seenVariants) {
    current = carrySelection(seenVariants, variants, selection);
    setSeenVariants(variants);
    setSelection(current);
  }
  const selected = useMemo(() => selectedVariant(variants, current), [variants, current]);

  // A router navigation to this page with another `code` (a link) chooses that variant. The codes written below
  // reach the router's location only at a later history event, and then name the variant already chosen.
  const routerCode = new URLSearchParams(search).get(VARIANT_CODE_PARAM);
  const [seenRouterCode, setSeenRouterCode] = useState(routerCode);
  if (routerCode !== seenRouterCode) {
    setSeenRouterCode(routerCode);
    const linked = variants.find((variant) => variant.Code === routerCode);
    if (linked && linked !== selected) setSelection(selectionOf(linked, attributeCount));
  }
  const wrong = useMemo(() => isWrongSelection(variants, current), [variants, current]);
  const code = selected?.Code;

  useEffect(() => {
    // Replaced, not pushed: choosing values is no navigation, and Back should leave the page. The router's
    // own history state stays, and no loader runs again (a navigation would re-render the page on the server).
    const next = urlWithVariantCode(window.location.href, code);
    if (next !== undefined) window.history.replaceState(window.history.state, '', next);
  }, [code]);

  const pick = useCallback(
    (attribute: number, value: string | null) =>
      setSelection((current) => pickValue(variants, current, attribute, value)),
    [variants],
  );
  const clear = useCallback(() => setSelection(emptySelection(attributeCount)), [attributeCount]);

  return { selection: current, selected, wrong, pick, clear };
}
