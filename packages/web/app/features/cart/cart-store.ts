import type { CartWidget } from '@airshop/domain/commerce/cart';
import { ApiError } from '../../platform/api-error.ts';
import { fetchCartWidget } from './cart-api.ts';
import { createExternalStore, useExternalStore } from './external-store.ts';

export type CartWidgetStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

export interface CartState {
  status: CartWidgetStatus;
  widget: CartWidget | undefined;
  /** The header's cart panel. */
  open: boolean;
  /** The code just added, so the panel can point at its line. */
  addedCode: string | undefined;
}

const store = createExternalStore<CartState>({
  status: 'idle',
  widget: undefined,
  open: false,
  addedCode: undefined,
});

export function useCartState(): CartState {
  return useExternalStore(store);
}

let loading: Promise<void> | undefined;

/**
 * (Re)reads GET Carts/Default/Widget. Calls made while one runs share it. 401 and 409 (not signed in any more,
 * the customer's market sells nothing online) make the widget unavailable rather than an error: there is no
 * cart to show. A 403 never gets here: the request helper reloads the page.
 */
export function refreshCartWidget(): Promise<void> {
  loading ??= (async () => {
    store.set((state) => ({ ...state, status: state.widget ? state.status : 'loading' }));
    try {
      const widget = await fetchCartWidget();
      store.set((state) => ({ ...state, status: widget ? 'ready' : 'unavailable', widget }));
    } catch (error) {
      const unavailable = error instanceof ApiError && (error.status === 401 || error.status === 409);
      store.set((state) => ({ ...state, status: unavailable ? 'unavailable' : 'failed' }));
    } finally {
      loading = undefined;
    }
  })();
  return loading;
}

/** Spec §4: on success the cart widget panel opens (and the widget is read again). */
export function openCartPanel(addedCode?: string): void {
  store.set((state) => ({ ...state, open: true, addedCode }));
}

export function closeCartPanel(): void {
  store.set((state) => ({ ...state, open: false, addedCode: undefined }));
}
