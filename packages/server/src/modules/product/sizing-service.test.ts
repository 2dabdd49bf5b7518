import { sizingSchema } from '@airshop/domain/catalog/product-variant';
import { APPROVED_USER_STATUS } from '@airshop/domain/commerce/product-visibility';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { commerceKeysIn, findTestIds } from '../../testing/product-fixtures.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { findSizing } from './sizing-service.ts';

/* The sizing a server-rendered product page reads in-process (SsrServices.product.sizing, ADR 0028). */

const t = useTestApp();
let ids: Awaited<ReturnType<typeof findTestIds>>;

beforeAll(async () => {
  const catalog = await loadTestCatalog(t.database.db);
  catalog.dispose();
  ids = await findTestIds(t.database.db);
});

const ctx = () => anonymousContext(t.database.db);

describe('the sizing of a server-rendered product page', () => {
  it('is what GET Sizing answers the same viewer: without prices for everyone who may not see them', async () => {
    const sizing = sizingSchema.parse(await findSizing(ctx(), ids.unit.id));
    const api = await t.app.inject({ url: `/api/v1/Catalog/Products/${ids.unit.id}/Sizing` });
    expect(sizing).toEqual(api.json());
    expect(sizing.Variants).toHaveLength(ids.unit.variants);
    expect(commerceKeysIn(sizing)).toEqual([]);
  });

  it('has prices and stock for an approved customer', async () => {
    const customer = {
      ...{ userId: 'u', companyId: 'c', name: 'N', email: 'e@x', marketId: 'INT' },
      status: APPROVED_USER_STATUS,
      roles: ['site', 'webshop'] as const,
    };
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
