import { cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import { backOfficePromotionListSchema } from '@airshop/domain/commerce/promotion-list';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { insertCompany } from '../../testing/back-office-support.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { signInViewers, type Viewer } from '../../testing/viewers.ts';
import { guestCartKey } from '../cart/index.ts';
import { todayIso } from './queries.ts';

/*
 * PUT and DELETE Carts/Default/PromotionCode and GET BackOffice/Promotions (issue 15 point 3): who may, every
 * refusal with its reason (409, details.reason and x-custom-message) leaving the cart as it was, codes of other
 * markets, minimum orders, the per-company limit, and the back office's list. Codes are written straight to the
 * tables with windows around the real today; the demo codes' import is tested in import-promotions.test.ts.
 */

const t = useTestApp();
const CODE_URL = '/api/v1/Carts/Default/PromotionCode';
const ITEMS = '/api/v1/Carts/Default/Items';
const LIST = '/api/v1/BackOffice/Promotions';

const VIEWERS = [
  'anonymous',
  'guest',
  'waitingBackOffice',
  'noRole',
  'siteOnly',
  'buyer',
  'companyAdmin',
  'otherBuyer',
  'disabledMarketBuyer',
  'backOffice',
  'webshopManager',
] as const satisfies readonly Viewer[];
let headers: Record<(typeof VIEWERS)[number], Record<string, string>>;
let userIds: Partial<Record<(typeof VIEWERS)[number], string>>;
let companyA = '';
const code = { filter: '', other: '' };
const net = { filter: 0, other: 0 };

const shiftDays = (days: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function insertPromotion(p: {
  code: string;
  kind: 'percentOffOrder' | 'percentOffLines' | 'amountOffOrder' | 'freeShipping';
  percent?: number;
  validFrom?: string | null;
  validTo?: string | null;
  markets?: Record<string, { amount?: string; minimum?: string }>;
  categories?: string[];
  usesPerCompany?: number;
}) {
  const db = t.database.db;
  await db.execute(sql`insert into promotions (code, kind, percent, valid_from, valid_to, uses_per_company)
    values (${p.code}, ${p.kind}, ${p.percent ?? null}, ${p.validFrom === undefined ? shiftDays(-1) : p.validFrom},
      ${p.validTo === undefined ? shiftDays(30) : p.validTo}, ${p.usesPerCompany ?? null})`);
  for (const [market, terms] of Object.entries(p.markets ?? { SE: {} })) {
    await db.execute(sql`insert into promotion_markets (promotion_code, market_id, amount, minimum_order)
      values (${p.code}, ${market}, ${terms.amount ?? null}, ${terms.minimum ?? null})`);
  }
  for (const category of p.categories ?? []) {
    await db.execute(sql`insert into promotion_targets (promotion_code, target_type, target)
      values (${p.code}, 'category', ${category})`);
  }
}

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const priced = async (where: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ code: string; net: string }>(
      db,
      sql`select v.code, vp.net_amount::text as net from variants v join products p on p.id = v.product_id
        join variant_prices vp on vp.variant_id = v.id and vp.market_id = 'SE'
        where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
          and ${where} order by v.code limit 1`,
    );
    if (!row) throw new Error('the test catalogue lacks a variant for this test');
    return row;
  };
  const filter = await priced(sql`p.category_id = 'filters'`);
  const other = await priced(sql`p.category_id <> 'filters'`);
  code.filter = filter.code;
  code.other = other.code;
  net.filter = Math.round(Number(filter.net) * 100);
  net.other = Math.round(Number(other.net) * 100);

  companyA = await insertCompany(db, { name: 'Promo A', marketId: 'SE', customerNumber: 'PA-1' });
  const companyB = await insertCompany(db, { name: 'Promo B', marketId: 'SE', customerNumber: 'PB-1' });
  const companyC = await insertCompany(db, { name: 'Promo C', marketId: 'HU', customerNumber: 'PC-1' });
  ({ headers, userIds } = await signInViewers(t.app, db, VIEWERS, { A: companyA, B: companyB, C: companyC }));

  await insertPromotion({ code: 'TENOFF', kind: 'percentOffOrder', percent: 10 });
  await insertPromotion({ code: 'FIVEOFF', kind: 'percentOffOrder', percent: 5 });
  await insertPromotion({ code: 'FILTERS', kind: 'percentOffLines', percent: 15, categories: ['filters'] });
  await insertPromotion({ code: 'COILS', kind: 'percentOffLines', percent: 15, categories: ['coils'] });
  await insertPromotion({
    code: 'OLD',
    kind: 'percentOffOrder',
    percent: 10,
    validTo: shiftDays(-1),
    validFrom: null,
  });
  await insertPromotion({ code: 'SOON', kind: 'percentOffOrder', percent: 10, validFrom: shiftDays(1) });
  await insertPromotion({ code: 'FINLAND', kind: 'percentOffOrder', percent: 10, markets: { FI: {} } });
  await insertPromotion({
    code: 'BIGSPEND',
    kind: 'amountOffOrder',
    markets: { SE: { amount: '5.00', minimum: '99999999.00' } },
  });
  await insertPromotion({ code: 'ONCE', kind: 'freeShipping', usesPerCompany: 1 });
  await insertPromotion({ code: 'LIMITED', kind: 'percentOffOrder', percent: 1, usesPerCompany: 2 });
  await db.execute(sql`insert into promotion_uses (promotion_code, company_id, order_reference)
    values ('ONCE', ${companyA}, 'ORDER-1'), ('LIMITED', ${companyA}, 'ORDER-2')`);

  // Each buyer has one filter line and one other line (2 pieces) in their cart.
  for (const who of ['buyer', 'companyAdmin', 'otherBuyer'] as const) {
    for (const [Code, Quantity] of [
      [code.filter, 1],
      [code.other, 2],
    ] as const) {
      const added = await t.app.inject({
        method: 'PUT',
        url: ITEMS,
        headers: headers[who],
        payload: { Code, Quantity },
      });
      expect(added.json().ErrorMessage).toBeNull();
    }
  }
});

type Who = (typeof VIEWERS)[number];
const put = (who: Who, Code: unknown) =>
  t.app.inject({ method: 'PUT', url: CODE_URL, headers: headers[who], payload: { Code } });
const del = (who: Who, Code: unknown) =>
  t.app.inject({ method: 'DELETE', url: CODE_URL, headers: headers[who], payload: { Code } });

/** The codes on the viewer's cart, in the order they were applied, straight from the table. */
async function codesOf(who: Who): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select pc.code from cart_promotion_codes pc join carts c on c.id = pc.cart_id
      where c.user_id = ${userIds[who] as string} order by pc.applied_at, pc.code`,
  );
  return rows.map((row) => row.code);
}

/** A 409 with the refusal's reason in the body and in x-custom-message. */
function expectRefusal(response: Awaited<ReturnType<typeof put>>, reason: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ code: 'conflict', details: { reason } });
  expect(response.headers['x-custom-message']).toBe(reason);
}

describe('who may apply and remove codes', () => {
  it('answers 401 anonymous, 403 not approved or without the webshop role, 409 with the shop off', async () => {
    for (const call of [put, del]) {
      expect((await call('anonymous', 'TENOFF')).statusCode).toBe(401);
      expect((await call('waitingBackOffice', 'TENOFF')).statusCode).toBe(403);
      expect((await call('noRole', 'TENOFF')).statusCode).toBe(403);
      expect((await call('siteOnly', 'TENOFF')).statusCode).toBe(403);
      const off = await call('disabledMarketBuyer', 'TENOFF');
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('webshop_disabled');
      expect(off.headers['x-custom-message']).toBeUndefined();
    }
  });

  it('answers 403 to a guest with a guest cart (it shows no prices), 401 to a guest cookie without one', async () => {
    expect((await put('guest', 'TENOFF')).statusCode).toBe(401);
    await t.database.db.execute(
      sql`insert into carts (guest_id, market_id) values (${guestCartKey('guest-0123456789abcdefghijkl')}, 'SE')`,
    );
    expect((await put('guest', 'TENOFF')).statusCode).toBe(403);
    expect((await del('guest', 'TENOFF')).statusCode).toBe(403);
  });

  it('refuses a missing, empty or too long code with 400 and the error body', async () => {
    for (const Code of [undefined, '', '   ', 'X'.repeat(41), 12]) {
      const response = await put('buyer', Code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await codesOf('buyer')).toEqual([]);
  });
});

describe('applying a code', () => {
  it('adds it to the cart, in any case typed, and answers the cart with the saving in its totals', async () => {
    const response = await put('buyer', '  tenOff ');
    expect(response.statusCode).toBe(200);
    const cart = cartCheckoutSchema.parse(response.json());
    expect(cart.PromotionCodes).toEqual(['TENOFF']);
    const lines = net.filter + 2 * net.other;
    expect(cart.Total?.Promotions).toEqual([{ Code: 'TENOFF', SavedAmount: Math.round(lines / 10) / 100 }]);
    expect(cart.Total?.TotalNet).toBe((lines - Math.round(lines / 10)) / 100);
    expect(await codesOf('buyer')).toEqual(['TENOFF']);
  });

  it('refuses the same code twice (promotionAlreadyApplied)', async () => {
    expectRefusal(await put('buyer', 'tenoff'), 'promotionAlreadyApplied');
    expect(await codesOf('buyer')).toEqual(['TENOFF']);
  });

  it('applies a second code on what the first left, and a lines code to its category’s lines only', async () => {
    const five = cartCheckoutSchema.parse((await put('buyer', 'FIVEOFF')).json());
    const lines = net.filter + 2 * net.other;
    const ten = Math.round(lines / 10);
    expect(five.Total?.Promotions.map((p) => p.Code)).toEqual(['TENOFF', 'FIVEOFF']);
    expect(five.Total?.Promotions[1]?.SavedAmount).toBe(Math.round((lines - ten) * 0.05) / 100);
    const filters = await put('buyer', 'FILTERS');
    expect(filters.statusCode).toBe(200);
    const saved = cartCheckoutSchema.parse(filters.json()).Total?.Promotions[2];
    expect(saved?.Code).toBe('FILTERS');
    // 15 % of what the two order codes left of the filter line: at most 15 % of its net.
    expect(saved?.SavedAmount).toBeGreaterThan(0);
    expect(saved?.SavedAmount).toBeLessThanOrEqual(Math.round(net.filter * 0.15) / 100);
    expect(await codesOf('buyer')).toEqual(['TENOFF', 'FIVEOFF', 'FILTERS']);
  });

  it('keeps every buyer’s codes to their own cart', async () => {
    expect(await codesOf('otherBuyer')).toEqual([]);
    expect((await del('otherBuyer', 'TENOFF')).statusCode).toBe(404);
    expect(await codesOf('buyer')).toEqual(['TENOFF', 'FIVEOFF', 'FILTERS']);
  });
});

describe('refusals leave the cart as it was', () => {
  it('an unknown code: invalidPromotionCode (shop.md §5)', async () => {
    expectRefusal(await put('otherBuyer', 'NOSUCHCODE'), 'invalidPromotionCode');
  });

  it('expired, not yet valid, another market’s, below the minimum, no matching lines', async () => {
    expectRefusal(await put('otherBuyer', 'OLD'), 'promotionExpired');
    expectRefusal(await put('otherBuyer', 'SOON'), 'promotionNotYetValid');
    expectRefusal(await put('otherBuyer', 'FINLAND'), 'promotionOtherMarket');
    expectRefusal(await put('otherBuyer', 'BIGSPEND'), 'promotionBelowMinimum');
    expectRefusal(await put('otherBuyer', 'COILS'), 'promotionNoMatchingLines');
    expect(await codesOf('otherBuyer')).toEqual([]);
  });

  it('the company’s orders used it up (promotionUsedUp), for every user of that company only', async () => {
    expectRefusal(await put('companyAdmin', 'ONCE'), 'promotionUsedUp');
    expect((await put('otherBuyer', 'ONCE')).statusCode).toBe(200);
    // LIMITED allows two orders per company: A used one.
    expect((await put('companyAdmin', 'LIMITED')).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into promotion_uses (promotion_code, company_id, order_reference)
      values ('LIMITED', ${companyA}, 'ORDER-3')`);
    expectRefusal(await put('buyer', 'LIMITED'), 'promotionUsedUp');
    expect(await codesOf('companyAdmin')).toEqual(['LIMITED']);
    expect(await codesOf('otherBuyer')).toEqual(['ONCE']);
  });

  it('a refusal on the first write of a buyer without a cart leaves no cart behind', async () => {
    const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts`);
    // A new buyer of company A, who has no cart yet.
    const fresh = await signInViewers(t.app, t.database.db, ['buyer'], { A: companyA });
    const response = await t.app.inject({
      method: 'PUT',
      url: CODE_URL,
      headers: fresh.headers.buyer,
      payload: { Code: 'OLD' },
    });
    expectRefusal(response, 'promotionExpired');
    const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('removing a code', () => {
  it('takes it off the cart and answers the cart without its saving; a code not on the cart is 404', async () => {
    const response = await del('buyer', 'fiveoff');
    expect(response.statusCode).toBe(200);
    const cart = cartCheckoutSchema.parse(response.json());
    expect(cart.PromotionCodes).toEqual(['TENOFF', 'FILTERS']);
    expect(cart.Total?.Promotions.map((p) => p.Code)).toEqual(['TENOFF', 'FILTERS']);
    const again = await del('buyer', 'FIVEOFF');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
    expect((await del('buyer', 'NOSUCHCODE')).statusCode).toBe(404);
    expect(await codesOf('buyer')).toEqual(['TENOFF', 'FILTERS']);
  });
});

describe('the back office’s list of codes', () => {
  it('is the Approved back-office admin’s alone: 401 anonymous, 403 everyone else', async () => {
    expect((await t.app.inject({ url: LIST, headers: headers.anonymous })).statusCode).toBe(401);
    for (const who of ['buyer', 'companyAdmin', 'webshopManager', 'noRole', 'waitingBackOffice'] as const) {
      expect((await t.app.inject({ url: LIST, headers: headers[who] })).statusCode).toBe(403);
    }
  });

  it('lists every code with its terms and the orders that used it, active ones first', async () => {
    const response = await t.app.inject({ url: LIST, headers: headers.backOffice });
    expect(response.statusCode).toBe(200);
    const list = backOfficePromotionListSchema.parse(response.json());
    const byCode = new Map(list.Items.map((item) => [item.Code, item]));
    expect(list.Total).toBe(list.Items.length);
    expect(byCode.get('LIMITED')).toMatchObject({
      Kind: 'percentOffOrder',
      Percent: 1,
      UsesPerCompany: 2,
      Uses: 2,
      State: 'active',
      Markets: [{ MarketId: 'SE', Currency: 'SEK', Amount: null, MinimumOrder: null }],
    });
    expect(byCode.get('BIGSPEND')?.Markets).toEqual([
      { MarketId: 'SE', Currency: 'SEK', Amount: 5, MinimumOrder: 99999999 },
    ]);
    expect(byCode.get('FILTERS')?.Categories).toEqual(['filters']);
    expect(byCode.get('OLD')?.State).toBe('expired');
    expect(byCode.get('SOON')?.State).toBe('upcoming');
    const states = list.Items.map((item) => item.State);
    expect(states.indexOf('expired')).toBeGreaterThan(states.lastIndexOf('active'));
  });
});
