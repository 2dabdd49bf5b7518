import { describe, expect, it } from 'vitest';
import { commerceTotals } from './commerce-totals.ts';
import {
  evaluatePromotions,
  normalizePromotionCode,
  type Promotion,
  type PromotionCart,
  type PromotionLine,
  percentOfCents,
  promotionRefusal,
  promotionSavings,
  splitCents,
} from './promotions.ts';

const SE = { amountCents: null, minimumCents: null };

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    code: 'CODE',
    kind: 'percentOffOrder',
    percent: 10,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    markets: { SE },
    categoryIds: [],
    variantCodes: [],
    usesPerCompany: null,
    ...overrides,
  };
}

const line = (lineCents: number | null, taxRate = 25, more: Partial<PromotionLine> = {}): PromotionLine => ({
  variantCode: 'V-1',
  categoryIds: ['ahu-rotary', 'air-handling-units'],
  lineCents,
  taxRate,
  ...more,
});

function cart(lines: PromotionLine[], overrides: Partial<PromotionCart> = {}): PromotionCart {
  return {
    marketId: 'SE',
    today: '2026-06-15',
    lines,
    shippingFee: { cents: 4_900, taxRate: 25 },
    usesSoFar: new Map(),
    ...overrides,
  };
}

const only = (promotions: Promotion[], c: PromotionCart) => {
  const [outcome] = evaluatePromotions(promotions, c);
  if (!outcome) throw new Error('no outcome');
  return outcome;
};

describe('the kinds of code', () => {
  it('percent off the order takes the percent of every priced line', () => {
    const outcome = only([promotion()], cart([line(10_000), line(5_000), line(null)]));
    expect(outcome).toEqual({
      applies: true,
      code: 'CODE',
      savings: [{ cents: 1_500, taxRate: 25 }],
      savedCents: 1_500,
    });
  });

  it('percent off lines counts only the lines of its categories (or any above them) and codes', () => {
    const filters = promotion({ kind: 'percentOffLines', percent: 15, categoryIds: ['filters'] });
    const c = cart([
      line(10_000, 25, { categoryIds: ['filters'] }),
      line(20_000, 25, { categoryIds: ['ahu-rotary', 'air-handling-units'] }),
    ]);
    expect(only([filters], c)).toMatchObject({ applies: true, savedCents: 1_500 });
    const parent = promotion({ kind: 'percentOffLines', percent: 50, categoryIds: ['air-handling-units'] });
    expect(only([parent], c)).toMatchObject({ savedCents: 10_000 });
    const byCode = promotion({ kind: 'percentOffLines', percent: 10, variantCodes: ['F-7'] });
    const coded = cart([line(3_000, 25, { variantCode: 'F-7' }), line(9_000, 25, { variantCode: 'X' })]);
    expect(only([byCode], coded)).toMatchObject({ savedCents: 300 });
  });

  it('a fixed amount off the order is in the market’s currency and never more than the lines', () => {
    const save50 = promotion({
      kind: 'amountOffOrder',
      percent: null,
      markets: {
        SE: { amountCents: 50_000, minimumCents: null },
        FI: { amountCents: 5_000, minimumCents: null },
      },
    });
    expect(only([save50], cart([line(80_000)]))).toMatchObject({ savedCents: 50_000 });
    expect(only([save50], cart([line(80_000)], { marketId: 'FI' }))).toMatchObject({ savedCents: 5_000 });
    expect(only([save50], cart([line(12_345)]))).toMatchObject({ savedCents: 12_345 });
  });

  it('free shipping saves the shipping fee at the fee’s tax rate', () => {
    const free = promotion({ kind: 'freeShipping', percent: null });
    const outcome = only([free], cart([line(1_000, 12)], { shippingFee: { cents: 4_900, taxRate: 25 } }));
    expect(outcome).toMatchObject({ savings: [{ cents: 4_900, taxRate: 25 }], savedCents: 4_900 });
  });
});

describe('refusals', () => {
  const c = cart([line(10_000)]);

  it('another market', () => {
    expect(promotionRefusal(promotion({ markets: { FI: SE } }), c)).toBe('promotionOtherMarket');
  });

  it('before the first day and after the last, both days included', () => {
    const p = promotion({ validFrom: '2026-06-15', validTo: '2026-06-15' });
    expect(promotionRefusal(p, c)).toBeNull();
    expect(promotionRefusal(p, { ...c, today: '2026-06-14' })).toBe('promotionNotYetValid');
    expect(promotionRefusal(p, { ...c, today: '2026-06-16' })).toBe('promotionExpired');
    expect(
      promotionRefusal(promotion({ validFrom: null, validTo: null }), { ...c, today: '2099-01-01' }),
    ).toBeNull();
  });

  it('used up by the company’s orders', () => {
    const p = promotion({ usesPerCompany: 2 });
    expect(promotionRefusal(p, { ...c, usesSoFar: new Map([['CODE', 1]]) })).toBeNull();
    expect(promotionRefusal(p, { ...c, usesSoFar: new Map([['CODE', 2]]) })).toBe('promotionUsedUp');
    expect(promotionRefusal(p, { ...c, usesSoFar: new Map([['OTHER', 9]]) })).toBeNull();
  });

  it('below the minimum: the net of the lines before any promotion, in the market’s currency', () => {
    const p = promotion({ markets: { SE: { amountCents: null, minimumCents: 10_000 }, FI: SE } });
    expect(promotionRefusal(p, cart([line(9_999), line(null)]))).toBe('promotionBelowMinimum');
    expect(promotionRefusal(p, cart([line(9_999), line(1)]))).toBeNull();
    expect(promotionRefusal(p, cart([line(1)], { marketId: 'FI' }))).toBeNull();
  });

  it('no matching lines for a lines code (a matching line without a price does not count)', () => {
    const p = promotion({ kind: 'percentOffLines', categoryIds: ['filters'] });
    expect(promotionRefusal(p, c)).toBe('promotionNoMatchingLines');
    expect(promotionRefusal(p, cart([line(null, 25, { categoryIds: ['filters'] })]))).toBe(
      'promotionNoMatchingLines',
    );
  });

  it('checks the market first, then the window, the uses, the minimum', () => {
    const p = promotion({
      markets: { FI: { amountCents: null, minimumCents: 1_000_000 } },
      validTo: '2020-01-01',
      usesPerCompany: 1,
    });
    expect(promotionRefusal(p, c)).toBe('promotionOtherMarket');
    expect(promotionRefusal(p, { ...c, marketId: 'FI' })).toBe('promotionExpired');
    const current = { ...p, validTo: null };
    expect(promotionRefusal(current, { ...c, marketId: 'FI', usesSoFar: new Map([['CODE', 1]]) })).toBe(
      'promotionUsedUp',
    );
    expect(promotionRefusal(current, { ...c, marketId: 'FI' })).toBe('promotionBelowMinimum');
  });

  it('a refused code saves nothing and says why', () => {
    expect(only([promotion({ validTo: '2025-12-31' })], c)).toEqual({
      applies: false,
      code: 'CODE',
      reason: 'promotionExpired',
    });
  });
});

describe('rounding and the split over tax rates', () => {
  it('rounds a percent half up in whole cents', () => {
    expect(percentOfCents(1_005, 10)).toBe(101);
    expect(percentOfCents(1_004, 10)).toBe(100);
    expect(percentOfCents(333, 12.5)).toBe(42);
  });

  it('splits cents in proportion and adds up exactly, the rest to the largest remainders', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(10, [3, 7])).toEqual([3, 7]);
    expect(splitCents(5, [0, 0])).toEqual([0, 0]);
    expect(splitCents(1, [2, 5, 3])).toEqual([0, 1, 0]);
    for (const [total, weights] of [
      [997, [333, 1_001, 7, 59]],
      [1, [1, 1]],
      [12_345, [10, 20, 30, 40]],
    ] as const) {
      expect(splitCents(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('splits a saving over the rates of the lines it applies to, in proportion, adding up exactly', () => {
    const lines = [line(3_333, 25), line(3_333, 12), line(3_334, 6), line(1_000, 25)];
    const outcome = only([promotion({ percent: 7.5 })], cart(lines));
    // 7.5 % of 110.00 = 8.25, split 43.33 : 33.33 : 33.34 over 25 %, 12 %, 6 %.
    expect(outcome).toEqual({
      applies: true,
      code: 'CODE',
      savings: [
        { cents: 250, taxRate: 6 },
        { cents: 250, taxRate: 12 },
        { cents: 325, taxRate: 25 },
      ],
      savedCents: 825,
    });
  });

  it('hands the saving to commerceTotals, which taxes each rate on what is left and shows the code once', () => {
    const lines = [line(10_000, 25), line(10_000, 12)];
    const outcomes = evaluatePromotions([promotion({ percent: 10 })], cart(lines));
    const totals = commerceTotals(
      [
        { unitCents: 10_000, quantity: 1, taxRate: 25 },
        { unitCents: 10_000, quantity: 1, taxRate: 12 },
      ],
      'SEK',
      { promotions: promotionSavings(outcomes) },
    );
    expect(totals.Promotions).toEqual([{ Code: 'CODE', SavedAmount: 20 }]);
    expect(totals.TotalNet).toBe(180);
    // 25 % of 90 + 12 % of 90
    expect(totals.Taxes).toEqual([
      { Rate: 12, Amount: 10.8 },
      { Rate: 25, Amount: 22.5 },
    ]);
  });
});

describe('several codes on one cart', () => {
  it('apply in order, each on what the codes before it left', () => {
    const a = promotion({ code: 'A', percent: 10 });
    const b = promotion({ code: 'B', percent: 10 });
    const outcomes = evaluatePromotions([a, b], cart([line(10_000)]));
    expect(outcomes.map((o) => o.applies && o.savedCents)).toEqual([1_000, 900]);
  });

  it('a fixed amount after a percent is at most what the percent left; a lines code after it sees the lines lowered', () => {
    const half = promotion({ code: 'HALF', percent: 50 });
    const fixed = promotion({
      code: 'FIXED',
      kind: 'amountOffOrder',
      percent: null,
      markets: { SE: { amountCents: 8_000, minimumCents: null } },
    });
    const lines = promotion({
      code: 'LINES',
      kind: 'percentOffLines',
      percent: 10,
      categoryIds: ['filters'],
    });
    const c = cart([line(10_000, 25, { categoryIds: ['filters'] }), line(4_000, 25, { categoryIds: ['x'] })]);
    const outcomes = evaluatePromotions([half, lines, fixed], c);
    // 50 % of 140 = 70; 10 % of the filter line's remaining 50 = 5; then 80 off the 65 left → 65.
    expect(outcomes.map((o) => o.applies && o.savedCents)).toEqual([7_000, 500, 6_500]);
  });

  it('the minimum is judged on the lines before any promotion, whatever came first', () => {
    const half = promotion({ code: 'HALF', percent: 50 });
    const min = promotion({ code: 'MIN', markets: { SE: { amountCents: null, minimumCents: 10_000 } } });
    expect(evaluatePromotions([half, min], cart([line(10_000)])).map((o) => o.applies)).toEqual([true, true]);
  });

  it('a second free-shipping code saves nothing; a refused code in between leaves the rest as they were', () => {
    const free1 = promotion({ code: 'F1', kind: 'freeShipping', percent: null });
    const old = promotion({ code: 'OLD', validTo: '2020-01-01' });
    const free2 = promotion({ code: 'F2', kind: 'freeShipping', percent: null });
    const outcomes = evaluatePromotions([free1, old, free2], cart([line(1_000)]));
    expect(outcomes).toEqual([
      { applies: true, code: 'F1', savings: [{ cents: 4_900, taxRate: 25 }], savedCents: 4_900 },
      { applies: false, code: 'OLD', reason: 'promotionExpired' },
      { applies: true, code: 'F2', savings: [], savedCents: 0 },
    ]);
    expect(promotionSavings(outcomes)).toEqual([{ code: 'F1', cents: 4_900, taxRate: 25 }]);
  });
});

describe('normalizePromotionCode', () => {
  it('trims and upper-cases what a person typed', () => {
    expect(normalizePromotionCode('  welcome10 ')).toBe('WELCOME10');
  });
});
