import { productPageSchema } from '@airshop/domain/catalog/product';
import { extraItemsSchema } from '@airshop/domain/catalog/product-extras';
import { sizingSchema } from '@airshop/domain/catalog/product-variant';
import { APPROVED_USER_STATUS } from '@airshop/domain/commerce/product-visibility';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { commerceKeysIn, findTestIds, queryRows } from '../../testing/product-fixtures.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * Prices, stock and delivery data through the product API, for viewers signed in through the API with a real
 * session (the strategy itself, for every status, is tested in commerce/viewer.test.ts).
 */

const t = useTestApp();
let ids: Awaited<ReturnType<typeof findTestIds>>;

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  ids = await findTestIds(t.database.db);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Every route of the module that carries product data, for one product and one of its variants. */
function allUrls(): string[] {
  const kinds = ['Accessories', 'SpareParts', 'Warranties', 'Filters'];
  return [
    `/api/v1/Catalog/Products/${ids.unit.id}`,
    `/api/v1/Catalog/Products/${ids.unit.id}/Sizing`,
    `/api/v1/Catalog/Products/${ids.variantWithFilters.product_id}/Sizing`,
    ...kinds.map((k) => `/api/v1/Catalog/${ids.unit.id}/${k}?contentType=product`),
    ...kinds.map((k) => `/api/v1/Catalog/${ids.variantWithFilters.code}/${k}?contentType=variant`),
  ];
}

async function commerceKeysOfAllRoutes(headers: Record<string, string> = {}): Promise<string[]> {
  const keys = new Set<string>();
  for (const url of allUrls()) {
    const response = await get(url, headers);
    expect([200, 204], url).toContain(response.statusCode);
    if (response.statusCode === 200) for (const key of commerceKeysIn(response.json())) keys.add(key);
  }
  return [...keys];
}

const withSession = async (options: Parameters<typeof insertTestAccount>[1]) => {
  const account = await insertTestAccount(t.database.db, options);
  return { cookie: await signInCookie(t.app, account.email) };
};

describe('price, stock and delivery data', () => {
  it('reach an approved customer in a market with the web shop enabled', async () => {
    const { cookie } = await withSession({ status: APPROVED_USER_STATUS, marketId: 'INT' });
    const response = await get(`/api/v1/Catalog/Products/${ids.unit.id}/Sizing`, { cookie });
    expect(response.statusCode).toBe(200);
    // Amounts keep their 2 decimals on the wire, as the database has them.
    expect(response.body).toMatch(/"Amount"\s*:\s*\d+\.\d{2}[,}]/);
    const sizing = sizingSchema.parse(response.json());
    const variant = sizing.Variants[0];
    const [price] = await queryRows<{
      net: string;
      gross: string | null;
      rate: string;
      quantity: number | null;
    }>(
      t.database.db,
      sql`select vp.net_amount as net, vp.gross_amount as gross, vp.tax_rate as rate, s.quantity
          from variants v join variant_prices vp on vp.variant_id = v.id and vp.market_id = 'INT'
          left join variant_stock s on s.variant_id = v.id where v.code = ${variant?.Code}`,
    );
    expect(variant?.UnitPrice).toEqual({
      Amount: Number(price?.net),
      Currency: 'EUR',
      Tax: { Rate: Number(price?.rate) },
    });
    expect(variant?.UnitGrossPrice?.Amount ?? null).toBe(price?.gross == null ? null : Number(price.gross));
    expect(variant?.Stock ?? null).toBe(price?.quantity ?? null);
    expect(Array.isArray(variant?.LeadTimes)).toBe(true);
    expect(typeof variant?.HasPack).toBe('boolean');

    const extras = extraItemsSchema.parse(
      (await get(`/api/v1/Catalog/${ids.unit.id}/Accessories?contentType=product`, { cookie })).json(),
    );
    expect(extras[0]?.UnitPrice?.Currency).toBe('EUR');
    expect(await commerceKeysOfAllRoutes({ cookie })).toContain('UnitPrice');
  });

  it('never reach an anonymous visitor, in any route', async () => {
    expect(await commerceKeysOfAllRoutes()).toEqual([]);
    expect(await commerceKeysOfAllRoutes({ 'x-lang': 'sv' })).toEqual([]);
  });

  it('never reach an approved customer in a market whose web shop is disabled', async () => {
    for (const marketId of ['HU', 'TR']) {
      const { cookie } = await withSession({ status: APPROVED_USER_STATUS, marketId });
      expect(await commerceKeysOfAllRoutes({ cookie }), marketId).toEqual([]);
    }
  });

  it('are not in the product page, which is the same for everyone', async () => {
    const { cookie } = await withSession({ status: APPROVED_USER_STATUS, marketId: 'INT' });
    const response = await get(`/api/v1/Catalog/Products/${ids.unit.id}`, { cookie });
    const page = productPageSchema.parse(response.json());
    expect(page.Detail.Id).toBe(ids.unit.id);
    expect(commerceKeysIn(response.json())).toEqual([]);
  });
});

describe('price, stock and delivery data through a real session', () => {
  it("reach an approved user with the webshop role, in their own market's prices", async () => {
    const { cookie } = await withSession({ status: APPROVED_USER_STATUS, marketId: 'SE' });
    // Browsing the English site, a Swedish customer still buys in SEK.
    const sizing = sizingSchema.parse(
      (await get(`/api/v1/Catalog/Products/${ids.unit.id}/Sizing`, { cookie })).json(),
    );
    expect(sizing.Variants.find((v) => v.UnitPrice)?.UnitPrice?.Currency).toBe('SEK');
    expect(await commerceKeysOfAllRoutes({ cookie })).toContain('UnitPrice');
  });

  it('never reach a user who is not approved, has no webshop role, or whose market has no web shop', async () => {
    for (const options of [
      { status: 4 },
      { status: 11 },
      { status: APPROVED_USER_STATUS, roles: ['site' as const] },
      { status: APPROVED_USER_STATUS, roles: [] },
      { status: APPROVED_USER_STATUS, marketId: 'HU' },
    ]) {
      const { cookie } = await withSession(options);
      expect(await commerceKeysOfAllRoutes({ cookie }), JSON.stringify(options)).toEqual([]);
    }
  });

  it('stop at sign-out', async () => {
    const { cookie } = await withSession({ status: APPROVED_USER_STATUS });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Customer/SignOut',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(signOut.statusCode).toBe(204);
    expect(await commerceKeysOfAllRoutes({ cookie })).toEqual([]);
  });
});
