import type { CartWidget } from '@airshop/domain/commerce/cart';
import { ApiError } from '../../platform/api-error.ts';
import { fetchCartWidget } from './cart-api.ts';
import { createExternalStore, useExternalStore } from './external-store.ts';

export type CartWidgetStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

/** shop.md §3 lastAdded: what the last add put in the cart. */
export interface LastAdded {
  code: string;
  quantity: number;
}

export interface CartState {
  status: CartWidgetStatus;
  widget: CartWidget | undefined;
  /** The header's cart panel. */
  open: boolean;
  /** The last add, so the panel can point at its line. */
  lastAdded: LastAdded | undefined;
  /**
   * shop.md §4: every widget fetch sets it; the quick-pick list (a later issue) reads it to know the cart
   * changed under it, and clears it with quickpickSynchronized().
   */
  shouldQuickpickSynchronize: boolean;
}

const store = createExternalStore<CartState>({
  status: 'idle',
  widget: undefined,
  open: false,
  lastAdded: undefined,
  shouldQuickpickSynchronize: false,
});

export function useCartState(): CartState {
  return useExternalStore(store);
}

export function cartState(): CartState {
  return store.get();
}

let loading: Promise<void> | undefined;

/**
 * (Re)reads GET Carts/Default/Widget. Calls made while one runs share it. 401 and 409 (not signed in any more
 * and no guest cart, the market sells nothing online) make the widget unavailable rather than an error: there is
 * no cart to show. A 403 never gets here: the request helper reloads the page.
 */
export function refreshCartWidget(): Promise<void> {
  loading ??= (async () => {
    store.set((state) => ({ ...state, status: state.widget ? state.status : 'loading' }));
    try {
      const widget = await fetchCartWidget();
      store.set((state) => ({
        ...state,
        status: widget ? 'ready' : 'unavailable',
        widget,
        shouldQuickpickSynchronize: true,
      }));
    } catch (error) {
      const unavailable = error instanceof ApiError && (error.status === 401 || error.status === 409);
      store.set((state) => ({
        ...state,
        status: unavailable ? 'unavailable' : 'failed',
        widget: unavailable ? undefined : state.widget,
      }));
    } finally {
      loading = undefined;
    }
  })();
  return loading;
}

/** The quick-pick list has taken the cart's state in. */
export function quickpickSynchronized(): void {
  store.set((state) => ({ ...state, shouldQuickpickSynchronize: false }));
}

/** Spec §4: on success the cart widget panel opens (and the widget is read again). */
export function openCartPanel(lastAdded?: LastAdded): void {
  store.set((state) => ({ ...state, open: true, lastAdded }));
}

export function closeCartPanel(): void {
  store.set((state) => ({ ...state, open: false, lastAdded: undefined }));
}
