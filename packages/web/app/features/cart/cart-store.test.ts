import { cartAddItemRoute, cartStartGuestRoute, cartWidgetRoute } from '@airshop/domain/api/cart-routes';
import type { CartWidget } from '@airshop/domain/commerce/cart';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { addToCart, addToGuestCart } from './add-to-cart.ts';
import { cartState, closeCartPanel, quickpickSynchronized, refreshCartWidget } from './cart-store.ts';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

const GUEST_WIDGET: CartWidget = {
  Count: 1,
  Quantity: 3,
  Lines: [
    {
      LineItemId: 7,
      ShipmentNo: 1,
      Code: 'CT100-A',
      Name: 'Compact unit',
      Quantity: 3,
      Note: null,
      Price: null,
      LineTotal: null,
    },
  ],
  Total: null,
  IsGuest: true,
};

/** Answers each route as the server would for a guest with one line; `fail` makes a route throw. */
function answer(fail: Partial<Record<string, ApiError>> = {}) {
  request.mockImplementation((async (route: { path: string; method: string }) => {
    const failure = fail[route.path];
    if (failure) throw failure;
    if (route === cartWidgetRoute) return GUEST_WIDGET;
    if (route === cartAddItemRoute) {
      return { ErrorMessage: null, LineItemId: 7, ShipmentNo: 1, Code: 'CT100-A', Quantity: 3 };
    }
    if (route === cartStartGuestRoute) return { GuestId: 'not-read-by-the-page' };
    throw new Error(`unexpected call ${route.method} ${route.path}`);
  }) as typeof callApi);
}

beforeEach(() => {
  request.mockReset();
  quickpickSynchronized();
  closeCartPanel();
});

describe('the cart store', () => {
  it('sets ShouldQuickpickSynchronize on every widget fetch (shop.md §4)', async () => {
    answer();
    expect(cartState().shouldQuickpickSynchronize).toBe(false);
    await refreshCartWidget();
    expect(cartState().shouldQuickpickSynchronize).toBe(true);
    quickpickSynchronized();
    expect(cartState().shouldQuickpickSynchronize).toBe(false);
    await refreshCartWidget();
    expect(cartState().shouldQuickpickSynchronize).toBe(true);
    expect(cartState().widget).toEqual(GUEST_WIDGET);
  });

  it('makes the widget unavailable, and forgets the cart, when the server says there is none (401)', async () => {
    answer({ [cartWidgetRoute.path]: new ApiError(401) });
    await refreshCartWidget();
    expect(cartState().status).toBe('unavailable');
    expect(cartState().widget).toBeUndefined();
    expect(cartState().shouldQuickpickSynchronize).toBe(false);
  });

  it('keeps lastAdded (code, quantity) and opens the panel after an add', async () => {
    answer();
    expect(await addToCart({ Code: 'CT100-A', Quantity: 2 })).toEqual({ ok: true });
    expect(cartState()).toMatchObject({ open: true, lastAdded: { code: 'CT100-A', quantity: 2 } });
    closeCartPanel();
    expect(cartState().lastAdded).toBeUndefined();
  });

  it('tells an add refused for want of a sign-in apart from other failures', async () => {
    answer({ [cartAddItemRoute.path]: new ApiError(401, undefined, undefined, 'signInRequired') });
    expect(await addToCart({ Code: 'CT100-A', Quantity: 1 })).toEqual({
      ok: false,
      messageKey: 'generic/addItemErrors/signInRequired',
      signInRequired: true,
    });
    answer({ [cartAddItemRoute.path]: new ApiError(409, undefined, undefined, 'webshopDisabled') });
    expect(await addToCart({ Code: 'CT100-A', Quantity: 1 })).toMatchObject({ signInRequired: false });
  });

  it('opens a guest cart before the add, and adds nothing when it cannot be opened', async () => {
    answer();
    expect(await addToGuestCart({ Code: 'CT100-A', Quantity: 3 })).toEqual({ ok: true });
    expect(request.mock.calls.map(([route]) => route)).toEqual([
      cartStartGuestRoute,
      cartAddItemRoute,
      cartWidgetRoute,
    ]);
    request.mockClear();
    answer({ [cartStartGuestRoute.path]: new ApiError(409) });
    expect(await addToGuestCart({ Code: 'CT100-A', Quantity: 3 })).toMatchObject({ ok: false });
    expect(request.mock.calls.map(([route]) => route)).toEqual([cartStartGuestRoute]);
  });
});
