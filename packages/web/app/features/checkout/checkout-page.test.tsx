import type { Address } from '@airshop/domain/account/addresses';
import type { Route } from '@airshop/domain/api/endpoint';
import type { CartCheckout, CartItem } from '@airshop/domain/commerce/cart-checkout';
import type { CartOrder, CheckoutAddresses } from '@airshop/domain/commerce/checkout-order';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import { SnackbarProvider } from '../../ui/snackbar-provider.tsx';
import { cleanupAddressId } from './address-cleanup.ts';
import { CheckoutPage } from './checkout-page.tsx';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

const CART_ID = '0b7f6c1e-4d0a-4f6b-9a51-2f1f3c8d9e10';
const eur = (Amount: number) => ({ Amount, Currency: 'EUR' });

function address(overrides: Partial<Address>): Address {
  return {
    Id: 'erp-1',
    IsEditable: false,
    IsShipping: true,
    AddressType: 'Shipping',
    Name: 'Brandt Lüftung GmbH',
    Line1: 'Hafenstraße 4',
    Line2: null,
    PostalCode: '20457',
    City: 'Hamburg',
    CountryCode: 'DE',
    Phone: null,
    ...overrides,
  };
}

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    LineItemId: 11,
    ShipmentNo: 1,
    Code: 'FAN-200',
    LviNumber: null,
    Name: 'Roof fan 200',
    Url: '/en/products/roof-fan-200',
    ImageUrl: null,
    Quantity: 5,
    Note: null,
    Price: eur(100),
    DiscountedPrice: eur(90),
    LineTotal: eur(450),
    Stock: null,
    EarliestDeliveryDate: null,
    Orderable: true,
    ...overrides,
  };
}

function cart(overrides: Partial<CartCheckout> = {}): CartCheckout {
  return {
    Id: CART_ID,
    Name: null,
    Version: 3,
    MarketId: 'DE',
    Currency: 'EUR',
    ShowPrices: true,
    IsGuest: false,
    Deliveries: [{ ShipmentNo: 1, DeliveryDate: null, EarliestDeliveryDate: null, SubTotal: eur(450) }],
    Items: [line()],
    PromotionCodes: [],
    Total: { TotalNet: 465, TotalTaxIncluded: 553.35, ShippingFee: 15, Promotions: [], Currency: 'EUR' },
    Alerts: [],
    OrderReference: null,
    ShippingAddressId: null,
    ...overrides,
  };
}

const order = (overrides: Partial<CartOrder> = {}): CartOrder => ({
  CartId: CART_ID,
  Version: 3,
  ShippingAddressId: null,
  OrderReference: null,
  Comment: null,
  ...overrides,
});

type Handler = (input: { body?: unknown; params?: unknown }, headers?: Record<string, string>) => unknown;

/** Answers each declared route as given; the header widget's refetch gets an empty widget. */
function answer(handlers: Record<string, Handler>) {
  request.mockImplementation((async (
    route: Route,
    input: { body?: unknown } = {},
    options: { headers?: Record<string, string> } = {},
  ) => {
    const key = `${route.method} ${route.path}`;
    if (key === 'GET /api/v1/Carts/Default/Widget')
      return { Count: 0, Quantity: 0, Lines: [], Total: null, IsGuest: false };
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(input, options.headers);
  }) as unknown as typeof callApi);
}

function callsOf(method: string, path: string) {
  return request.mock.calls.filter(([route]) => route.method === method && route.path === path);
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderPage(initial: CartCheckout) {
  const Stub = createRoutesStub([
    {
      path: '/en/checkout',
      Component: () => (
        <SnackbarProvider regionLabel="Notifications" dismissLabel="Dismiss">
          <CheckoutPage cart={initial} locale="en" />
        </SnackbarProvider>
      ),
    },
    { path: '/en/orders/:number', Component: Where },
  ]);
  render(
    withTranslations(
      ['checkout', 'cart', 'shared', 'validation', 'account'],
      <Stub initialEntries={['/en/checkout']} />,
    ),
  );
}

const ERP = address({ Id: 'erp-1' });
const OWN = address({ Id: 'own-7', IsEditable: true, Name: 'Site Altona', Line1: 'Max-Brauer-Allee 2' });
const list = (ShippingAddressId: string | null, Addresses = [OWN, ERP]): CheckoutAddresses => ({
  ShippingAddressId,
  Addresses,
});

beforeEach(() => {
  request.mockReset();
});

describe('the address cleanup rule (shop.md §4)', () => {
  it('prefers an address from the ERP, else one of the company’s own', () => {
    expect(cleanupAddressId(list(null))).toBe('erp-1');
    expect(cleanupAddressId(list(null, [OWN]))).toBe('own-7');
    expect(cleanupAddressId(list(null, []))).toBeUndefined();
  });

  it('keeps a chosen address that is still on the list, and replaces one that is gone', () => {
    expect(cleanupAddressId(list('own-7'))).toBeUndefined();
    expect(cleanupAddressId(list('gone-3'))).toBe('erp-1');
  });

  it('chooses only shipping addresses', () => {
    const billing = address({ Id: 'bill-1', IsShipping: false, AddressType: 'Billing' });
    expect(cleanupAddressId(list(null, [billing, OWN]))).toBe('own-7');
  });
});

describe('checkout step 2', () => {
  it('gives an order without an address the ERP address silently, then says the cart is saved', async () => {
    answer({
      'GET /api/v1/Carts/:id/Order': () => order(),
      'GET /api/v1/Carts/Default/Addresses': () => list(null),
      'PATCH /api/v1/Carts/:id/Order': ({ body }) =>
        order({ ShippingAddressId: (body as { ShippingAddressId: string }).ShippingAddressId }),
    });
    renderPage(cart());
    expect(await screen.findByText('Cart saved.')).toBeTruthy();
    expect(callsOf('PATCH', '/api/v1/Carts/:id/Order').map(([, input]) => input?.body)).toEqual([
      { ShippingAddressId: 'erp-1' },
    ]);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.find((radio) => radio.checked)?.value).toBe('erp-1');
    // Only the company's own address can be edited.
    expect(screen.getAllByRole('button', { name: /^Edit the address/ })).toHaveLength(1);
  });

  it('saves the reference when it is left, and only when it changed', async () => {
    answer({
      'GET /api/v1/Carts/:id/Order': () => order({ ShippingAddressId: 'erp-1' }),
      'GET /api/v1/Carts/Default/Addresses': () => list('erp-1'),
      'PATCH /api/v1/Carts/:id/Order': ({ body }) =>
        order({ ShippingAddressId: 'erp-1', OrderReference: (body as CartOrder).OrderReference }),
    });
    renderPage(cart());
    const user = userEvent.setup();
    const reference = await screen.findByLabelText('Your order reference');
    await waitFor(() => expect((reference as HTMLInputElement).disabled).toBe(false));
    await user.click(reference);
    await user.tab();
    expect(callsOf('PATCH', '/api/v1/Carts/:id/Order')).toHaveLength(0);
    await user.type(reference, 'x'.repeat(40));
    expect((reference as HTMLInputElement).value).toHaveLength(35);
    expect(screen.getByText('35/35')).toBeTruthy();
    await user.tab();
    await waitFor(() =>
      expect(callsOf('PATCH', '/api/v1/Carts/:id/Order').map(([, input]) => input?.body)).toEqual([
        { OrderReference: 'x'.repeat(35) },
      ]),
    );
  });

  it('places the order once: busy while it is sent, the event pushed, the widget read, then the order page', async () => {
    let release: (value: unknown) => void = () => undefined;
    answer({
      'GET /api/v1/Carts/:id/Order': () => order({ ShippingAddressId: 'erp-1', OrderReference: 'PO-77' }),
      'GET /api/v1/Carts/Default/Addresses': () => list('erp-1'),
      'POST /api/v1/Carts/:id/Order/Submit': () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    window.dataLayer = [{ event: 'gtm.js' }];
    renderPage(cart());
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    await user.click(place);
    expect(place.getAttribute('aria-busy')).toBe('true');
    const submits = callsOf('POST', '/api/v1/Carts/:id/Order/Submit');
    expect(submits).toHaveLength(1);
    const [, input, options] = submits[0] ?? [];
    expect(input).toEqual({ params: { id: CART_ID }, body: { Version: 3, TotalNet: 465 } });
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    release({
      OrderNumber: 'AS-2026-000123',
      OrderReference: 'PO-77',
      RedirectUrl: '/en/orders/AS-2026-000123',
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/en/orders/AS-2026-000123');
    expect(window.dataLayer).toEqual([
      { event: 'gtm.js' },
      {
        event: 'checkoutCompleted',
        orderNumber: 'AS-2026-000123',
        orderReference: 'PO-77',
        value: 465,
        currency: 'EUR',
      },
    ]);
    expect(callsOf('GET', '/api/v1/Carts/Default/Widget')).toHaveLength(1);
  });

  it('says why a refused submit was refused, shows the cart as it is now and asks again with the same key', async () => {
    let submits = 0;
    answer({
      'GET /api/v1/Carts/:id/Order': () => order({ ShippingAddressId: 'erp-1' }),
      'GET /api/v1/Carts/Default/Addresses': () => list('erp-1'),
      'GET /api/v1/Carts/:id/Checkout': () =>
        cart({
          Version: 4,
          Total: { TotalNet: 480, TotalTaxIncluded: 571.2, ShippingFee: 15, Promotions: [], Currency: 'EUR' },
        }),
      'POST /api/v1/Carts/:id/Order/Submit': () => {
        submits += 1;
        if (submits === 1)
          throw new ApiError(409, {
            code: 'conflict',
            message: 'refused',
            details: { reason: 'priceChanged' },
          });
        throw new ApiError(500);
      },
    });
    renderPage(cart());
    const user = userEvent.setup();
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);

    const alert = await screen.findByText(/A price or fee has changed since you opened this page/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('total-net').textContent).toContain('480'));
    const again = screen.getByRole('button', { name: 'Place order with these changes' });
    await user.click(again);
    await waitFor(() => expect(submits).toBe(2));
    const [first, second] = callsOf('POST', '/api/v1/Carts/:id/Order/Submit');
    expect(second?.[1]).toEqual({ params: { id: CART_ID }, body: { Version: 4, TotalNet: 480 } });
    expect(second?.[2]?.headers?.['Idempotency-Key']).toBe(first?.[2]?.headers?.['Idempotency-Key']);
    // A failure that is no refusal is the generic error, and nothing was pushed.
    expect(
      await screen.findByText('Something went wrong on our side or with the connection. Please try again.'),
    ).toBeTruthy();
    expect(window.dataLayer).toBeUndefined();
  });

  it('cannot place an order before an address is chosen', async () => {
    answer({
      'GET /api/v1/Carts/:id/Order': () => order(),
      'GET /api/v1/Carts/Default/Addresses': () => list(null, []),
    });
    renderPage(cart());
    expect(await screen.findByText('Choose a shipping address to place the order.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
