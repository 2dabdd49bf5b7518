import { productSizingRoute } from '@airshop/domain/api/product-routes';
import type { Sizing, Variant } from '@airshop/domain/catalog/product-variant';
import { choosesFromSelect, type SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import { urlWithVariantCode, VARIANT_CODE_PARAM } from '@airshop/domain/catalog/variant-code-url';
import {
  attributeValues,
  carrySelection,
  emptySelection,
  isWrongSelection,
  matchingVariantCount,
  pickValue,
  selectedVariant,
  selectionOf,
  type VariantSelection,
  viableCounts,
} from '@airshop/domain/catalog/variant-selection';
import type { Locale } from '@airshop/domain/i18n/locales';
import { PAGE_LOCALE_HEADER } from '@airshop/domain/site/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { callApi, type ResponseContract } from '../../../platform/api-client.ts';

export interface VariantSelectionState {
  selection: VariantSelection;
  /** The variant the selection names in full, else undefined. */
  selected: Variant | undefined;
  /** Every attribute has a value, yet no variant has them all: the 'wrong selection' note. */
  wrong: boolean;
  /** How many variants agree with every value chosen so far. */
  matching: number;
  variantCount: number;
  /** The values of one attribute, in the order the variants first show them. */
  values(attribute: number): readonly string[];
  /** Whether an attribute is chosen from a select (a long range) rather than buttons. */
  asSelect(attribute: number): boolean;
  /** The viable-option count of each value of one attribute. */
  counts(attribute: number): ReadonlyMap<string, number>;
  /** 'first-view' until the variants have come; 'error' when they could not be read (retry() asks again). */
  status: 'first-view' | 'ready' | 'error';
  retry(): void;
  pick(attribute: number, value: string | null): void;
  clear(): void;
}

/** A change of the selection that needs the variants: applied at once, or queued until they have come. */
type Step = (variants: readonly Variant[], selection: VariantSelection) => VariantSelection;

/** A hand check instead of the zod schema, which the page's first-view JavaScript leaves out (page weight). */
const sizingContract: ResponseContract<Sizing> = {
  safeParse(data) {
    const ok =
      typeof data === 'object' &&
      data !== null &&
      Array.isArray((data as Sizing).Variants) &&
      Array.isArray((data as Sizing).AttributeNames);
    return ok ? { success: true, data: data as Sizing } : { success: false, error: 'not a Sizing' };
  },
};

interface Loaded {
  locale: Locale;
  sizing: Sizing;
}

/**
 * The chooser's selection (spec §4 "Variant selection"). The page arrives with the first view only (ADR 0080):
 * the starting selection (the query `code`, else DefaultVariantCode; the shared page cache keys pages by their
 * query, ADR 0028), its counts and its variant, all made on the server by the chooser's own rules. The variants
 * themselves are read right after (GET Catalog/Products/{id}/Sizing, as the viewer may see them); a choice made
 * before they are in is kept and applied when they come. The URL's `code` then follows the selection.
 */
export function useVariantSelection(
  productId: string,
  firstView: SizingFirstView,
  locale: Locale,
): VariantSelectionState {
  const attributeCount = firstView.AttributeNames.length;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [selection, setSelection] = useState(firstView.Selection);
  // Steps taken before the variants came, in order; applied to the selection when they arrive.
  const queued = useRef<Step[]>([]);
  const ready = loaded !== null && loaded.locale === locale ? loaded.sizing : undefined;
  const variants = ready?.Variants;
  const variantsRef = useRef(variants);
  variantsRef.current = variants;

  // The variants the selection was last carried over, for the next answer (another language, a new viewer).
  const carriedFrom = useRef<readonly Variant[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first view is the page read again (another language, a sign-in, after adding to the cart), and `attempt` a retry: the variants' prices and stock are read again, as the page's loader did
  useEffect(() => {
    const abort = new AbortController();
    setFailed(false);
    callApi(
      productSizingRoute,
      { params: { id: productId } },
      { schema: sizingContract, signal: abort.signal, headers: { [PAGE_LOCALE_HEADER]: locale } },
    )
      .then((sizing) => {
        if (!sizing) throw new Error('the product has no sizing');
        // The page in another language reads the same variants with translated values: the choice is carried
        // by variant code, or no value would match its new text. Then what was chosen while they came.
        const previous = carriedFrom.current;
        carriedFrom.current = sizing.Variants;
        const steps = queued.current;
        queued.current = [];
        setSelection((current) =>
          steps.reduce(
            (result, step) => step(sizing.Variants, result),
            previous ? carrySelection(previous, sizing.Variants, current) : current,
          ),
        );
        setLoaded({ locale, sizing });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('The variants could not be loaded', error);
        setFailed(true);
      });
    return () => abort.abort();
  }, [productId, locale, firstView, attempt]);

  const apply = useCallback((step: Step) => {
    const current = variantsRef.current;
    if (current) setSelection((selection) => step(current, selection));
    else queued.current.push(step);
  }, []);

  // A router navigation to this page with another `code` (a link) chooses that variant. The codes written below
  // reach the router's location only at a later history event, and then name the variant already chosen.
  const { search } = useLocation();
  const routerCode = new URLSearchParams(search).get(VARIANT_CODE_PARAM);
  const [seenRouterCode, setSeenRouterCode] = useState(routerCode);
  if (routerCode !== seenRouterCode) {
    setSeenRouterCode(routerCode);
    apply((all, current) => {
      const linked = all.find((variant) => variant.Code === routerCode);
      return linked && linked !== selectedVariant(all, current)
        ? selectionOf(linked, attributeCount)
        : current;
    });
  }

  const state = useMemo(() => {
    if (!variants) return firstViewState(firstView);
    return {
      selection,
      selected: selectedVariant(variants, selection),
      wrong: isWrongSelection(variants, selection),
      matching: matchingVariantCount(variants, selection),
      variantCount: variants.length,
      values: (attribute: number) => attributeValues(variants, attribute),
      asSelect: (attribute: number) => choosesFromSelect(attributeValues(variants, attribute).length),
      counts: (attribute: number) => viableCounts(variants, selection, attribute),
    };
  }, [variants, selection, firstView]);
  const code = state.selected?.Code;

  useEffect(() => {
    // Replaced, not pushed: choosing values is no navigation, and Back should leave the page. The router's
    // own history state stays, and no loader runs again (a navigation would re-render the page on the server).
    const next = urlWithVariantCode(window.location.href, code);
    if (next !== undefined) window.history.replaceState(window.history.state, '', next);
  }, [code]);

  const pick = useCallback(
    (attribute: number, value: string | null) =>
      apply((all, current) => pickValue(all, current, attribute, value)),
    [apply],
  );
  const clear = useCallback(() => apply(() => emptySelection(attributeCount)), [apply, attributeCount]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const status = variants ? 'ready' : failed ? 'error' : 'first-view';
  // One object while nothing changed: the page's selection store hands it to the components that read it.
  return useMemo(() => ({ ...state, status, retry, pick, clear }), [state, status, retry, pick, clear]);
}

/** The chooser as the server drew it, until the variants have come. */
function firstViewState(view: SizingFirstView) {
  const counts = view.Values.map(
    (values, i) => new Map(values.map((value, j) => [value, view.Counts[i]?.[j] ?? 0])),
  );
  return {
    selection: view.Selection,
    selected: view.Selected ?? undefined,
    wrong: false,
    matching: view.Matching,
    variantCount: view.VariantCount,
    values: (attribute: number) => view.Values[attribute] ?? [],
    asSelect: (attribute: number) => view.Select[attribute] ?? false,
    counts: (attribute: number): ReadonlyMap<string, number> => counts[attribute] ?? new Map(),
  };
}
