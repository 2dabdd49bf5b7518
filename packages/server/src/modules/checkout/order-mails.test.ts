import { LOCALES } from '@airshop/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { mailTextsFromFiles } from '../../testing/mail-texts.ts';
import { mailMessageSchema, renderMailDocument } from '../mail/index.ts';
import { type OrderMailKind, orderMail } from './order-mails.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

/*
 * The order mails in every locale (issue 16 point 4): each kind makes a valid mail whose texts are all filled in,
 * with the lines, the totals and the link; a quote request's mails carry no price.
 */

const order: OrderSnapshot = {
  Number: 'AS-2026-000042',
  Kind: 'order',
  PlacedAt: '2026-11-27T10:15:00.000Z',
  OrderReference: 'PO-77',
  Comment: 'Gate 2',
  MarketId: 'SE',
  Currency: 'SEK',
  Buyer: { Name: 'Ann Lee', Email: 'ann@customer.example', Phone: null },
  Company: { Name: 'Nordvent AB', CustomerNumber: 'C-1001' },
  ShippingAddress: {
    Name: 'Nordvent AB',
    Line1: 'Hamngatan 1',
    Line2: null,
    PostalCode: '111 47',
    City: 'Stockholm',
    CountryCode: 'SE',
    Phone: null,
  },
  Deliveries: [
    {
      ShipmentNo: 1,
      DeliveryDate: null,
      SubTotal: 200,
      Items: [
        {
          Code: 'FLT-100',
          LviNumber: null,
          Name: 'Filter F7',
          Quantity: 4,
          Note: 'Room 12',
          Price: 60,
          DiscountedPrice: 50,
          LineTotal: 200,
          TaxRate: 25,
        },
      ],
    },
    {
      ShipmentNo: 2,
      DeliveryDate: '2026-12-20',
      SubTotal: 1000,
      Items: [
        {
          Code: 'FAN-9',
          LviNumber: null,
          Name: 'Fan 9',
          Quantity: 1,
          Note: null,
          Price: 1000,
          DiscountedPrice: 1000,
          LineTotal: 1000,
          TaxRate: 25,
        },
      ],
    },
  ],
  PromotionCodes: ['SAVE10'],
  Total: {
    SubTotal: 1200,
    ShippingFee: 199,
    PaymentFee: 0,
    Promotions: [{ Code: 'SAVE10', SavedAmount: 120 }],
    TotalNet: 1279,
    Taxes: [{ Rate: 25, Amount: 319.75 }],
    TotalTaxIncluded: 1598.75,
    Currency: 'SEK',
  },
};

const quote: OrderSnapshot = {
  ...order,
  Number: 'AS-Q-2026-000007',
  Kind: 'quoteRequest',
  Total: null,
  PromotionCodes: [],
  Deliveries: order.Deliveries.map((d) => ({
    ...d,
    SubTotal: null,
    Items: d.Items.map((i) => ({ ...i, Price: null, DiscountedPrice: null, LineTotal: null, TaxRate: null })),
  })),
};

const KINDS: OrderMailKind[] = ['confirmation', 'desk', 'quoteCopy', 'quoteSales'];

describe('order mails', () => {
  it('make a valid mail of every kind in every locale, every text filled in', () => {
    for (const locale of LOCALES) {
      const text = mailTextsFromFiles(locale);
      for (const kind of KINDS) {
        const snapshot = kind.startsWith('quote') ? quote : order;
        const orderUrl = kind.startsWith('quote') ? undefined : `https://shop.example/${locale}/orders/x`;
        const mail = renderMailDocument(
          orderMail({ kind, order: snapshot, text, locale, ...(orderUrl ? { orderUrl } : {}) }),
        );
        const where = `${locale} ${kind}`;
        expect(mailMessageSchema.safeParse({ to: ['a@example.com'], ...mail }).success, where).toBe(true);
        expect(mail.subject, where).toContain(snapshot.Number);
        expect(mail.text, where).not.toMatch(/[{}]/);
        for (const code of ['FLT-100', 'FAN-9']) expect(mail.text, where).toContain(code);
        if (kind.startsWith('quote')) expect(mail.text, where).not.toContain('SEK');
        else {
          expect(mail.text, where).toContain('SEK');
          expect(mail.html, where).toContain('SAVE10');
        }
      }
    }
  });

  it('writes the lines per delivery, the promotion, the taxes and the totals in the buyer’s language', () => {
    const mail = renderMailDocument(
      orderMail({
        kind: 'confirmation',
        order,
        text: mailTextsFromFiles('en'),
        locale: 'en',
        orderUrl: 'https://shop.example/en/orders/AS-2026-000042',
      }),
    );
    expect(mail.subject).toBe('Your order AS-2026-000042 has been received');
    // Intl puts a no-break space between the currency code and the amount.
    const lines = mail.text.replace(/\u00a0/g, ' ').split('\n');
    expect(lines).toContain('DELIVERY 1: AS EARLY AS POSSIBLE');
    expect(lines).toContain('DELIVERY 2: WISHED FOR DECEMBER 20, 2026');
    expect(lines).toContain('- Filter F7 · Quantity: 4 · Line total: SEK 200.00');
    expect(lines).toContain('  Product code: FLT-100');
    expect(lines).toContain('  Unit price: SEK 50.00');
    expect(lines).toContain('  Note: Room 12');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Subtotal: SEK 1,200.00',
        'Promotion code SAVE10: -SEK 120.00',
        'Shipping: SEK 199.00',
        'Total excluding tax: SEK 1,279.00',
        'Tax 25%: SEK 319.75',
        'Total including tax: SEK 1,598.75',
        'https://shop.example/en/orders/AS-2026-000042',
      ]),
    );
    // Three columns, so a German table fits a 360 px phone (four were 420 px wide); figures never wrap.
    const headRows = mail.html.match(/<thead><tr>.*?<\/tr><\/thead>/g) ?? [];
    expect(headRows.length).toBe(2);
    for (const row of headRows) expect(row.match(/<th scope="col"/g)).toHaveLength(3);
    expect(mail.html).toMatch(/text-align:right;white-space:nowrap;">SEK\u00a0200\.00</);
  });
});
