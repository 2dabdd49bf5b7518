import type { SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import type { Locale } from '@airshop/domain/i18n/locales';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useVariantSelection, type VariantSelectionState } from './use-variant-selection.ts';

/**
 * The selection, held outside React's context values: the context carries a store that never changes, and only
 * the components that read the selection subscribe to it. A changing context value would reach every Suspense
 * boundary below the provider that has not hydrated yet, such as the plain enquiry form kept from the server
 * (ADR 0050), and React drops such a boundary's server HTML to render it anew (ADR 0070, 0080).
 */
export interface SelectionStore {
  current: VariantSelectionState;
  listeners: Set<() => void>;
}

const VariantSelectionContext = createContext<SelectionStore | null>(null);

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
  const [store] = useState<SelectionStore>(() => ({ current: state, listeners: new Set() }));
  // Read by the subscribers below in this same render; they hear of a change once it is committed.
  store.current = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new selection state, which the store already holds
  useLayoutEffect(() => {
    for (const listener of store.listeners) listener();
  }, [store, state]);
  return <VariantSelectionContext value={store}>{children}</VariantSelectionContext>;
}

const noStore = (): (() => void) => () => {};

/** The page's selection; null on a page without variants. */
export function usePageSelection(): VariantSelectionState | null {
  return useSelectionOf(useContext(VariantSelectionContext));
}

/**
 * A store's selection, subscribed once per store: functions made anew at each render would make React
 * unsubscribe and subscribe again every time the reader renders.
 */
export function useSelectionOf(store: SelectionStore | null): VariantSelectionState | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!store) return noStore();
      store.listeners.add(listener);
      return () => {
        store.listeners.delete(listener);
      };
    },
    [store],
  );
  const read = useCallback(() => store?.current ?? null, [store]);
  return useSyncExternalStore(subscribe, read, read);
}
