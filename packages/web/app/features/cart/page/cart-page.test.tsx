import type { Route } from '@airshop/domain/api/endpoint';
import type { CartCheckout, CartItem } from '@airshop/domain/commerce/cart-checkout';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../platform/api-client.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { withTranslations } from '../../../testing/with-translations.tsx';
import { SnackbarProvider } from '../../../ui/snackbar-provider.tsx';
import { CartDeliverySection, wishedDateProblem } from './cart-delivery.tsx';
import { CartNameEditor } from './cart-name-editor.tsx';
import { CartTotals } from './cart-totals.tsx';
import { lineTargets } from './move-line-dialog.tsx';
import { PromotionCodeField } from './promotion-code-field.tsx';
import { useCartEditor } from './use-cart-editor.ts';

vi.mock('../../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

afterEach(cleanup);

const eur = (Amount: number) => ({ Amount, Currency: 'EUR' });

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
    Stock: { Stock: 20, IsAlternativeStockFlow: false },
    EarliestDeliveryDate: '2026-12-10',
    Orderable: true,
    ...overrides,
  };
}

function cart(overrides: Partial<CartCheckout> = {}): CartCheckout {
  return {
    Id: '0b7f6c1e-4d0a-4f6b-9a51-2f1f3c8d9e10',
    Name: 'Site Hamina',
    Version: 3,
    MarketId: 'FI',
    Currency: 'EUR',
    ShowPrices: true,
    IsGuest: false,
    Deliveries: [
      { ShipmentNo: 1, DeliveryDate: null, EarliestDeliveryDate: '2026-12-10', SubTotal: eur(450) },
    ],
    Items: [line()],
    PromotionCodes: [],
    Total: {
      TotalNet: 465,
      TotalTaxIncluded: 583.58,
      ShippingFee: 15,
      Promotions: [],
      Currency: 'EUR',
    },
    Alerts: [],
    OrderReference: null,
    ShippingAddressId: null,
    ...overrides,
  };
}

/** The parts of the page around one editor, as the page composes them. */
function Page({ initial }: { initial: CartCheckout }) {
  const editor = useCartEditor(initial);
  return (
    <>
      <CartNameEditor editor={editor} />
      {editor.cart.Deliveries.map((delivery) => (
        <CartDeliverySection key={delivery.ShipmentNo} delivery={delivery} editor={editor} locale="en" />
      ))}
      {editor.cart.Total ? <CartTotals total={editor.cart.Total} locale="en" /> : null}
      {editor.cart.ShowPrices ? <PromotionCodeField editor={editor} /> : null}
    </>
  );
}

function renderPage(initial: CartCheckout) {
  render(
    withTranslations(
      ['cart', 'shared', 'productPage'],
      <MemoryRouter>
        <SnackbarProvider regionLabel="Notifications" dismissLabel="Dismiss">
          <Page initial={initial} />
        </SnackbarProvider>
      </MemoryRouter>,
    ),
  );
}

/** Answers each route as given; the widget's refetch gets an empty widget. */
function answer(handlers: Record<string, (body: unknown) => unknown>) {
  request.mockImplementation((async (route: Route, input?: { body?: unknown }) => {
    const key = `${route.method} ${route.path}`;
    if (key === 'GET /api/v1/Carts/Default/Widget')
      return { Count: 0, Quantity: 0, Lines: [], Total: null, IsGuest: false };
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(input?.body);
  }) as unknown as typeof callApi);
}

function bodiesOf(method: string, path: string): unknown[] {
  return request.mock.calls
    .filter(([route]) => route.method === method && route.path === path)
    .map(([, input]) => (input as { body?: unknown } | undefined)?.body);
}

const refusal = (reason: string) =>
  new ApiError(409, { code: 'conflict', message: 'refused', details: { reason } }, undefined, reason);

beforeEach(() => {
  request.mockReset();
});

describe('the cart page', () => {
  it('saves a note once the field is left, with its counter at most 35', async () => {
    answer({
      'PATCH /api/v1/Carts/:id/Items': () => cart({ Version: 4, Items: [line({ Note: 'x'.repeat(35) })] }),
    });
    renderPage(cart());
    const user = userEvent.setup();
    const note = screen.getByLabelText('Note');
    await user.type(note, 'x'.repeat(36));
    expect((note as HTMLInputElement).value).toHaveLength(35);
    expect(screen.getByText('35/35')).toBeTruthy();
    expect(bodiesOf('PATCH', '/api/v1/Carts/:id/Items')).toEqual([]);
    await user.tab();
    await waitFor(() =>
      expect(bodiesOf('PATCH', '/api/v1/Carts/:id/Items')).toEqual([
        { code: 'FAN-200', lineItemId: 11, shipmentNo: 1, Note: 'x'.repeat(35) },
      ]),
    );
    // Leaving it again unchanged sends nothing more.
    await user.click(note);
    await user.tab();
    expect(bodiesOf('PATCH', '/api/v1/Carts/:id/Items')).toHaveLength(1);
  });

  it('sends one quantity change when the typed figure rests, and shows the answered line total', async () => {
    answer({
      'PATCH /api/v1/Carts/:id/Items': () =>
        cart({ Version: 4, Items: [line({ Quantity: 12, LineTotal: eur(1080) })] }),
    });
    renderPage(cart());
    const user = userEvent.setup();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await waitFor(() => expect(screen.getByTestId('line-total').textContent).toMatch(/^EUR\s1,080\.00$/), {
      timeout: 3000,
    });
    expect(bodiesOf('PATCH', '/api/v1/Carts/:id/Items')).toEqual([
      { code: 'FAN-200', lineItemId: 11, shipmentNo: 1, Quantity: 12 },
    ]);
  });

  it('moves part of a line into a new delivery and shows the answered cart', async () => {
    const moved = cart({
      Version: 4,
      Deliveries: [
        { ShipmentNo: 1, DeliveryDate: null, EarliestDeliveryDate: '2026-12-10', SubTotal: eur(270) },
        { ShipmentNo: 2, DeliveryDate: null, EarliestDeliveryDate: '2026-12-10', SubTotal: eur(180) },
      ],
      Items: [
        line({ Quantity: 3, LineTotal: eur(270) }),
        line({ LineItemId: 12, ShipmentNo: 2, Quantity: 2, LineTotal: eur(180) }),
      ],
    });
    answer({ 'PATCH /api/v1/Carts/Default/Items/Move': () => moved });
    renderPage(cart());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move Roof fan 200' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Roof fan 200' });
    const pieces = within(dialog).getByLabelText('Pieces to move');
    await user.clear(pieces);
    await user.type(pieces, '2');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('To delivery').value).toBe('new');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-delivery')).toHaveLength(2));
    expect(bodiesOf('PATCH', '/api/v1/Carts/Default/Items/Move')).toEqual([
      { Code: 'FAN-200', LineItemId: 11, Quantity: 2, ShipmentNo: 1, NewShipmentNo: null },
    ]);
    expect(screen.getByRole('heading', { name: 'Delivery 2' })).toBeTruthy();
  });

  it('says why a merge beyond 999 was refused and keeps the cart as it was', async () => {
    const two = cart({
      Deliveries: [
        { ShipmentNo: 1, DeliveryDate: null, EarliestDeliveryDate: null, SubTotal: eur(450) },
        { ShipmentNo: 2, DeliveryDate: null, EarliestDeliveryDate: null, SubTotal: eur(89910) },
      ],
      Items: [line(), line({ LineItemId: 12, ShipmentNo: 2, Quantity: 999, LineTotal: eur(89910) })],
    });
    answer({
      'PATCH /api/v1/Carts/Default/Delivery/Merge': () => {
        throw refusal('quantityLimit');
      },
    });
    renderPage(two);
    const user = userEvent.setup();
    const first = screen.getAllByTestId('cart-delivery')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Merge into…' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge delivery 1 into another' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('A line can hold at most 999 pieces. Nothing was changed.')).toBeTruthy();
    expect(bodiesOf('PATCH', '/api/v1/Carts/Default/Delivery/Merge')).toEqual([
      { sourceDeliveryNo: 1, destDeliveryNo: 2 },
    ]);
    expect(screen.getAllByTestId('cart-delivery')).toHaveLength(2);
  });

  it('returns the name editor to display and clears the text, on success and on failure', async () => {
    let fail = false;
    answer({
      'PATCH /api/v1/Carts/Default': (body) => {
        if (fail) throw new ApiError(500);
        return cart({ Version: 4, Name: (body as { name: string }).name });
      },
    });
    renderPage(cart());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('Cart name'), 'Site Kotka');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.getByTestId('cart-name').textContent).toBe('Site Kotka'));
    expect(screen.queryByLabelText('Cart name')).toBeNull();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByLabelText<HTMLInputElement>('Cart name').value).toBe('');
    await user.type(screen.getByLabelText('Cart name'), 'Site Porvoo');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(
      await screen.findByText('Something went wrong on our side or with the connection. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Cart name')).toBeNull();
    expect(screen.getByTestId('cart-name').textContent).toBe('Site Kotka');
  });

  it('shows a refused promotion code under the field and clears the field when one is applied', async () => {
    answer({
      'PUT /api/v1/Carts/Default/PromotionCode': (body) => {
        const code = (body as { Code: string }).Code;
        if (code !== 'SPRING10') throw refusal('invalidPromotionCode');
        return cart({
          Version: 4,
          PromotionCodes: ['SPRING10'],
          Total: {
            TotalNet: 420,
            TotalTaxIncluded: 527.1,
            ShippingFee: 15,
            Promotions: [{ Code: 'SPRING10', SavedAmount: 45 }],
            Currency: 'EUR',
          },
        });
      },
    });
    renderPage(cart());
    const user = userEvent.setup();
    const field = screen.getByLabelText<HTMLInputElement>('Promotion code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This promotion code does not exist. Please check the spelling.'),
    ).toBeTruthy();
    expect(field.value).toBe('NOPE');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promotion code SPRING10 applied.')).toBeTruthy();
    expect(field.value).toBe('');
    expect(screen.getByText('Promotion SPRING10')).toBeTruthy();
    expect(screen.getByText(/^−EUR\s45\.00$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove promotion code SPRING10' })).toBeTruthy();
  });

  it('keeps the newer cart when an older answer arrives late', async () => {
    let release: (value: CartCheckout) => void = () => {};
    answer({
      'PATCH /api/v1/Carts/:id/Items': () =>
        new Promise<CartCheckout>((resolve) => {
          release = resolve;
        }),
    });
    renderPage(cart({ Version: 7 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'late');
    await user.tab();
    await waitFor(() => expect(bodiesOf('PATCH', '/api/v1/Carts/:id/Items')).toHaveLength(1));
    // While the note saves, the line's other controls wait.
    const quantity = screen.getByLabelText<HTMLInputElement>('Quantity');
    expect(quantity.disabled).toBe(true);
    release(cart({ Version: 6, Items: [line({ Note: 'older' })] }));
    await waitFor(() => expect(quantity.disabled).toBe(false));
    expect(screen.queryByDisplayValue('older')).toBeNull();
    expect(screen.getByDisplayValue('late')).toBeTruthy();
  });

  it('shows a guest cart without prices, totals, stock or dates', () => {
    renderPage(
      cart({
        ShowPrices: false,
        IsGuest: true,
        Total: null,
        Deliveries: [{ ShipmentNo: 1, DeliveryDate: null, EarliestDeliveryDate: null, SubTotal: null }],
        Items: [
          line({
            Price: null,
            DiscountedPrice: null,
            LineTotal: null,
            Stock: null,
            EarliestDeliveryDate: null,
          }),
        ],
      }),
    );
    expect(screen.getByText('Roof fan 200')).toBeTruthy();
    expect(screen.getByLabelText('Note')).toBeTruthy();
    expect(screen.queryByText('List price')).toBeNull();
    expect(screen.queryByTestId('cart-totals')).toBeNull();
    expect(screen.queryByLabelText('Wished delivery date')).toBeNull();
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
    expect(screen.queryByText(/in stock/)).toBeNull();
  });

  it('shows the wished date with its earliest date and refuses an earlier one at the field', async () => {
    answer({});
    renderPage(cart());
    expect(screen.getByText('earliest: Dec 10, 2026')).toBeTruthy();
    const date = screen.getByLabelText<HTMLInputElement>('Wished delivery date');
    expect(date.min).toBe('2026-12-10');
    expect(wishedDateProblem('2026-12-09', '2026-12-10')).toBe('tooEarly');
    expect(wishedDateProblem('2026-12-10', '2026-12-10')).toBeUndefined();
    expect(wishedDateProblem('', '2026-12-10')).toBeUndefined();
  });
});

describe('where a line may go', () => {
  const three = cart({
    Deliveries: [1, 2, 3].map((ShipmentNo) => ({
      ShipmentNo,
      DeliveryDate: null,
      EarliestDeliveryDate: null,
      SubTotal: null,
    })),
  });
  it('moves to every other delivery or a new one, and duplicates into another existing one', () => {
    expect(lineTargets(three, line({ ShipmentNo: 2 }), 'move')).toEqual(['1', '3', 'new']);
    expect(lineTargets(three, line({ ShipmentNo: 2 }), 'duplicate')).toEqual(['1', '3']);
    expect(lineTargets(cart(), line(), 'duplicate')).toEqual([]);
  });
});
