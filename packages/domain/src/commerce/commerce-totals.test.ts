import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  cartTotalSchema,
  commerceTotals,
  projectTotal,
  projectTotalSchema,
  taxCents,
} from './commerce-totals.ts';

describe('commerceTotals', () => {
  it('sums lines in cents and reckons tax once per rate, lowest rate first', () => {
    const totals = commerceTotals(
      [
        { unitCents: 1005, quantity: 3, taxRate: 25 },
        { unitCents: 333, quantity: 1, taxRate: 12 },
        { unitCents: 10, quantity: 7, taxRate: 25 },
      ],
      'SEK',
    );
    expect(totals).toEqual({
      SubTotal: 34.18,
      ShippingFee: 0,
      PaymentFee: 0,
      Promotions: [],
      TotalNet: 34.18,
      // 25 % of 30.85 = 7.7125 → 7.71; 12 % of 3.33 = 0.3996 → 0.40
      Taxes: [
        { Rate: 12, Amount: 0.4 },
        { Rate: 25, Amount: 7.71 },
      ],
      TotalTaxIncluded: 42.29,
      Currency: 'SEK',
    });
  });

  it('leaves a line without a price out of every figure', () => {
    const totals = commerceTotals(
      [
        { unitCents: null, quantity: 4, taxRate: 25 },
        { unitCents: 200, quantity: 2, taxRate: 25 },
      ],
      'EUR',
    );
    expect(totals.SubTotal).toBe(4);
    expect(totals.Taxes).toEqual([{ Rate: 25, Amount: 1 }]);
  });

  it('adds fees and takes promotions off the net of their rate before tax', () => {
    const totals = commerceTotals([{ unitCents: 10_000, quantity: 1, taxRate: 25 }], 'EUR', {
      shippingFee: { cents: 1_000, taxRate: 25 },
      paymentFee: { cents: 250, taxRate: 0 },
      promotions: [{ code: 'SPRING', cents: 2_000, taxRate: 25 }],
    });
    expect(totals).toMatchObject({
      SubTotal: 100,
      ShippingFee: 10,
      PaymentFee: 2.5,
      Promotions: [{ Code: 'SPRING', SavedAmount: 20 }],
      TotalNet: 92.5,
      Taxes: [
        { Rate: 0, Amount: 0 },
        { Rate: 25, Amount: 22.5 },
      ],
      TotalTaxIncluded: 115,
    });
  });

  it('is zero everywhere for no lines', () => {
    const totals = commerceTotals([], 'SEK');
    expect(totals).toMatchObject({ SubTotal: 0, TotalNet: 0, TotalTaxIncluded: 0, Taxes: [] });
  });

  it('gives the cart and the project the figures of shop.md §3 from the same computation', () => {
    const totals = commerceTotals([{ unitCents: 1999, quantity: 2, taxRate: 24 }], 'EUR');
    const cart = cartTotalSchema.parse(cartTotal(totals));
    const project = projectTotalSchema.parse(projectTotal(totals));
    expect(Object.keys(cart).sort()).toEqual(
      ['Currency', 'Promotions', 'ShippingFee', 'TotalNet', 'TotalTaxIncluded'].sort(),
    );
    expect(Object.keys(project).sort()).toEqual(
      ['Currency', 'PaymentFee', 'ShippingFee', 'SubTotal', 'Taxes', 'TotalNet', 'TotalTaxIncluded'].sort(),
    );
    expect(cart.TotalTaxIncluded).toBe(project.TotalTaxIncluded);
    expect(project.TotalTaxIncluded).toBe(49.58);
  });
});

describe('taxCents', () => {
  it('rounds half a cent up, also for rates with decimals', () => {
    expect(taxCents(10, 25)).toBe(3); // 2.5 → 3
    expect(taxCents(12345, 5.5)).toBe(679); // 678.975 → 679
    expect(taxCents(0, 25)).toBe(0);
  });
});
