import type { Route } from '@airshop/domain/api/endpoint';
import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import { SnackbarProvider } from '../../ui/snackbar-provider.tsx';
import { GuestQuoteForm } from './guest-quote-form.tsx';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

afterEach(cleanup);
beforeEach(() => {
  request.mockReset();
});

const guestCart: CartCheckout = {
  Id: null,
  Name: null,
  Version: 2,
  MarketId: 'FI',
  Currency: 'EUR',
  ShowPrices: false,
  IsGuest: true,
  Deliveries: [{ ShipmentNo: 1, DeliveryDate: null, EarliestDeliveryDate: null, SubTotal: null }],
  Items: [
    {
      LineItemId: 1,
      ShipmentNo: 1,
      Code: 'FAN-200',
      LviNumber: null,
      Name: 'Roof fan 200',
      Url: '/fi/products/roof-fan-200',
      ImageUrl: null,
      Quantity: 3,
      Note: null,
      Price: null,
      DiscountedPrice: null,
      LineTotal: null,
      Stock: null,
      EarliestDeliveryDate: null,
      Orderable: true,
    },
  ],
  PromotionCodes: [],
  Total: null,
  Alerts: [],
  OrderReference: null,
  ShippingAddressId: null,
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/en/checkout',
      Component: () => (
        <SnackbarProvider regionLabel="Notifications" dismissLabel="Dismiss">
          <GuestQuoteForm cart={guestCart} locale="en" />
        </SnackbarProvider>
      ),
    },
    { path: '/en/cart/quote-sent', Component: Where },
  ]);
  render(
    withTranslations(
      ['checkout', 'cart', 'shared', 'validation', 'account'],
      <Stub initialEntries={['/en/checkout']} />,
    ),
  );
}

describe('the guest quote request', () => {
  it('refuses what the schema refuses, under each field, and sends nothing', async () => {
    renderForm();
    const user = userEvent.setup();
    const fill = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^E-mail/, 'not-an-address');
    await fill(/^Phone/, '12');
    await fill(/^First name/, 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));

    expect(await screen.findByText('field must be email')).toBeTruthy();
    expect(screen.getByText('this is not a valid phone number')).toBeTruthy();
    expect(screen.getAllByText('field is required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/50/)).toBeTruthy();
    // The market's country is the first guess, so it is no error.
    expect(screen.getByLabelText<HTMLSelectElement>(/^Country/).value).toBe('FI');
    expect(request).not.toHaveBeenCalled();
  });

  it('sends a valid request once with an Idempotency-Key and shows the thank-you page with its number', async () => {
    request.mockImplementation((async (
      route: Route,
      input: { body?: unknown },
      options?: { headers?: Record<string, string> },
    ) => {
      if (route.path === '/api/v1/Carts/Default/Widget')
        return { Count: 0, Quantity: 0, Lines: [], Total: null, IsGuest: true };
      if (route.method === 'POST' && route.path === '/api/v1/Carts/Default/Order/GuestSubmit') {
        expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
        expect(input.body).toMatchObject({
          Email: 'aino@hamina.example',
          Version: 2,
          CountryCode: 'FI',
          Line2: null,
        });
        return { OrderNumber: 'AS-Q-2026-000045', OrderReference: null, RedirectUrl: '/en/cart/quote-sent' };
      }
      throw new Error(`unexpected call ${route.method} ${route.path}`);
    }) as unknown as typeof callApi);
    renderForm();
    const user = userEvent.setup();
    const fill = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Company/, 'Hamina Rakennus Oy');
    await fill(/^First name/, 'Aino');
    await fill(/^Last name/, 'Virtanen');
    await fill(/^E-mail/, 'aino@hamina.example');
    await fill(/^Phone/, '+358 40 123 4567');
    await fill(/^Delivery address/, 'Satamakatu 3');
    await fill(/^Postal code/, '49400');
    await fill(/^City/, 'Hamina');
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en/cart/quote-sent?number=AS-Q-2026-000045'),
    );
    expect(request.mock.calls.filter(([route]) => route.method === 'POST')).toHaveLength(1);
  });
});
