import { sizingSchema } from '@airshop/domain/catalog/product-variant';
import { sizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import { APPROVED_USER_STATUS } from '@airshop/domain/commerce/product-visibility';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { commerceKeysIn, findTestIds } from '../../testing/product-fixtures.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { clearSizingCache, findSizing, findSizingFirstView } from './sizing-service.ts';

/* The sizing a server-rendered product page reads in-process (SsrServices.product.sizing, ADR 0028). */

const t = useTestApp();
let ids: Awaited<ReturnType<typeof findTestIds>>;

beforeAll(async () => {
  const catalog = await loadTestCatalog(t.database.db);
  catalog.dispose();
  ids = await findTestIds(t.database.db);
});

const ctx = () => anonymousContext(t.database.db);
const customer = {
  ...{ userId: 'u', companyId: 'c', name: 'N', email: 'e@x', marketId: 'INT' },
  status: APPROVED_USER_STATUS,
  roles: ['site', 'webshop'] as const,
};

describe('the sizing of a server-rendered product page', () => {
  it('is what GET Sizing answers the same viewer: without prices for everyone who may not see them', async () => {
    const sizing = sizingSchema.parse(await findSizing(ctx(), ids.unit.id));
    const api = await t.app.inject({ url: `/api/v1/Catalog/Products/${ids.unit.id}/Sizing` });
    expect(sizing).toEqual(api.json());
    expect(sizing.Variants).toHaveLength(ids.unit.variants);
    expect(commerceKeysIn(sizing)).toEqual([]);
  });

  it('has prices and stock for an approved customer', async () => {
    const sizing = sizingSchema.parse(await findSizing({ ...ctx(), customer }, ids.unit.id));
    expect(commerceKeysIn(sizing)).toContain('UnitPrice');
    expect(sizing.Variants.every((variant) => variant.Stock !== undefined)).toBe(true);
  });

  it('is undefined for a product that is not there, where the API answers 404', async () => {
    expect(await findSizing(ctx(), 'no-such-product')).toBeUndefined();
    const api = await t.app.inject({ url: '/api/v1/Catalog/Products/no-such-product/Sizing' });
    expect(api.statusCode).toBe(404);
  });
});

describe("the chooser's first view of a server-rendered product page (ADR 0080)", () => {
  it('is the first view of the whole sizing, for every viewer, with and without a query code, cached or not', async () => {
    const whole = sizingSchema.parse(await findSizing(ctx(), ids.unit.id));
    const other = whole.Variants.find((variant) => variant.Code !== whole.DefaultVariantCode)?.Code ?? null;
    for (const viewer of [ctx(), { ...ctx(), customer }]) {
      const sizing = sizingSchema.parse(await findSizing(viewer, ids.unit.id));
      for (const code of [null, other, 'NO-SUCH-CODE']) {
        clearSizingCache();
        const uncached = await findSizingFirstView(viewer, ids.unit.id, code);
        const cached = await findSizingFirstView(viewer, ids.unit.id, code);
        expect(uncached).toEqual(sizingFirstView(sizing, code));
        expect(cached).toEqual(uncached);
      }
    }
  });

  it("holds the starting variant's price for an approved customer only", async () => {
    const anonymous = await findSizingFirstView(ctx(), ids.unit.id, null);
    expect(anonymous?.Selected).not.toBeNull();
    expect(commerceKeysIn(anonymous)).toEqual([]);
    const buyer = await findSizingFirstView({ ...ctx(), customer }, ids.unit.id, null);
    expect(buyer?.Selected?.UnitPrice).toBeDefined();
  });

  it('is undefined for a product that is not there', async () => {
    expect(await findSizingFirstView(ctx(), 'no-such-product', null)).toBeUndefined();
  });
});
