import { productPageSchema } from '@airshop/domain/catalog/product';
import { extraItemsSchema } from '@airshop/domain/catalog/product-extras';
import { sizingSchema } from '@airshop/domain/catalog/product-variant';
import { RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents/documents';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { commerceKeysIn, findTestIds, queryRows } from '../../testing/product-fixtures.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof findTestIds>>;

beforeAll(async () => {
  const catalog = await loadTestCatalog(t.database.db);
  catalog.dispose();
  ids = await findTestIds(t.database.db);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/v1/Catalog/Products/{id}', () => {
  it('gives the product as loaded for its page', async () => {
    const response = await get(`/api/v1/Catalog/Products/${ids.unit.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const page = productPageSchema.parse(response.json());

    expect(page.Detail.Id).toBe(ids.unit.id);
    const [product] = await queryRows<{ route_path: string }>(
      t.database.db,
      sql`select route_path from products where id = ${ids.unit.id}`,
    );
    expect(page.Detail.Url).toBe(`/en/products/${product?.route_path}`);
    expect(page.Detail.Images.length).toBeGreaterThan(0);
    for (const image of page.Detail.Images) {
      expect(image.Url).toMatch(/^\/media\/981x732\/catalog\//);
      expect(image.ThumbnailUrl).toMatch(/^\/media\/100x100\/catalog\//);
    }
    for (const logo of page.Detail.Logos) {
      expect(logo.Url).toMatch(/^\/media\/x160\//);
      expect(logo.Height).toBe(160);
    }
    for (const feature of page.Features) {
      if (feature.Image) expect(feature.Image).toMatch(/^\/media\/1000x750\//);
    }
    expect(page.Detail.HasAccessories).toBe(true);

    // The category trail, then the product itself.
    const last = page.Breadcrumb.at(-1);
    expect(last).toEqual({ Name: page.Detail.Name, Url: page.Detail.Url });
    expect(page.Breadcrumb.length).toBeGreaterThan(1);
    for (const crumb of page.Breadcrumb) expect(crumb.Url.startsWith('/en/products/')).toBe(true);

    expect(page.RelatedProducts.length).toBeGreaterThan(0);
    for (const related of page.RelatedProducts) {
      expect(related.Url).toMatch(/^\/en\/products\//);
      if (related.Image) expect(related.Image).toMatch(/^\/media\/200x200\//);
    }

    const linked = await queryRows<{ id: string }>(
      t.database.db,
      sql`select document_id as id from product_documents where product_id = ${ids.unit.id}`,
    );
    const documentIds = page.Documents.map((d) => d.Id);
    for (const { id } of linked) expect(documentIds).toContain(id);
    expect(new Set(documentIds).size).toBe(documentIds.length);
    expect(page.Documents[0]?.Url).toBe(`/api/v1/Documents/${page.Documents[0]?.Id}`);
    expect(page.RecentlyViewedDocuments).toEqual([]);
    // The main video comes first.
    if (page.Videos.length > 1) expect(page.Videos[0]?.IsMainVideo).toBe(true);
  });

  it('answers in the language of the request', async () => {
    const page = productPageSchema.parse(
      (await get(`/api/v1/Catalog/Products/${ids.unit.id}`, { 'x-lang': 'sv' })).json(),
    );
    expect(page.Detail.Url.startsWith('/sv/products/')).toBe(true);
    const [name] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select coalesce(name ->> 'sv', name ->> 'en') as name from categories
          where id = (select category_id from products where id = ${ids.unit.id})`,
    );
    expect(page.Breadcrumb.at(-2)?.Name).toBe(name?.name);
  });

  it("lists the visitor's recently viewed documents of this product, newest first", async () => {
    const page = productPageSchema.parse((await get(`/api/v1/Catalog/Products/${ids.unit.id}`)).json());
    const [first, second] = page.Documents;
    expect(second).toBeDefined();
    const cookie = `${RECENT_DOCUMENTS_COOKIE}=${second?.Id}.00000000-0000-4000-8000-000000000000.${first?.Id}`;
    const withRecent = productPageSchema.parse(
      (await get(`/api/v1/Catalog/Products/${ids.unit.id}`, { cookie })).json(),
    );
    expect(withRecent.RecentlyViewedDocuments.map((d) => d.Id)).toEqual([second?.Id, first?.Id]);
    expect(withRecent.Documents).toEqual(page.Documents);
  });

  it('answers 404 for an unknown product, and 400 for an id longer than any', async () => {
    const missing = await get('/api/v1/Catalog/Products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    // The router no longer drops a long parameter (app.ts maxParamLength): the route's schema names it.
    const tooLong = await get(`/api/v1/Catalog/Products/${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ in: 'params', path: ['id'] }],
    });
  });
});

describe('GET /api/v1/Catalog/Products/{id}/Sizing', () => {
  it('gives every variant with its attribute values, and no prices to an anonymous visitor', async () => {
    const response = await get(`/api/v1/Catalog/Products/${ids.unit.id}/Sizing`, { 'x-lang': 'de' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const sizing = sizingSchema.parse(body);
    expect(sizing.Variants).toHaveLength(ids.unit.variants);
    expect(sizing.AttributeNames.length).toBeGreaterThan(0);
    for (const v of sizing.Variants) expect(v.AttributeValues).toHaveLength(sizing.AttributeNames.length);
    expect(sizing.Variants.map((v) => v.Code)).toContain(sizing.DefaultVariantCode);
    expect(sizing.IsSparePartOrAccessory).toBe(false);
    expect(commerceKeysIn(body)).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await get('/api/v1/Catalog/Products/no-such-product/Sizing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /api/v1/Catalog/{id}/Accessories|SpareParts|Warranties|Filters', () => {
  it("lists a product's extras with their page and image, without prices for an anonymous visitor", async () => {
    for (const kind of ['Accessories', 'Warranties']) {
      const response = await get(`/api/v1/Catalog/${ids.unit.id}/${kind}?contentType=product`);
      expect(response.statusCode).toBe(200);
      const items = extraItemsSchema.parse(response.json());
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.ParentCode).toBe(ids.unit.id);
        expect(item.Url).toMatch(/^\/en\/products\/.+\?code=/);
        if (item.Image) expect(item.Image).toMatch(/^\/media\/200x200\//);
      }
      expect(commerceKeysIn(response.json())).toEqual([]);
    }
  });

  it("lists a variant's own extras and its product's, by variant code", async () => {
    const code = ids.variantWithFilters.code;
    const response = await get(`/api/v1/Catalog/${encodeURIComponent(code)}/Filters?contentType=variant`);
    expect(response.statusCode).toBe(200);
    const items = extraItemsSchema.parse(response.json());
    const [own] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from variant_extras ve join variants v on v.id = ve.variant_id
          where v.code = ${code} and ve.kind = 'filter'`,
    );
    expect(items.length).toBeGreaterThanOrEqual(own?.n ?? 1);
    expect(new Set(items.map((i) => i.Code)).size).toBe(items.length);
    for (const item of items) expect(item.ParentCode).toBe(code);
  });

  it('defaults to contentType=product', async () => {
    const response = await get(`/api/v1/Catalog/${ids.unit.id}/Accessories`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 204 when there are none', async () => {
    const response = await get(
      `/api/v1/Catalog/${ids.productWithoutWarranties.id}/Warranties?contentType=product`,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers 404 for an unknown product or variant', async () => {
    for (const url of [
      '/api/v1/Catalog/no-such-product/SpareParts?contentType=product',
      '/api/v1/Catalog/NO-SUCH-CODE/Filters?contentType=variant',
      // A product id is not a variant code.
      `/api/v1/Catalog/${ids.unit.id}/Accessories?contentType=variant`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers 400 for an unknown contentType', async () => {
    const response = await get(`/api/v1/Catalog/${ids.unit.id}/Accessories?contentType=category`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ in: 'querystring', path: ['contentType'] })],
    });
  });
});

describe('OpenAPI', () => {
  it('documents every route of the module with its schemas', async () => {
    const response = await get('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    for (const path of [
      '/api/v1/Catalog/Products/{id}',
      '/api/v1/Catalog/Products/{id}/Sizing',
      '/api/v1/Catalog/{id}/Accessories',
      '/api/v1/Catalog/{id}/SpareParts',
      '/api/v1/Catalog/{id}/Warranties',
      '/api/v1/Catalog/{id}/Filters',
    ]) {
      expect(doc.paths, path).toHaveProperty([path, 'get']);
    }
    for (const schema of ['ProductPage', 'Sizing', 'Variant', 'ExtraItem', 'Price']) {
      expect(doc.components.schemas, schema).toHaveProperty(schema);
    }
  });
});
