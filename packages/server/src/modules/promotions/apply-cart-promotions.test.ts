import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { insertTestAccount } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { applyCartPromotions } from './index.ts';
import { todayIso } from './queries.ts';

/*
 * applyCartPromotions, which the cart's read calls for its totals: codes that stopped applying are left out (not
 * thrown) and come back when they apply again; free shipping saves the fee at the fee's rate.
 */

const t = useTestApp();
let cartId = '';
let companyId = '';
let filterVariant = 0;
let otherVariant = 0;

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const variant = async (category: string) => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select v.id from variants v join products p on p.id = v.product_id
        where p.category_id ${sql.raw(category)} order by v.code limit 1`,
    );
    return Number(row?.id);
  };
  filterVariant = await variant(`= 'filters'`);
  otherVariant = await variant(`<> 'filters'`);
  const account = await insertTestAccount(db);
  companyId = account.companyId;
  const [cart] = await queryRows<{ id: string }>(
    db,
    sql`insert into carts (user_id, market_id) values (${account.userId}, 'SE') returning id`,
  );
  cartId = cart?.id as string;
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`insert into promotions (code, kind, percent, valid_from, valid_to) values
    ('SHIPFREE', 'freeShipping', null, ${todayIso()}, ${until}),
    ('FILTERSONLY', 'percentOffLines', 20, null, null),
    ('BIGORDER', 'percentOffOrder', 10, null, null)`);
  await db.execute(sql`insert into promotion_markets (promotion_code, market_id, minimum_order) values
    ('SHIPFREE', 'SE', null), ('FILTERSONLY', 'SE', null), ('BIGORDER', 'SE', '1000.00')`);
  await db.execute(sql`insert into promotion_targets (promotion_code, target_type, target)
    values ('FILTERSONLY', 'category', 'filters')`);
  await db.execute(sql`insert into cart_promotion_codes (cart_id, code, applied_at) values
    (${cartId}, 'BIGORDER', now() - interval '3 minutes'), (${cartId}, 'FILTERSONLY', now() - interval '2 minutes'),
    (${cartId}, 'SHIPFREE', now() - interval '1 minute')`);
});

const apply = (lines: { variantId: number; lineCents: number | null; taxRate: number }[]) =>
  applyCartPromotions(anonymousContext(t.database.db), {
    cartId,
    marketId: 'SE',
    currency: 'SEK',
    companyId,
    lines,
    shippingFee: { cents: 19_900, taxRate: 25 },
  });

describe('applyCartPromotions', () => {
  it('takes every code that applies, in the order applied, and free shipping saves the fee at its rate', async () => {
    const result = await apply([
      { variantId: filterVariant, lineCents: 100_000, taxRate: 25 },
      { variantId: otherVariant, lineCents: 50_000, taxRate: 12 },
    ]);
    expect(result.shippingFee).toEqual({ cents: 19_900, taxRate: 25 });
    expect(result.promotions).toEqual([
      // 10 % of 1,500.00 split 2 : 1 over the rates
      { code: 'BIGORDER', cents: 5_000, taxRate: 12 },
      { code: 'BIGORDER', cents: 10_000, taxRate: 25 },
      // 20 % of what BIGORDER left of the filter line (900.00)
      { code: 'FILTERSONLY', cents: 18_000, taxRate: 25 },
      { code: 'SHIPFREE', cents: 19_900, taxRate: 25 },
    ]);
  });

  it('leaves out codes that stopped applying — below the minimum, no filter line — without throwing', async () => {
    const result = await apply([{ variantId: otherVariant, lineCents: 50_000, taxRate: 25 }]);
    expect(result.promotions).toEqual([{ code: 'SHIPFREE', cents: 19_900, taxRate: 25 }]);
  });

  it('leaves out a code used up since, and answers nothing for a cart without codes', async () => {
    await t.database.db.execute(sql`update promotions set uses_per_company = 1 where code = 'SHIPFREE'`);
    await t.database.db.execute(sql`insert into promotion_uses (promotion_code, company_id, order_reference)
      values ('SHIPFREE', ${companyId}, 'ORDER-9')`);
    const usedUp = await apply([{ variantId: otherVariant, lineCents: 50_000, taxRate: 25 }]);
    expect(usedUp.promotions).toEqual([]);
    expect(usedUp.notApplying).toContain('SHIPFREE');
    await t.database.db.execute(sql`delete from cart_promotion_codes where cart_id = ${cartId}`);
    expect(await apply([{ variantId: filterVariant, lineCents: 100_000, taxRate: 25 }])).toEqual({
      promotions: [],
      shippingFee: { cents: 19_900, taxRate: 25 },
      notApplying: [],
    });
  });
});
