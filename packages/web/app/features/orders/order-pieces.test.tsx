import type { Order } from '@airshop/domain/commerce/orders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withTranslations } from '../../testing/with-translations.tsx';
import { OrderView } from './order-view.tsx';
import { ReorderResultNotice } from './reorder-result.tsx';

const ORDER: Order = {
  Number: 'AS-2026-000123',
  Kind: 'order',
  Status: 'shipped',
  PlacedAt: '2026-11-20T09:30:00Z',
  OrderReference: 'PO-4711',
  Comment: 'Deliver to gate 3',
  MarketId: 'SE',
  Currency: 'SEK',
  Buyer: { Name: 'Anna Berg', Email: 'anna@nordvent.example', Phone: null },
  Company: { Name: 'Nordvent AB', CustomerNumber: '100234' },
  ShippingAddress: {
    Name: 'Nordvent AB',
    Line1: 'Storgatan 1',
    Line2: null,
    PostalCode: '111 22',
    City: 'Stockholm',
    CountryCode: 'SE',
    Phone: null,
  },
  Deliveries: [
    {
      ShipmentNo: 1,
      DeliveryDate: null,
      SubTotal: 250,
      Items: [
        {
          Code: 'CT100-B',
          LviNumber: null,
          Name: 'Cooker hood',
          Quantity: 2,
          Note: null,
          Price: 156.25,
          DiscountedPrice: 125,
          LineTotal: 250,
          TaxRate: 25,
        },
      ],
    },
    {
      ShipmentNo: 2,
      DeliveryDate: '2027-03-01',
      SubTotal: 99.5,
      Items: [
        {
          Code: 'F-7',
          LviNumber: null,
          Name: 'Filter',
          Quantity: 1,
          Note: 'spare',
          Price: 120,
          DiscountedPrice: 99.5,
          LineTotal: 99.5,
          TaxRate: 25,
        },
      ],
    },
  ],
  PromotionCodes: ['SPRING'],
  Total: {
    SubTotal: 349.5,
    ShippingFee: 0,
    PaymentFee: 0,
    Promotions: [{ Code: 'SPRING', SavedAmount: 10 }],
    TotalNet: 339.5,
    Taxes: [{ Rate: 25, Amount: 84.88 }],
    TotalTaxIncluded: 424.38,
    Currency: 'SEK',
  },
  StatusHistory: [
    { Status: 'received', At: '2026-11-20T09:30:00Z' },
    { Status: 'confirmed', At: '2026-11-20T11:00:00Z' },
    { Status: 'shipped', At: '2026-11-22T08:00:00Z' },
  ],
};

afterEach(cleanup);

const renderIn = (node: React.ReactNode) =>
  render(withTranslations(['orders', 'shared'], <MemoryRouter>{node}</MemoryRouter>));

describe('the order as placed', () => {
  it('shows each delivery with its lines, the totals and the status timeline', () => {
    renderIn(<OrderView order={ORDER} locale="en" heading={<h1>Order AS-2026-000123</h1>} />);
    const first = screen.getByRole('region', { name: /Delivery 1/ });
    expect(within(first).getByText('Cooker hood')).toBeTruthy();
    expect(within(first).getByText('As early as possible')).toBeTruthy();
    const second = screen.getByRole('region', { name: /Delivery 2/ });
    expect(within(second).getByText('Note: spare')).toBeTruthy();
    expect(within(second).getByText(/Wished date/)).toBeTruthy();
    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByText('Promotion SPRING')).toBeTruthy();
    expect(within(totals).getByText('Free')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(['Received', 'Confirmed', 'Shipped']);
    expect(screen.getByText('PO-4711')).toBeTruthy();
    expect(screen.getByText('Customer number 100234')).toBeTruthy();
  });

  it('leaves prices out of a quote request', () => {
    const quote: Order = {
      ...ORDER,
      Kind: 'quoteRequest',
      Total: null,
      Deliveries: ORDER.Deliveries.map((d) => ({
        ...d,
        SubTotal: null,
        Items: d.Items.map((i) => ({
          ...i,
          Price: null,
          DiscountedPrice: null,
          LineTotal: null,
          TaxRate: null,
        })),
      })),
    };
    renderIn(<OrderView order={quote} locale="en" heading={<h1>Quote</h1>} />);
    expect(screen.queryByTestId('order-totals')).toBeNull();
    expect(screen.queryAllByRole('columnheader', { name: 'Unit price excl. VAT' })).toHaveLength(0);
  });
});

describe('the answer of “order again”', () => {
  it('says how many lines went into the cart and names each refused line with its reason', () => {
    renderIn(
      <ReorderResultNotice
        locale="en"
        result={{ Added: 2, Refused: [{ Code: 'X-1', Name: 'Old fan', Reason: 'discontinued' }] }}
      />,
    );
    expect(screen.getByText('2 lines were added to your cart at today’s prices.')).toBeTruthy();
    expect(screen.getByText('Old fan (X-1): discontinued')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/en/cart');
  });

  it('offers no cart link when nothing could be added', () => {
    renderIn(
      <ReorderResultNotice
        locale="en"
        result={{ Added: 0, Refused: [{ Code: 'X-1', Name: 'Old fan', Reason: 'unknownCode' }] }}
      />,
    );
    expect(screen.getByText('No line could be added to your cart.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
